#version 330 core
// An accordion of equal strips drawn in one pass: for each screen point, find the strip and
// the place on it that projects there, so the cost does not grow with the number of strips.
//
// Strip i (of N, each s long) turns about its top hinge by -theta (even i) or +theta (odd i),
// each starting where the last one ends: in fold space its points are
//   y = top + (i + t)·pitch,  z = -depth·t (even) or -depth·(1 - t) (odd),
// with pitch = s·cos(theta), depth = s·sin(theta), t in [0, 1] along it; its picture rows are
// (i + t)/N of the source. The perspective (m34 = -1/d about the frame centre) divides by
// w = 1 - z/d. Everything that is the same for all pixels comes in uniforms.

in vec2 vScreen;

uniform vec4 uSource;          // source rectangle in fold space: x, y, width, height (points)
uniform float uStripCount;
uniform float uPitch;          // s·cos(theta)
uniform float uDepthRatio;     // s·sin(theta)/d: how much w grows across one strip
uniform float uEyeDistance;    // d
uniform vec2 uCenter;          // the perspective's centre on screen
uniform vec2 uPointsPerPixel;  // screen points a framebuffer pixel spans, across and down
uniform float uTop;            // fold-space y of the folded extent's top edge
uniform vec2 uShade;           // colour factor of the strips turned by -theta and by +theta
uniform int uCandidates;       // strips to try per pixel: enough for the steepest row
uniform sampler2D uContents;
uniform vec4 uMiss;            // what a pixel with no strip gets: a background, or nothing

out vec4 fragColor;

void main() {
    vec2 p = vScreen - uCenter;
    float depth = uDepthRatio * uEyeDistance;
    // With w in [1, 1 + depth/d], y - cy = p.y·w bounds the strips this pixel can show; the
    // lowest y comes from the smallest p.y·w.
    float lowestW = p.y < 0.0 ? 1.0 + uDepthRatio : 1.0;
    float first = floor((uCenter.y + p.y * lowestW - uTop) / uPitch);

    float bestZ = -1.0e30;
    float bestRow = -1.0;
    float bestShade = 0.0;
    float bestRate = 0.0;          // dt per screen point down, on the nearest strip
    float bestTurn = 0.0;          // dw/dt on it
    for (int k = 0; k < uCandidates; k++) {
        float i = first + float(k);
        if (i < 0.0 || i >= uStripCount) continue;
        bool even = mod(i, 2.0) < 0.5;
        float hinge = uTop + i * uPitch - uCenter.y;
        // Solve y - cy = p.y·(1 - z/d) for t; it is linear on one strip.
        float t = even
            ? (p.y - hinge) / (uPitch - p.y * uDepthRatio)
            : (p.y * (1.0 + uDepthRatio) - hinge) / (uPitch + p.y * uDepthRatio);
        float z = -depth * (even ? t : 1.0 - t);
        if (t >= 0.0 && t <= 1.0 && z > bestZ) {  // where strips overlap on screen, the nearer wins
            bestZ = z;
            bestRow = i + t;
            bestShade = even ? uShade.x : uShade.y;
            // The derivative of t above: (a·p - b)/(c + e·p) has (a·c + b·e)/(c + e·p)².
            float below = even ? uPitch - p.y * uDepthRatio : uPitch + p.y * uDepthRatio;
            bestRate = (even ? uPitch - hinge * uDepthRatio : (1.0 + uDepthRatio) * uPitch + hinge * uDepthRatio) / (below * below);
            bestTurn = even ? uDepthRatio : -uDepthRatio;
        }
    }
    float w = 1.0 - bestZ / uEyeDistance;
    float u = (uCenter.x + p.x * w - uSource.x) / uSource.z;
    // The fold's left and right edges, antialiased: how much of this pixel lies inside them,
    // from the distance to each in pixels (u runs w·points-per-pixel/width a pixel across).
    float uPerPixel = w * uPointsPerPixel.x / uSource.z;
    float coverage = clamp(0.5 + u / uPerPixel, 0.0, 1.0) * clamp(0.5 + (1.0 - u) / uPerPixel, 0.0, 1.0);
    if (bestRow < 0.0 || coverage <= 0.0) {
        fragColor = uMiss;
        return;
    }
    u = clamp(u, 0.0, 1.0);
    // The picture's footprint under one pixel, for mipmapped and anisotropic sampling, from the
    // fold's own derivatives: a pixel's neighbours may lie on another strip, so the ones the
    // GPU would take between them jump at every hinge.
    vec2 across = vec2(w / uSource.z, 0.0) * uPointsPerPixel.x;
    vec2 down = vec2(p.x * bestTurn / uSource.z, 1.0 / uStripCount) * bestRate * uPointsPerPixel.y;
    vec4 texel = textureGrad(uContents, vec2(u, bestRow / uStripCount), across, down);
    // Partly covered edge pixels show the miss colour (a background, or nothing) in the rest.
    fragColor = vec4(texel.rgb * bestShade, texel.a) * coverage + uMiss * (1.0 - coverage);
}
