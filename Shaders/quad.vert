// One layer quad per instance. The CPU sends the unit square to screen points (perspective
// included); this shader maps it to clip space and, inside a 3D rendering context, writes
// the depth the quads are tested with.
//
// With EDGE_AA defined, the quad's edges marked for antialiasing are measured in framebuffer
// pixels and the corners pushed out a pixel past them, so that quad.frag can fade the edge
// over the pixels it crosses (coverage, not multisampling). An opaque quad is drawn in two
// parts instead, so that most of its pixels are neither blended nor measured: with INSIDE,
// the corners pulled in half a pixel from those edges (every pixel whose centre falls inside
// is wholly covered); then, with EDGE_AA alone and vertices 4 to 13 of the corner buffer, the
// ring between the two outlines.

layout(location = 0) in vec2 aUnit;            // corner of the unit square
layout(location = 1) in vec4 aToScreen0;       // rows of the Core Animation matrix, which are
layout(location = 2) in vec4 aToScreen1;       // the columns of the GL (column-vector) matrix
layout(location = 3) in vec4 aToScreen2;
layout(location = 4) in vec4 aToScreen3;
layout(location = 5) in vec4 aContentsRect;    // texture sub-rectangle (contentsRect)
layout(location = 6) in vec4 aContentFrame;    // contents' place in the unit square (gravity)
layout(location = 7) in vec4 aBackground;      // premultiplied
layout(location = 8) in vec4 aBorderColor;     // premultiplied
layout(location = 9) in vec4 aShape;           // size.xy in points, corner radius, border width
layout(location = 10) in vec4 aDepthZ;         // z and w columns of unit -> 3D context space;
layout(location = 11) in vec4 aDepthW;         // (0,0,0,0) and (0,0,0,1) outside a context
layout(location = 12) in vec4 aShade;          // multiplier, leading and trailing edge terms, edge width
layout(location = 13) in vec2 aOpacityDepth;   // opacity, depth level
layout(location = 14) in uint aFlags;          // bits, as quad.frag names them

// Both parts must meet exactly: the same sums give the same positions in either program.
invariant gl_Position;

uniform mat4 uScreenToClip;
uniform float uDepthScale;   // context z/w (points) to normalised device depth

centroid out vec2 vUnit;
centroid out vec2 vTexCoord;   // where in the contents: the picture's own, for plain quads
flat out vec4 vContentsRect;
flat out vec4 vContentFrame;
flat out vec4 vBackground;
flat out vec4 vBorderColor;
flat out vec4 vShape;
flat out vec4 vShade;
flat out float vOpacity;
flat out vec4 vScale;          // a plain quad's colour factor: shade and opacity, premultiplied
flat out uint vFlags;

#ifdef EDGE_AA
uniform vec2 uViewportPixels;
// The four edges as lines in framebuffer pixels, positive inside: distance = dot(xy, p) + z.
// In order: minY (top of the unit square), maxX, maxY, minX.
flat out vec4 vEdgeX;
flat out vec4 vEdgeY;
flat out vec4 vEdgeZ;

const uint EDGE_MIN_X = 16u;
const uint EDGE_MAX_X = 32u;
const uint EDGE_MIN_Y = 64u;
const uint EDGE_MAX_Y = 128u;
const float FAR_INSIDE = 1.0e6;

vec2 toPixels(vec4 clip) { return (clip.xy / clip.w * 0.5 + 0.5) * uViewportPixels; }

// The line through a and b with its normal towards `inside`, or none (always inside) when the
// edge is not antialiased or has no length.
vec3 edgeLine(vec2 a, vec2 b, vec2 inside, bool antialiased) {
    vec2 n = vec2(a.y - b.y, b.x - a.x);
    float len = length(n);
    if (!antialiased || len < 1.0e-6) return vec3(0.0, 0.0, FAR_INSIDE);
    n /= len;
    if (dot(n, inside - a) < 0.0) n = -n;
    return vec3(n, -dot(n, a));
}

// Pixels a corner moves across its antialiased edges: out past them for the whole quad and
// the ring's outer outline, in to where coverage is whole for the inside and the ring's inner one.
const float OUTSET = -1.0;
const float INSET = 0.5;

