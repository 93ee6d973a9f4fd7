#version 330 core
// A gradient layer's fill: where along the gradient this point lies (AXIAL, RADIAL or CONIC),
// the colour there between the stops, cut by the rounded corners (ROUNDED).

const int maxStops = 16;

uniform vec2 uSize;                  // the quad's size in points
uniform float uRadius;               // corner radius in points (ROUNDED)
uniform vec2 uStart;                 // unit coordinates of the bounds
uniform vec2 uEnd;
uniform int uStopCount;
uniform float uLocations[maxStops];  // rising, 0 to 1
uniform vec4 uColors[maxStops];      // straight alpha
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
    vec2 radii = max(abs(d), vec2(1e-6));
    return length(v / radii);
#else
    float turn = (atan(v.y, v.x) - atan(d.y, d.x)) / 6.28318531;
    return turn - floor(turn);
#endif
}

void main() {
    float t = position(vUnit);
    vec4 color = uColors[0];
    for (int i = 1; i < maxStops; i++) {
        if (i >= uStopCount) break;
        float a = uLocations[i - 1], b = uLocations[i];
        if (t > a) color = b > a ? mix(uColors[i - 1], uColors[i], clamp((t - a) / (b - a), 0.0, 1.0)) : uColors[i];
    }
    float coverage = 1.0;
#ifdef ROUNDED
    // Distance outside the rounded bounds, in points, against a pixel's size there.
    vec2 half_ = uSize * 0.5;
    vec2 q = abs(vLocal - half_) - (half_ - vec2(uRadius));
    float outside = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - uRadius;
    float pixel = max(length(vec2(dFdx(vLocal.x), dFdy(vLocal.y))), 1e-4);
    coverage = clamp(0.5 - outside / pixel, 0.0, 1.0);
#endif
    fragColor = vec4(color.rgb * color.a, color.a) * (uOpacity * coverage);
}
