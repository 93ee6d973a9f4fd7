// One direction of a Gaussian blur of a picture's alpha: the first pass blurs across, the
// second (TINT) down, and gives the blurred alpha the shadow's colour.

uniform sampler2D uSource;
uniform vec2 uStep;          // one texel along the blur, in texture coordinates
uniform float uSigma;        // the blur's standard deviation, in texels
uniform int uReach;          // texels summed either side: 3σ
uniform vec4 uTint;          // premultiplied (TINT)

in vec2 vTexCoord;
out vec4 fragColor;

void main() {
    float total = 0.0, weights = 0.0;
    for (int i = -uReach; i <= uReach; i++) {
        float w = exp(-float(i * i) / (2.0 * uSigma * uSigma));
        total += w * texture(uSource, vTexCoord + float(i) * uStep).a;
        weights += w;
    }
    float alpha = total / weights;
#ifdef TINT
    fragColor = uTint * alpha;
#else
    fragColor = vec4(alpha);
#endif
}
