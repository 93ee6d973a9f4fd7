// A shadow's quad: the unit square through one matrix to clip space (perspective included).

uniform mat4 uUnitToClip;
uniform vec2 uSize;          // the quad's size in points
uniform vec4 uPatch;         // the part drawn: its corners in the unit square (x0, y0, x1, y1)

out vec2 vLocal;             // this fragment's point in the quad

void main() {
    vec2 corner = mix(uPatch.xy, uPatch.zw, vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1)));  // a strip of 4
    vLocal = corner * uSize;
    gl_Position = uUnitToClip * vec4(corner, 0.0, 1.0);
}
