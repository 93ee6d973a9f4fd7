// A rectangle's shadow in closed form: its coverage under a Gaussian blur. Across, a box under
// a Gaussian is a difference of two error functions; a rectangle is the product of that across
// and down. A rounded rectangle (ROUNDED) sums its rows down the blur's reach, each exact across.
// Away from the corners one factor is 1: along a side the other alone (ACROSS_X, ACROSS_Y), and
// deep inside neither (SOLID). Where the shape is wide and tall enough that from every pixel drawn
// the far sides lie beyond the blur's reach (NEAR_EDGES), each axis needs its near edge alone,
// and a rounded corner's coverage, the same at all four, is read from a table worked out ahead
// (CORNER_TABLE, ShadowCornerTable) rather than summed.

uniform vec4 uShape;         // the shape: x, y, width, height in the quad's points
uniform float uRadius;       // its corner radius (ROUNDED)
uniform float uSigma;        // the blur's standard deviation, in points
uniform vec4 uColor;         // premultiplied
uniform sampler2D uCorner;   // a rounded corner's coverage over its cell (CORNER_TABLE)
uniform float uCornerZone;   // how far in from the shape's sides the cell starts
uniform float uCornerSpan;   // the points the table spans each way

in vec2 vLocal;
out vec4 fragColor;

// The error function to within 5e-4 (Abramowitz and Stegun, 7.1.27): multiplies and one
// reciprocal, no exponential, since every shadow pixel evaluates it two or more times.
float errorFunction(float x) {
    float a = abs(x);
    float t = 1.0 + a * (0.278393 + a * (0.230389 + a * (0.000972 + a * 0.078108)));
    t *= t;
    return sign(x) * (1.0 - 1.0 / (t * t));
}

// How much of [-extent, extent] a Gaussian about x covers; k = 1 / (σ√2).
#ifdef NEAR_EDGES
float across(float x, float extent, float k) {
    return 0.5 + 0.5 * errorFunction((extent - abs(x)) * k);  // the far edge's term is 1
}
#else
float across(float x, float extent, float k) {
    return 0.5 * (errorFunction((x + extent) * k) - errorFunction((x - extent) * k));
}
#endif

void main() {
#ifdef SOLID
    fragColor = uColor;
#else
    vec2 extent = uShape.zw * 0.5;
    vec2 p = vLocal - (uShape.xy + extent);
    float k = 1.0 / (uSigma * 1.41421356);
#if defined(CORNER_TABLE)
    vec2 fromCell = abs(p) - (extent - vec2(uCornerZone));
    float coverage = texture(uCorner, fromCell / uCornerSpan).r;
#elif defined(ROUNDED)
    // 8 rows keep within 3 levels of the integral (DrawShadow.coverage); halving 16 halved a
    // shadow's cost on llvmpipe.
    const int rows = 8;
    float low = max(-extent.y, p.y - 3.0 * uSigma), high = min(extent.y, p.y + 3.0 * uSigma);
    float step = max(high - low, 0.0) / float(rows);
    // Each row's Gaussian weight from the one before, with three exponentials instead of one a
    // row: the distance to the row shrinks by step each time, so the weights' ratio changes by a
    // constant factor.
    float twoVariance = 2.0 * uSigma * uSigma;
    float d = p.y - low - 0.5 * step;
    float weight = exp(-d * d / twoVariance);
    float ratio = exp((2.0 * d * step - step * step) / twoVariance);
    float ratioChange = exp(-2.0 * step * step / twoVariance);
    float coverage = 0.0;
    for (int i = 0; i < rows; i++) {
        float y = low + (float(i) + 0.5) * step;
        float dy = max(0.0, abs(y) - (extent.y - uRadius));
        float halfWidthAt = extent.x - uRadius + sqrt(max(0.0, uRadius * uRadius - dy * dy));
        coverage += weight * across(p.x, halfWidthAt, k);
        weight *= ratio;
        ratio *= ratioChange;
    }
    coverage *= step / (uSigma * 2.50662827);
#elif defined(ACROSS_X)
    float coverage = across(p.x, extent.x, k);
#elif defined(ACROSS_Y)
    float coverage = across(p.y, extent.y, k);
#else
    float coverage = across(p.x, extent.x, k) * across(p.y, extent.y, k);
#endif
    fragColor = uColor * coverage;
#endif
}
