// The simplest textured fragment: one bilinear fetch, written as it is (PREMULTIPLY: a picture
// of straight alpha, its colour scaled by its alpha).

in vec2 vUV;
uniform sampler2D uPicture;
out vec4 fragColor;

void main() {
    fragColor = texture(uPicture, vUV);
#ifdef PREMULTIPLY
    fragColor.rgb *= fragColor.a;
#endif
}
