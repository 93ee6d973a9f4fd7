#version 330 core
// An accordion of equal strips drawn in one pass: for each screen point, find the strip and
// the place on it that projects there, so the cost does not grow with the number of strips.
//
// Strip i (of N, each s long) turns about its top hinge by -theta (even i) or +theta (odd i),
// each starting where the last one ends: in fold space its points are
//   y = top + (i + t)·s·cos(theta),  z = -depth·t (even) or -depth·(1 - t) (odd),  depth = s·sin(theta),
// for t in [0, 1] along it, and its picture rows are (i + t)/N of the source. The perspective
// (m34 = -1/d about the frame centre) divides by w = 1 - z/d.

in vec2 vScreen;

uniform vec4 uSource;          // source rectangle in fold space: x, y, width, height (points)
uniform float uStripCount;
uniform float uTheta;          // radians
uniform float uEyeDistance;    // d
uniform vec2 uCenter;          // the perspective's centre on screen
uniform float uTop;            // fold-space y of the folded extent's top edge
uniform vec2 uShade;           // k for the strips turned by -theta and by +theta
uniform sampler2D uContents;

out vec4 fragColor;

void main() {
    float n = uStripCount;
    float s = uSource.w / n;
    float pitch = s * cos(uTheta);
    float depth = s * sin(uTheta);
    vec2 p = vScreen - uCenter;

    // z lies in [-depth, 0], so y - cy = p.y·w with w in [1, 1 + depth/d]: the candidate strips.
    float ya = uCenter.y + p.y;
    float yb = uCenter.y + p.y * (1.0 + depth / uEyeDistance);
    int first = int(floor((min(ya, yb) - uTop) / pitch));
    int last = int(floor((max(ya, yb) - uTop) / pitch));
    first = max(first, 0);
    last = min(last, int(n) - 1);

    float bestZ = -1.0e30;
    float bestRow = -1.0;
    bool bestEven = true;
    for (int i = first; i <= last && i < first + 4; i++) {
        bool even = (i & 1) == 0;
        float hinge = uTop + float(i) * pitch - uCenter.y;
        // Solve y - cy = p.y·(1 - z/d) for t; it is linear on one strip.
        float t = even
            ? (p.y - hinge) / (pitch - p.y * depth / uEyeDistance)
            : (p.y * (1.0 + depth / uEyeDistance) - hinge) / (pitch + p.y * depth / uEyeDistance);
        if (t < 0.0 || t > 1.0) continue;
        float z = even ? -depth * t : -depth * (1.0 - t);
        if (z > bestZ) {  // where strips overlap on screen, the nearer wins
            bestZ = z;
            bestRow = float(i) + t;
            bestEven = even;
        }
    }
    if (bestRow < 0.0) discard;

    float w = 1.0 - bestZ / uEyeDistance;
    float u = (uCenter.x + p.x * w - uSource.x) / uSource.z;
    if (u < 0.0 || u > 1.0) discard;
    vec4 texel = texture(uContents, vec2(u, bestRow / n));
    float shade = 1.0 - (bestEven ? uShade.x : uShade.y) * sin(uTheta);
    fragColor = vec4(texel.rgb * shade, texel.a);
}
