import CreaseMath

extension Compositor {
    /// A plane layers are flattened into, with its mappings to the screen and into the 3D
    /// rendering context it lies in. It is the same for all of a layer's sublayers, so it is
    /// made once for them and passed beside each one's own mapping into it (`localToPlane`: 3D,
    /// not yet flattened); one value holding both was built, its three matrices copied, for
    /// every layer.
    struct Plane: Equatable {
        /// The plane to the screen.
        let toScreen: Transform3D
        /// Whether `toScreen` moves the flattened plane only by a translation, as under a root
        /// at the screen's origin or a view moved on it (`translatesFlatPlanes`): a layer's own
        /// mapping to the screen is then its plane mapping moved, not a product.
        let toScreenTranslates: Bool
        /// Whether the plane lies in an enclosing 3D rendering context.
        let inDepthContext: Bool
        /// The plane into the context's space; the identity outside one. A matrix and a flag
        /// rather than an optional matrix, which is copied whole (129 bytes) each time it is
        /// asked whether it is there, a few times a layer.
        let toDepthMatrix: Transform3D
        /// How many planes this one lies above the context's own (`DrawQuad.depthLevel`).
        let depthLevel: Int

        init(toScreen: Transform3D, inDepthContext: Bool, toDepthMatrix: Transform3D, depthLevel: Int) {
            self.toScreen = toScreen
            toScreenTranslates = Self.translatesFlatPlanes(toScreen)
            self.inDepthContext = inDepthContext
            self.toDepthMatrix = toDepthMatrix
            self.depthLevel = depthLevel
        }

        /// A plane in the context `toDepth` maps it into, or in none.
        init(toScreen: Transform3D, toDepth: Transform3D?, depthLevel: Int) {
            self.init(toScreen: toScreen, inDepthContext: toDepth != nil, toDepthMatrix: toDepth ?? .identity, depthLevel: depthLevel)
        }

        /// The target drawn into (the screen, or a surface's picture) itself, in no context.
        static let target = Plane(toScreen: .identity, toDepth: nil, depthLevel: 0)

        /// Whether `m` after a flattened matrix (its z column zero) is that matrix translated by
        /// `m`'s last row: `m`'s first two rows are the identity's and m44 is 1, its third row
        /// meeting only zeros. A flattened plane's mapping to the screen is such a matrix under
        /// any layer that is only moved; the product it saves was a tenth of a frame's list.
        @inline(__always) static func translatesFlatPlanes(_ m: Transform3D) -> Bool {
            m.r1 == SIMD4(1, 0, 0, 0) && m.r2 == SIMD4(0, 1, 0, 0) && m.m44 == 1
        }

        /// A layer's local space to the screen, flattened into this plane, from its mapping
        /// into it. Always inlined: asked of every layer, and a call returning a matrix cost a
        /// third as much as the matrix.
        @inline(__always) func localToScreen(_ localToPlane: Transform3D) -> Transform3D {
            toScreenTranslates
                ? localToPlane.flattened.thenTranslated(toScreen.m41, toScreen.m42, toScreen.m43)
                : localToPlane.flattened * toScreen
        }

        /// A layer's local space into the context's, inside one: members keep their z,
        /// flattened descendants lie in their plane.
        func localToDepth(_ localToPlane: Transform3D) -> Transform3D? { inDepthContext ? localToDepthMatrix(localToPlane) : nil }

        /// `localToDepth` inside a context; only asked there.
        func localToDepthMatrix(_ localToPlane: Transform3D) -> Transform3D {
            (depthLevel == 0 ? localToPlane : localToPlane.flattened) * toDepthMatrix
        }

        /// The plane the sublayers of a layer in this one are flattened into: the layer's own,
        /// `localToPlane` being its mapping into this one and `localToScreen` that to the screen.
        func sublayerPlane(localToPlane: Transform3D, localToScreen: Transform3D) -> Plane {
            Plane(toScreen: localToScreen, inDepthContext: inDepthContext,
                toDepthMatrix: inDepthContext ? localToDepthMatrix(localToPlane) : .identity,
                depthLevel: inDepthContext ? depthLevel + 1 : 0)
        }
    }

    /// A member of a transform layer's 3D space: the layer, its mapping into the context's
    /// plane, the opacity above it and its depth there.
    typealias Member = (node: Node, localToPlane: Transform3D, opacity: Double, depth: Double)
}
