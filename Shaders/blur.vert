// The whole target, with the matching place in the source texture (same size).

out vec2 vTexCoord;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // a strip of 4: (0,0) (1,0) (0,1) (1,1)
    vTexCoord = corner;
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
