import CreaseMath

/// The layer properties a compiled animation writes, each declared once: a case here, with
/// Core Animation's key for it and the key path of `LayerState` that animations name it by
/// (whose value type is the kind of value it interpolates) in `declaration`. The switches below
/// write it and put the model's value back; each is exhaustive, so a property added here and
/// left out of one does not compile.
enum AnimatableProperty: CaseIterable, Sendable, CustomStringConvertible {
    case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform
    case contentsRect, opacity, backgroundColor, cornerRadius, borderWidth, borderColor, foldAmount
    /// Parts of `transform`, set in its decomposition (see `Transform3D.rotationZ`).
    case transformRotationX, transformRotationY, transformRotationZ, transformRotation
    case transformScale, transformScaleX, transformScaleY, transformScaleZ
    case transformTranslation, transformTranslationX, transformTranslationY, transformTranslationZ

    private var declaration: (key: String, keyPath: PartialKeyPath<LayerState>) {
        switch self {
        case .bounds: ("bounds", \.bounds)
        case .position: ("position", \.position)
        case .anchorPoint: ("anchorPoint", \.anchorPoint)
        case .anchorPointZ: ("anchorPointZ", \.anchorPointZ)
        case .zPosition: ("zPosition", \.zPosition)
        case .transform: ("transform", \.transform)
        case .sublayerTransform: ("sublayerTransform", \.sublayerTransform)
        case .contentsRect: ("contentsRect", \.contentsRect)
        case .opacity: ("opacity", \.opacity)
        case .backgroundColor: ("backgroundColor", \.backgroundColor)
        case .cornerRadius: ("cornerRadius", \.cornerRadius)
        case .borderWidth: ("borderWidth", \.borderWidth)
        case .borderColor: ("borderColor", \.borderColor)
        case .foldAmount: ("foldAmount", \.foldAmount)
        case .transformRotationX: ("transform.rotation.x", \.transform.rotationX)
        case .transformRotationY: ("transform.rotation.y", \.transform.rotationY)
        case .transformRotationZ: ("transform.rotation.z", \.transform.rotationZ)
        case .transformRotation: ("transform.rotation", \.transform.rotation)
        case .transformScale: ("transform.scale", \.transform.scale)
        case .transformScaleX: ("transform.scale.x", \.transform.scaleX)
        case .transformScaleY: ("transform.scale.y", \.transform.scaleY)
        case .transformScaleZ: ("transform.scale.z", \.transform.scaleZ)
        case .transformTranslation: ("transform.translation", \.transform.translation)
        case .transformTranslationX: ("transform.translation.x", \.transform.translationX)
        case .transformTranslationY: ("transform.translation.y", \.transform.translationY)
        case .transformTranslationZ: ("transform.translation.z", \.transform.translationZ)
        }
    }

    /// Core Animation's key path for it: "position", "transform.rotation.z".
    var description: String { declaration.key }

    /// The key path of `LayerState` that animations of it are made with.
    var keyPath: PartialKeyPath<LayerState> { declaration.keyPath }

    /// The property `keyPath` names, if it is one of these.
    init?(_ keyPath: AnyKeyPath) {
        guard let property = Self.allCases.first(where: { $0.keyPath == keyPath }) else { return nil }
        self = property
    }

    /// Writes the value at progress `p` of the track `track` points at (read in place) into
    /// this property of `s`.
    @inline(__always) func write(_ track: UnsafePointer<CompiledTrack>, at p: Double, into s: inout LayerState) {
        switch self {
        case .bounds: track.pointee.write(at: p, into: &s.bounds)
        case .position: track.pointee.write(at: p, into: &s.position)
        case .anchorPoint: track.pointee.write(at: p, into: &s.anchorPoint)
        case .anchorPointZ: track.pointee.write(at: p, into: &s.anchorPointZ)
        case .zPosition: track.pointee.write(at: p, into: &s.zPosition)
        case .transform: CompiledTrack.write(track, at: p, into: &s.transform)
        case .sublayerTransform: CompiledTrack.write(track, at: p, into: &s.sublayerTransform)
        case .contentsRect: track.pointee.write(at: p, into: &s.contentsRect)
        case .opacity: track.pointee.write(at: p, into: &s.opacity)
        case .backgroundColor: track.pointee.write(at: p, into: &s.backgroundColor)
        case .cornerRadius: track.pointee.write(at: p, into: &s.cornerRadius)
        case .borderWidth: track.pointee.write(at: p, into: &s.borderWidth)
        case .borderColor: track.pointee.write(at: p, into: &s.borderColor)
        case .foldAmount: track.pointee.write(at: p, into: &s.foldAmount)
        case .transformRotationX: track.pointee.write(at: p, into: &s.transform.rotationX)
        case .transformRotationY: track.pointee.write(at: p, into: &s.transform.rotationY)
        case .transformRotationZ: track.pointee.write(at: p, into: &s.transform.rotationZ)
        case .transformRotation: track.pointee.write(at: p, into: &s.transform.rotation)
        case .transformScale: track.pointee.write(at: p, into: &s.transform.scale)
        case .transformScaleX: track.pointee.write(at: p, into: &s.transform.scaleX)
        case .transformScaleY: track.pointee.write(at: p, into: &s.transform.scaleY)
        case .transformScaleZ: track.pointee.write(at: p, into: &s.transform.scaleZ)
        case .transformTranslation: track.pointee.write(at: p, into: &s.transform.translation)
        case .transformTranslationX: track.pointee.write(at: p, into: &s.transform.translationX)
        case .transformTranslationY: track.pointee.write(at: p, into: &s.transform.translationY)
        case .transformTranslationZ: track.pointee.write(at: p, into: &s.transform.translationZ)
        }
    }

    /// Puts the model's value of this property back into `layer`'s presentation, field by field
    /// from where it lies (passing the model along would copy all of it). A part of the
    /// transform puts back the whole transform.
    func restoreModelValue(in layer: Layer) {
        switch self {
        case .bounds: layer.evaluatedState.bounds = layer.storedModel.bounds
        case .position: layer.evaluatedState.position = layer.storedModel.position
        case .anchorPoint: layer.evaluatedState.anchorPoint = layer.storedModel.anchorPoint
        case .anchorPointZ: layer.evaluatedState.anchorPointZ = layer.storedModel.anchorPointZ
        case .zPosition: layer.evaluatedState.zPosition = layer.storedModel.zPosition
        case .transform, .transformRotationX, .transformRotationY, .transformRotationZ, .transformRotation,
             .transformScale, .transformScaleX, .transformScaleY, .transformScaleZ,
             .transformTranslation, .transformTranslationX, .transformTranslationY, .transformTranslationZ:
            layer.evaluatedState.transform = layer.storedModel.transform
        case .sublayerTransform: layer.evaluatedState.sublayerTransform = layer.storedModel.sublayerTransform
        case .contentsRect: layer.evaluatedState.contentsRect = layer.storedModel.contentsRect
        case .opacity: layer.evaluatedState.opacity = layer.storedModel.opacity
        case .backgroundColor: layer.evaluatedState.backgroundColor = layer.storedModel.backgroundColor
        case .cornerRadius: layer.evaluatedState.cornerRadius = layer.storedModel.cornerRadius
        case .borderWidth: layer.evaluatedState.borderWidth = layer.storedModel.borderWidth
        case .borderColor: layer.evaluatedState.borderColor = layer.storedModel.borderColor
        case .foldAmount: layer.evaluatedState.foldAmount = layer.storedModel.foldAmount
        }
    }
}
