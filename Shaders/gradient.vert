// A gradient layer's quad: the unit square through one matrix to clip space (perspective included).

uniform mat4 uUnitToClip;
uniform vec2 uSize;          // the quad's size in points

out vec2 vUnit;              // this fragment's place in the unit square
out vec2 vLocal;             // and in the quad's points

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // a strip of 4: (0,0) (1,0) (0,1) (1,1)
    vUnit = corner;
    vLocal = corner * uSize;
    gl_Position = uUnitToClip * vec4(corner, 0.0, 1.0);
}
