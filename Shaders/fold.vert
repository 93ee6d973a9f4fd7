// The screen rows the fold can reach, as one rectangle; the fragment shader does the fold.

uniform vec2 uViewport;      // screen size in points
uniform vec2 uRows;          // first and last screen row (points) the fold can cover
uniform bool uTopRowFirst;   // offscreen targets keep screen y = 0 in their first row

out vec2 vScreen;            // this fragment's screen point

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // a strip of 4: (0,0) (1,0) (0,1) (1,1)
    vScreen = vec2(corner.x * uViewport.x, mix(uRows.x, uRows.y, corner.y));
    vec2 clip = vScreen / uViewport * 2.0 - 1.0;
    gl_Position = vec4(clip.x, uTopRowFirst ? clip.y : -clip.y, 0.0, 1.0);
}
