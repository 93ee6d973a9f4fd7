#version 330 core
// A triangle that covers the screen; the fragment shader does the fold.

uniform vec2 uViewport;      // screen size in points
uniform bool uTopRowFirst;   // offscreen targets keep screen y = 0 in their first row

out vec2 vScreen;            // this fragment's screen point

void main() {
    vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));  // (0,0) (2,0) (0,2)
    vScreen = corner * uViewport;
    vec2 clip = corner * 2.0 - 1.0;
    gl_Position = vec4(clip.x, uTopRowFirst ? clip.y : -clip.y, 0.0, 1.0);
}
