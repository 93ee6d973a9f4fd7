// Background, contents, border and rounded corners of one layer, premultiplied.
//
// The renderer compiles it several ways and picks one per run of quads, so that a quad pays
// only for what it uses: PLAIN for contents that fill the quad with no corners, border or
// shading edges (strips, halves, tiles: most of the pixels), with OVER_BACKGROUND where a
// background shows through them and SCALED where a shade or an opacity scales them (plain
// alone, upright, is the picture as it is: the floor's one fetch); the whole shader otherwise;
// each with EDGE_AA for quads whose edges cross pixels at a slant (see quad.vert), or without;
// plain ones also with INSIDE, the wholly covered inside of such a quad, which needs no coverage,
// and SOLID for a plain quad with no contents: its background colour, no fetch. STENCIL_ONLY is
// the whole shader's shape alone, for a masksToBounds clip written into the stencil buffer.

centroid in vec2 vUnit;
centroid in vec2 vTexCoord;
flat in vec4 vContentsRect;
flat in vec4 vContentFrame;
flat in vec4 vBackground;
flat in vec4 vBorderColor;
flat in vec4 vShape;
flat in vec4 vShade;
flat in float vOpacity;
flat in vec4 vScale;
flat in uint vFlags;

// vFlags bits (InstanceLayout.Flags).
const uint TEXTURED = 1u;
const uint ROUNDS_CONTENTS = 2u;
const uint WHOLE_CONTENTS_SHAPE = 4u;  // corners and border of the whole contents picture
const uint SIDE_SHADING_EDGES = 8u;    // shading edges are left and right, not top and bottom
// Bits 16-128 mark the antialiased edges (quad.vert).

// Coverage from the antialiased edges: EDGE_AA but for the wholly covered inside.
#if defined(EDGE_AA) && !defined(INSIDE)
#define EDGE_COVERAGE
#endif

#ifdef EDGE_COVERAGE
flat in vec4 vEdgeX;
flat in vec4 vEdgeY;
flat in vec4 vEdgeZ;

// How much of this pixel the quad covers, from its distance to each antialiased edge.
float edgeCoverage() {
    vec4 distance = vEdgeX * gl_FragCoord.x + vEdgeY * gl_FragCoord.y + vEdgeZ;
    vec4 c = clamp(distance + 0.5, 0.0, 1.0);
    return c.x * c.y * c.z * c.w;
}
#endif

uniform sampler2D uContents;

out vec4 fragColor;

// Signed distance to a rounded rectangle centred on the origin (negative inside).
float roundedRectDistance(vec2 p, vec2 halfSize, float radius) {
    vec2 q = abs(p) - halfSize + radius;
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - radius;
}

void main() {
#ifdef PLAIN
#if defined(SOLID)
    vec4 color = vBackground;
#elif defined(EDGE_COVERAGE)
    // Clamped: the outset ring of an antialiased quad lies outside the unit square, and shows
    // the edge's texels.
    vec4 color = texture(uContents, vContentsRect.xy + clamp(vUnit, 0.0, 1.0) * vContentsRect.zw);
#else
    vec4 color = texture(uContents, vTexCoord);
#endif
#ifdef OVER_BACKGROUND
    color += vBackground * (1.0 - color.a);
#endif
#ifdef SCALED
    color *= vScale;
    // Premultiplied: colour may not exceed alpha (a light above 1).
    color.rgb = min(color.rgb, vec3(color.a));
#endif
#ifdef EDGE_COVERAGE
    color *= edgeCoverage();
#endif
    fragColor = color;
#else
    // Clamped: the outset ring of an antialiased quad lies outside the unit square (it shows
    // the edge's texels), and interpolation can land a rounding error past an edge, where the
    // contents' bounds test below would drop the texel.
    vec2 unit = clamp(vUnit, 0.0, 1.0);
    vec2 size = vShape.xy;
    float radius = vShape.z;
    float borderWidth = vShape.w;
    float shape = 1.0;   // coverage of the rounded shape
    float band = 0.0;    // coverage of the border
    // The condition is flat over the quad, so the derivatives inside are well defined; plain
    // quads (most of them: strips, halves, tiles) skip the shape work.
    if (radius > 0.0 || borderWidth > 0.0) {
        // A fold's strip carries the whole view's shape: measure in the view's coordinates,
        // which its contentsRect places it in.
        bool wholeContents = (vFlags & WHOLE_CONTENTS_SHAPE) != 0u;
        // abs: a page's back shows its picture through a reversed (negative) contentsRect.
        vec2 shapeSize = wholeContents ? size / abs(vContentsRect.zw) : size;
        vec2 local = wholeContents ? (vContentsRect.xy + unit * vContentsRect.zw) * shapeSize : unit * size;
        size = shapeSize;
        vec2 centred = local - 0.5 * size;
        // One screen pixel measured in points of this layer, for antialiasing.
        float pixel = max(length(dFdx(local)), length(dFdy(local)));
        float dist = roundedRectDistance(centred, 0.5 * size, radius);
        // Only the rounded corners get coverage here; straight edges get it from EDGE_AA, which
        // leaves out the edges a quad shares, so that neighbours meet with no seam.
        vec2 corner = abs(centred) - (0.5 * size - radius);
        if (radius > 0.0 && corner.x > 0.0 && corner.y > 0.0) shape = clamp(0.5 - dist / pixel, 0.0, 1.0);
        if (borderWidth > 0.0) band = clamp(0.5 + (dist + borderWidth) / pixel, 0.0, 1.0) * shape;
    }

#ifdef STENCIL_ONLY
    if (shape < 0.5) discard;
    fragColor = vec4(1.0);
#else
    vec4 color = vBackground * shape;
    if ((vFlags & TEXTURED) != 0u) {
        vec2 f = (unit - vContentFrame.xy) / vContentFrame.zw;
        // Sampled before the test: mipmapped sampling takes derivatives, which are defined
        // only where the pixels around agree on a branch.
        vec4 texel = texture(uContents, vContentsRect.xy + f * vContentsRect.zw);
        if (all(greaterThanEqual(f, vec2(0.0))) && all(lessThanEqual(f, vec2(1.0)))) {
            // A whole-contents shape cuts the contents too.
            if ((vFlags & (ROUNDS_CONTENTS | WHOLE_CONTENTS_SHAPE)) != 0u) texel *= shape;
            color = texel + color * (1.0 - texel.a);
        }
    }
    color = vBorderColor * band + color * (1.0 - vBorderColor.a * band);

    // Light on a fold's strip: a multiplier, and terms fading in from two opposite edges.
    float edgeWidth = vShade.w;
    float light = vShade.x;
    if (edgeWidth > 0.0) {
        float along = (vFlags & SIDE_SHADING_EDGES) != 0u ? unit.x : unit.y;
        light *= 1.0 + vShade.y * (1.0 - smoothstep(0.0, edgeWidth, along))
                     + vShade.z * (1.0 - smoothstep(0.0, edgeWidth, 1.0 - along));
    }
    // Premultiplied: colour may not exceed alpha.
    color.rgb = min(color.rgb * max(light, 0.0), vec3(color.a));
#ifdef EDGE_COVERAGE
    color *= edgeCoverage();
#endif
    fragColor = color * vOpacity;
#endif
#endif
}
