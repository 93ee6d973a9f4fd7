#version 330 core
// One layer quad per instance. The CPU sends the unit square to screen points (perspective
// included); this shader maps it to clip space and, inside a 3D rendering context, writes
// the depth the quads are tested with.

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

uniform mat4 uScreenToClip;
uniform float uDepthScale;   // context z/w (points) to normalised device depth

out vec2 vUnit;
flat out vec4 vContentsRect;
flat out vec4 vContentFrame;
flat out vec4 vBackground;
flat out vec4 vBorderColor;
flat out vec4 vShape;
flat out vec4 vShade;
flat out float vOpacity;
flat out uint vFlags;

void main() {
    vec4 p = vec4(aUnit, 0.0, 1.0);
    vec4 clip = uScreenToClip * (mat4(aToScreen0, aToScreen1, aToScreen2, aToScreen3) * p);
    // Nearer (larger z/w) gets smaller depth; flattened descendants sit a step above their plane.
    float depth = dot(aDepthZ, p) / dot(aDepthW, p);
    clip.z = (-depth * uDepthScale - aOpacityDepth.y * 1.0e-5) * clip.w;
    gl_Position = clip;

    vUnit = aUnit;
    vContentsRect = aContentsRect;
    vContentFrame = aContentFrame;
    vBackground = aBackground;
    vBorderColor = aBorderColor;
    vShape = aShape;
    vShade = aShade;
    vOpacity = aOpacityDepth.x;
    vFlags = aFlags;
}
