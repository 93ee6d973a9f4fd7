// A gradient layer's fill: where along the gradient this point lies (AXIAL, RADIAL or CONIC),
// the colour there from the gradient's ramp, cut by the rounded corners (ROUNDED).

uniform vec2 uSize;          // the quad's size in points (ROUNDED)
uniform float uRadius;       // corner radius in points (ROUNDED)
uniform vec2 uStart;         // unit coordinates of the bounds
uniform vec2 uEnd;
uniform sampler2D uRamp;     // the colours from 0 to 1 along the gradient, premultiplied
uniform float uOpacity;

in vec2 vUnit;
in vec2 vLocal;
out vec4 fragColor;

float position(vec2 p) {
    vec2 d = uEnd - uStart, v = p - uStart;
#if defined(AXIAL)
    float length2 = dot(d, d);
    return length2 > 0.0 ? dot(v, d) / length2 : 0.0;
#elif defined(RADIAL)
    return length(v / max(abs(d), vec2(1e-6)));
#else
    float turn = (atan(v.y, v.x) - atan(d.y, d.x)) / 6.28318531;
    return turn - floor(turn);
#endif
}

void main() {
    // The ramp's texel centres run from 0.5/256 to 255.5/256.
    float t = clamp(position(vUnit), 0.0, 1.0);
    vec4 color = texture(uRamp, vec2((t * 255.0 + 0.5) / 256.0, 0.5));
    float coverage = 1.0;
#ifdef ROUNDED
    // Distance outside the rounded bounds, in points, against a pixel's size there.
    vec2 middle = uSize * 0.5;
    vec2 q = abs(vLocal - middle) - (middle - vec2(uRadius));
    float outside = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - uRadius;
    float pixel = max(length(vec2(dFdx(vLocal.x), dFdy(vLocal.y))), 1e-4);
    coverage = clamp(0.5 - outside / pixel, 0.0, 1.0);
#endif
    fragColor = color * (uOpacity * coverage);
}
