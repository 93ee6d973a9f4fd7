// A convex piece of a plane's picture: its corners in the picture's unit square, through the
// plane's matrix to clip space (perspective included, so the picture is mapped correctly).

layout(location = 0) in vec2 aUnit;

uniform mat4 uUnitToClip;

out vec2 vTexCoord;

void main() {
    vTexCoord = aUnit;
    gl_Position = uUnitToClip * vec4(aUnit, 0.0, 1.0);
}
