// An accordion of equal strips drawn in one pass. About horizontal hinges, what a pixel shows
// depends on its row alone: the strip, the place on it and the perspective's w are the same
// all along a screen row. The CPU works them out once a row (AccordionPass.row(atScreenY:)) into
// a table; here each pixel looks its row up and reads its column from w, so the cost is the
// blit's whatever the strip count. The table is a uniform block, not a texture: llvmpipe reads
// a block as plain memory, where a texel fetch went through its sampler (76 M instructions a
// 1080p frame).

in vec2 vScreen;

uniform vec4 uSource;          // source rectangle in fold space: x, y, width, height (points)
uniform float uStripCount;
uniform vec2 uCenter;          // the perspective's centre on screen
uniform vec2 uPointsPerPixel;  // screen points a framebuffer pixel spans, across and down
uniform vec2 uShade;           // colour factor of the strips turned by -theta and by +theta
uniform sampler2D uContents;
uniform vec4 uMiss;            // what a pixel with no strip gets: a background, or nothing
// Per framebuffer row from uFirstRow: (i + t or -1, w, rate, turn). 1024 rows (16 KiB, the
// least block every GL 3.3 driver takes) a draw: FoldPass.rowsPerDraw.
layout(std140) uniform RowTable { vec4 uRowValues[1024]; };
uniform int uFirstRow;

out vec4 fragColor;

void main() {
    vec4 row = uRowValues[clamp(int(gl_FragCoord.y) - uFirstRow, 0, 1023)];
    float w = row.y;
    float u = (uCenter.x + (vScreen.x - uCenter.x) * w - uSource.x) / uSource.z;
    // The fold's left and right edges, antialiased: how much of this pixel lies inside them,
    // from the distance to each in pixels (u runs w·points-per-pixel/width a pixel across).
    float uPerPixel = w * uPointsPerPixel.x / uSource.z;
    // A row no strip reaches (i + t = -1) covers nothing, so its pixels take uMiss below: no
    // branch, which llvmpipe would run both sides of (a frame 3 % dearer with one).
    float coverage = clamp(0.5 + u / uPerPixel, 0.0, 1.0) * clamp(0.5 + (1.0 - u) / uPerPixel, 0.0, 1.0) * step(0.0, row.x);
    u = clamp(u, 0.0, 1.0);
#ifdef FOOTPRINT
    // The picture's footprint under one pixel, for mipmapped and anisotropic sampling, from the
    // fold's own derivatives: a pixel's neighbours may lie on another strip, so the ones the
    // GPU would take between them jump at every hinge.
    vec2 across = vec2(uPerPixel, 0.0);
    vec2 down = vec2((vScreen.x - uCenter.x) * row.w / uSource.z, 1.0 / uStripCount) * row.z * uPointsPerPixel.y;
    vec4 texel = textureGrad(uContents, vec2(u, row.x / uStripCount), across, down);
#else
    // Without mipmaps (anisotropy comes only with them) the footprint picks nothing: level 0,
    // linear either way, and a GPU samples faster without explicit derivatives.
    vec4 texel = texture(uContents, vec2(u, row.x / uStripCount));
#endif
    // Even strips (turned by -theta) have a positive turn.
    float shade = row.w >= 0.0 ? uShade.x : uShade.y;
    // Partly covered edge pixels show the miss colour (a background, or nothing) in the rest.
    fragColor = vec4(texel.rgb * shade, texel.a) * coverage + uMiss * (1.0 - coverage);
}
