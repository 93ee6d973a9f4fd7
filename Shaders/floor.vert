#version 330 core
// The benchmark's floor: the whole target as one strip of four corners, no inputs at all.

out vec2 vUV;

void main() {
    vec2 corner = vec2(float(gl_VertexID & 1), float(gl_VertexID >> 1));  // (0,0) (1,0) (0,1) (1,1)
    vUV = corner;
    // Offscreen targets keep the picture's first row first, at clip y = -1.
    gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