// This vertex's corner moved `across` pixels inwards over its antialiased edges, in unit-square
// coordinates (through the inverse of the unit square's projection), or the corner itself.
// `sides` is its left or right edge, `ends` its top or bottom one.
vec2 offsetCorner(mat4 toClip, vec3 sides, vec3 ends, vec2 corner, float across) {
    vec3 lineA = sides, lineB = ends;
    float wa = lineA.z == FAR_INSIDE ? 0.0 : 1.0, wb = lineB.z == FAR_INSIDE ? 0.0 : 1.0;
    if (wa + wb == 0.0) return aUnit;
    // Solve dot(nA, t) = across·wa, dot(nB, t) = across·wb for the offset t.
    float ra = across * wa, rb = across * wb;
    float det = lineA.x * lineB.y - lineA.y * lineB.x;
    vec2 t = abs(det) > 0.05
        ? vec2(ra * lineB.y - rb * lineA.y, lineA.x * rb - lineB.x * ra) / det
        : ra * lineA.xy + rb * lineB.xy;
    if (length(t) > 4.0) t = normalize(t) * 4.0;
    vec2 ndc = (corner + t) / uViewportPixels * 2.0 - 1.0;
    mat3 h = mat3(toClip[0].xyw, toClip[1].xyw, toClip[3].xyw);
    vec3 u = inverse(h) * vec3(ndc, 1.0);
    if (u.z <= 1.0e-9) return aUnit;
    // An edge that is not antialiased stays exactly where it is, not a rounding error off: a
    // neighbour shares it.
    return vec2(wa > 0.0 ? u.x / u.z : aUnit.x, wb > 0.0 ? u.y / u.z : aUnit.y);
}
#endif

void main() {
    mat4 toClip = uScreenToClip * mat4(aToScreen0, aToScreen1, aToScreen2, aToScreen3);
    vec2 unit = aUnit;
#ifdef EDGE_AA
    vec4 c0 = toClip * vec4(0.0, 0.0, 0.0, 1.0), c1 = toClip * vec4(1.0, 0.0, 0.0, 1.0);
    vec4 c2 = toClip * vec4(1.0, 1.0, 0.0, 1.0), c3 = toClip * vec4(0.0, 1.0, 0.0, 1.0);
    if (min(min(c0.w, c1.w), min(c2.w, c3.w)) > 0.0) {
        vec2 p0 = toPixels(c0), p1 = toPixels(c1), p2 = toPixels(c2), p3 = toPixels(c3);
        vec2 centre = 0.25 * (p0 + p1 + p2 + p3);
        vec3 top = edgeLine(p0, p1, centre, (aFlags & EDGE_MIN_Y) != 0u);
        vec3 right = edgeLine(p1, p2, centre, (aFlags & EDGE_MAX_X) != 0u);
        vec3 bottom = edgeLine(p2, p3, centre, (aFlags & EDGE_MAX_Y) != 0u);
        vec3 left = edgeLine(p3, p0, centre, (aFlags & EDGE_MIN_X) != 0u);
        vEdgeX = vec4(top.x, right.x, bottom.x, left.x);
        vEdgeY = vec4(top.y, right.y, bottom.y, left.y);
        vEdgeZ = vec4(top.z, right.z, bottom.z, left.z);
#ifdef INSIDE
        float across = INSET;
#else
        // The ring's vertices (from 4 on) alternate between its outer and inner outlines.
        float across = gl_VertexID >= 4 && (gl_VertexID & 1) == 1 ? INSET : OUTSET;
#endif
        if (aUnit == vec2(0.0, 0.0)) unit = offsetCorner(toClip, left, top, p0, across);
        else if (aUnit == vec2(1.0, 0.0)) unit = offsetCorner(toClip, right, top, p1, across);
        else if (aUnit == vec2(1.0, 1.0)) unit = offsetCorner(toClip, right, bottom, p2, across);
        else unit = offsetCorner(toClip, left, bottom, p3, across);
    } else {
        // Part of the quad is behind the eye: no edge is measured.
        vEdgeX = vec4(0.0);
        vEdgeY = vec4(0.0);
        vEdgeZ = vec4(FAR_INSIDE);
    }
#endif
    vec4 p = vec4(unit, 0.0, 1.0);
    vec4 clip = toClip * p;
    // Nearer (larger z/w) gets smaller depth; flattened descendants sit a step above their plane.
    float depth = dot(aDepthZ, p) / dot(aDepthW, p);
    clip.z = (-depth * uDepthScale - aOpacityDepth.y * 1.0e-5) * clip.w;
    gl_Position = clip;

    vUnit = unit;
    vTexCoord = aContentsRect.xy + unit * aContentsRect.zw;
    vScale = vec4(vec3(max(aShade.x, 0.0)), 1.0) * aOpacityDepth.x;
    vContentsRect = aContentsRect;
    vContentFrame = aContentFrame;
    vBackground = aBackground;
    vBorderColor = aBorderColor;
    vShape = aShape;
    vShade = aShade;
    vOpacity = aOpacityDepth.x;
    vFlags = aFlags;
}
