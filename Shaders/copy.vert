// A picture over the whole target as one strip of four corners, no inputs at all: the
// benchmark's floor, a host's frame copied into its framebuffer, a host's texture made upright.
// Texture row 0 lands on the target's row 0 (FLIP: on its last).

out vec2 vUV;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // (0,0) (1,0) (0,1) (1,1)
    vUV = corner;
#ifdef FLIP
    vUV.y = 1.0 - vUV.y;
#endif
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
