// The plane's picture (premultiplied) at the piece's opacity.

uniform sampler2D uPicture;
uniform float uOpacity;

in vec2 vTexCoord;
out vec4 fragColor;

void main() {
    fragColor = texture(uPicture, vTexCoord) * uOpacity;
}
