// A shadow's parts: the unit square through one matrix to clip space (perspective included), a
// part an instance, each a rectangle of the quad, so that all the parts one program draws take
// one draw.

uniform mat4 uUnitToClip;
uniform vec2 uSize;          // the quad's size in points
uniform vec4 uParts[16];     // the parts drawn: each one's corners in the unit square (x0, y0, x1, y1)

out vec2 vLocal;             // this fragment's point in the quad

void main() {
    vec4 part = uParts[gl_InstanceID];
    vec2 corner = mix(part.xy, part.zw, vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1)));  // a strip of 4
    vLocal = corner * uSize;
    gl_Position = uUnitToClip * vec4(corner, 0.0, 1.0);
}
