import CreaseImage
import CreaseMath

/// A node of the layer tree, with CALayer's geometry and appearance properties.
///
/// The model only: what the app set. It draws nothing itself; a compositor walks the tree and
/// turns it into a draw list. Layers are main-thread objects, as on iOS.
///
/// What the compositor reads of every layer each frame is stored in `storedModel`,
/// `evaluatedState`, `settings` and `storedSublayers`, without runtime exclusivity checks, and
/// the public properties over them read it through inlinable getters: a stored class property
/// read from another module is a call into the runtime's access tracking, which
/// `@exclusivity(unchecked)` waives only inside this module.
open class Layer {
    @exclusivity(unchecked) @usableFromInline final var storedModel = LayerState() {
        didSet {
            evaluatedTime = nil
            evaluatedOverModel = false
            storedChangedAt = Self.tick()
        }
    }
    @exclusivity(unchecked) @usableFromInline final var settings = LayerSettings() {
        didSet { storedChangedAt = Self.tick() }
    }
    @exclusivity(unchecked) @usableFromInline final var storedSublayers: [Layer] = [] {
        didSet { storedChangedAt = Self.tick() }
    }
    @exclusivity(unchecked) @usableFromInline final var storedMask: Layer? {
        didSet { storedChangedAt = Self.tick() }
    }

    // MARK: Change

    /// When the layer last changed, on `Layer.changeClock`: made, or its model, settings,
    /// sublayers, mask, animations or time scale set. What a compositor drew of a still subtree
    /// at some reading of the clock is what it would draw again while no layer of the subtree
    /// reads later (`Compositor`'s kept blocks). Layers don't tell their superlayers: one setter
    /// more than a store would be paid by every frame that moves thousands of layers.
    @inlinable package final var changedAt: UInt64 { storedChangedAt }
    /// `changedAt`, read through an inlinable getter: read from another module (the compositor asks
    /// it of every layer of a kept block) a stored property is a call into the runtime's access
    /// tracking, 85 instructions a layer.
    @exclusivity(unchecked) @usableFromInline final var storedChangedAt = Layer.tick()
    /// Counts changes to every layer: a new reading at each.
    nonisolated(unsafe) private static var clock: UInt64 = 0
    /// The clock's reading now: no layer has changed later.
    package static var changeClock: UInt64 { clock }
    /// Notes a change the stored properties' own notes do not see (a subclass's property).
    final func noteChange() { storedChangedAt = Self.tick() }

    /// A new reading of the clock, for a change.
    @inline(__always) static func tick() -> UInt64 {
        clock &+= 1
        return clock
    }

    /// A label for dumps and debugging.
    public final var name: String? { @inlinable get { settings.name } set { settings.name = newValue } }
    /// A short name's bytes as two words (up to 15 UTF-8 bytes; nil for none or a longer one):
    /// equal keys are equal names, compared with no string read.
    @inlinable package final var nameKey: SIMD2<UInt64>? { settings.nameKey }

    /// The animatable properties as the app set them. The properties below read and write it.
    public internal(set) final var model: LayerState { @inlinable get { storedModel } set { storedModel = newValue } }

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the local coordinate of the top-left corner.
    public var bounds: Rect { get { model.bounds } set { set(\.bounds, newValue) } }
    /// Where the anchor point lands, in the superlayer's coordinates.
    public var position: Point { get { model.position } set { set(\.position, newValue) } }
    /// The point (unit coordinates of the bounds) that `position` names and `transform` acts about.
    public var anchorPoint: Point { get { model.anchorPoint } set { set(\.anchorPoint, newValue) } }
    /// The anchor's z coordinate, in points: `transform` acts about it.
    public var anchorPointZ: Double { get { model.anchorPointZ } set { set(\.anchorPointZ, newValue) } }
    /// The position's z in the superlayer, in points; flattened siblings are also drawn in
    /// ascending zPosition (stably, ties keep sublayer order).
    public var zPosition: Double { get { model.zPosition } set { set(\.zPosition, newValue) } }
    /// Applied about the anchor point, before `position` places the layer in its superlayer.
    public var transform: Transform3D { get { model.transform } set { set(\.transform, newValue) } }
    /// Applied to every sublayer, about this layer's anchor point: the usual home of m34.
    public var sublayerTransform: Transform3D { get { model.sublayerTransform } set { set(\.sublayerTransform, newValue) } }

    // MARK: Appearance

    /// What the layer shows over its background, fitted by `contentsGravity`; nil shows none.
    public final var contents: LayerContents? { @inlinable get { settings.contents } set { settings.contents = newValue } }
    /// Which picture `contents` is, read with no reference counted (`LayerContents.identity`).
    @inlinable package final var contentsIdentity: LayerContents.Identity? { settings.contentsIdentity }
    /// Whether the layer has contents, asked without reading them.
    @inlinable package final var hasContents: Bool { settings.contentsIdentity != nil }
    /// The unit sub-rectangle of the contents stretched over the bounds.
    public var contentsRect: Rect { get { model.contentsRect } set { set(\.contentsRect, newValue) } }
    /// How the contents are fitted into the bounds; `.resize` (stretch to fill) by default.
    public final var contentsGravity: ContentsGravity { @inlinable get { settings.contentsGravity } set { settings.contentsGravity = newValue } }
    /// Clear by default (Core Animation's nil).
    public var backgroundColor: Color { get { model.backgroundColor } set { set(\.backgroundColor, newValue) } }
    /// Multiplies the layer's and its sublayers' alpha, 0 to 1.
    public var opacity: Double { get { model.opacity } set { set(\.opacity, newValue) } }
    /// Hides the layer and its sublayers; not animatable.
    public final var isHidden: Bool { @inlinable get { settings.isHidden } set { settings.isHidden = newValue } }
    /// Clips sublayers (and contents) to the bounds, rounded by `cornerRadius`.
    public final var masksToBounds: Bool { @inlinable get { settings.masksToBounds } set { settings.masksToBounds = newValue } }
    /// Rounds the background and border; the contents too when `masksToBounds` is set.
    public var cornerRadius: Double { get { model.cornerRadius } set { set(\.cornerRadius, newValue) } }
    /// The border's width in points, drawn inside the bounds over the contents and sublayers.
    public var borderWidth: Double { get { model.borderWidth } set { set(\.borderWidth, newValue) } }
    /// The border's colour; opaque black by default.
    public var borderColor: Color { get { model.borderColor } set { set(\.borderColor, newValue) } }
    /// When false, the layer is not drawn while its back faces the viewer.
    public final var isDoubleSided: Bool { @inlinable get { settings.isDoubleSided } set { settings.isDoubleSided = newValue } }
    /// Whether the edges in `edgeAntialiasingMask` are drawn with partial coverage where they
    /// cross pixels. True by default in Crease (false on iOS), which antialiases edges this way
    /// instead of multisampling every pixel.
    public final var allowsEdgeAntialiasing: Bool { @inlinable get { settings.allowsEdgeAntialiasing } set { settings.allowsEdgeAntialiasing = newValue } }
    /// The edges antialiased: leave out an edge another layer continues across (a fold's hinge,
    /// a split's seam), or the two half-covered rows would show a seam between them.
    public final var edgeAntialiasingMask: LayerEdges { @inlinable get { settings.edgeAntialiasingMask } set { settings.edgeAntialiasingMask = newValue } }
    /// Light on the layer's plane (not a CALayer property): folds shade their strips with it.
    public final var shading: Shading? { @inlinable get { settings.shading } set { settings.shading = newValue } }
    /// Draws the contents folded into strips (not a CALayer property); nil: flat.
    public final var fold: LayerFold? { @inlinable get { settings.fold } set { settings.fold = newValue } }
    /// Whether `fold` is set, without copying it.
    public final var isFolded: Bool { @inlinable get { settings.isFolded } }
    /// How far `fold` is folded, 0 flat to 1 fully: animatable like any layer property.
    public var foldAmount: Double { get { model.foldAmount } set { set(\.foldAmount, newValue) } }
    /// The rounded corners and border belong to the whole contents picture, not to this layer's
    /// bounds (not a CALayer property): a fold's strips, each showing part of one view through
    /// contentsRect, keep that view's corners and border wherever they fall.
    public final var shapeFollowsContents: Bool { @inlinable get { settings.shapeFollowsContents } set { settings.shapeFollowsContents = newValue } }

    // MARK: Shadow

    /// The shadow's colour (CALayer.shadowColor), drawn at `shadowOpacity`.
    public var shadowColor: Color { get { model.shadowColor } set { set(\.shadowColor, newValue) } }
    /// 0 (the default) casts none; 1 casts the shadow in its full colour.
    public var shadowOpacity: Double { get { model.shadowOpacity } set { set(\.shadowOpacity, newValue) } }
    /// The blur, in points: the shadow's edge fades as a Gaussian of this standard deviation.
    /// Negative and NaN radii blur nothing; radii past 1,000 points are taken as 1,000.
    public var shadowRadius: Double { get { model.shadowRadius } set { set(\.shadowRadius, newValue) } }
    /// How far the shadow lies from the layer, in the layer's own plane.
    public var shadowOffset: Size { get { model.shadowOffset } set { set(\.shadowOffset, newValue) } }
    /// The shadow's shape in the layer's coordinates; nil casts the shadow of what the layer and
    /// its sublayers draw (their alpha).
    public final var shadowPath: ShadowPath? { @inlinable get { settings.shadowPath } set { settings.shadowPath = newValue } }

    // MARK: Drawn as a group (each needs the subtree drawn offscreen first)

    /// Whether a translucent layer is composited as one picture, its sublayers' overlaps
    /// included (CALayer.allowsGroupOpacity, on by default): with it off each sublayer is faded
    /// on its own and what lies under it shows through their overlaps.
    public final var allowsGroupOpacity: Bool { @inlinable get { settings.allowsGroupOpacity } set { settings.allowsGroupOpacity = newValue } }
    /// The layer whose alpha shows this layer and its sublayers (CALayer.mask), laid out in this
    /// layer's coordinates and drawn nowhere else. Setting it takes the mask out of any
    /// superlayer, or off another layer it masked; a layer that cannot mask this one (itself,
    /// one of its ancestors, or a layer whose own subtree or masks hold this one) is refused and
    /// the property keeps its value: `setMask(_:)` throws for it instead.
    public final var mask: Layer? {
        @inlinable get { storedMask }
        set { try? setMask(newValue) }
    }
    /// Draws the layer and its sublayers into a picture once and shows that picture while
    /// nothing in them changes (CALayer.shouldRasterize): a still subtree of many layers costs
    /// one quad a frame.
    public final var shouldRasterize: Bool { @inlinable get { settings.shouldRasterize } set { settings.shouldRasterize = newValue } }
    /// Pixels a point of that picture has (CALayer.rasterizationScale): 1 by default, as on
    /// iOS, where a layer rasterized on a 2x screen sets it to 2 to stay sharp.
    public final var rasterizationScale: Double { @inlinable get { settings.rasterizationScale } set { settings.rasterizationScale = newValue } }
    /// The layer this one masks, if it is a mask: its time and host are that layer's.
    public private(set) weak var maskedLayer: Layer?

    // MARK: Time

    /// The layer's own time scale (CAMediaTiming on CALayer): its animations and its sublayers'
    /// run in local time = (parent time − beginTime) × speed + timeOffset. Speed 0 with a
    /// timeOffset freezes everything under the layer at that time: scrubbing.
    @exclusivity(unchecked)
    public var speed: Double = 1 { didSet { storedChangedAt = Self.tick() } }
    /// Seconds added to the local time after scaling by `speed`.
    @exclusivity(unchecked)
    public var timeOffset: Double = 0 { didSet { storedChangedAt = Self.tick() } }
    /// The parent time at which the layer's local time starts.
    @exclusivity(unchecked)
    public var beginTime: Double = 0 { didSet { storedChangedAt = Self.tick() } }

    /// Running animations in the order they were added, each under a key.
    @exclusivity(unchecked)
    final var animationEntries: [AnimationEntry] = [] {
        didSet {
            let tracks = animationEntries.compactMap(\.track)
            compiledTracks?.deallocate()
            compiledTracks = tracks.count == animationEntries.count ? UnsafeBufferPointer(Self.copy(tracks)) : nil
            if isAnimated != !animationEntries.isEmpty {
                isAnimated.toggle()
                superlayerOrMasked?.countAnimated(isAnimated ? 1 : -1)
            }
            animatesZPosition = animationEntries.contains { entry in entry.track.map { $0.property == .zPosition } ?? true }
            evaluatedTime = nil
            evaluatedOverModel = false
            storedChangedAt = Self.tick()
        }
    }
    /// Every running animation's compiled track, in order, when all have one (nil otherwise):
    /// what a frame evaluates, plain values in one contiguous list. Kept outside reference
    /// counting, owned by the layer (replaced with its animations, freed with it): an array
    /// here was retained and released around every frame's evaluation of every layer.
    @exclusivity(unchecked) final var compiledTracks: UnsafeBufferPointer<CompiledTrack>?

    /// `tracks` in memory of their own, for `compiledTracks`.
    private static func copy(_ tracks: [CompiledTrack]) -> UnsafeMutableBufferPointer<CompiledTrack> {
        let copy = UnsafeMutableBufferPointer<CompiledTrack>.allocate(capacity: tracks.count)
        _ = copy.initialize(from: tracks)
        return copy
    }

    deinit {
        compiledTracks?.deallocate()
    }
    @exclusivity(unchecked) @usableFromInline final var isAnimated = false
    /// How many layers below this one (its sublayers, its mask, theirs) have running
    /// animations: a walk for animations skips a subtree where it is 0 and the layer is not
    /// animated (4,096 still tiles were walked every frame for none).
    @exclusivity(unchecked) @usableFromInline final var animatedBelow = 0
    /// The layers with running animations in this subtree, this one included.
    final var animatedInSubtree: Int { animatedBelow + (isAnimated ? 1 : 0) }
    /// Whether this layer or one below it has running animations: what a walk for animations
    /// asks of every layer (asked as `animatedInSubtree > 0`, 10 instructions a layer more).
    @inlinable @inline(__always) package final var animatesInSubtree: Bool { isAnimated || animatedBelow > 0 }

    /// The layer this one hangs from: its superlayer, or the layer it masks.
    private final var superlayerOrMasked: Layer? { superlayer ?? maskedLayer }

    /// Whether `layer` is above this one, through superlayers and the layers masks mask (a layer
    /// hangs from one or the other, never both): what may not become this layer's sublayer or mask.
    private final func hangs(from layer: Layer) -> Bool {
        var node = superlayerOrMasked
        while let above = node {
            if above === layer { return true }
            node = above.superlayerOrMasked
        }
        return false
    }

    /// Adds `change` to the animated layers below this one and below each layer above it.
    private final func countAnimated(_ change: Int) {
        guard change != 0 else { return }
        var node: Layer? = self
        while let layer = node {
            layer.animatedBelow += change
            node = layer.superlayerOrMasked
        }
    }
    /// `mayAnimateZPosition`, asked of every sublayer each frame.
    @exclusivity(unchecked) @usableFromInline final var animatesZPosition = false
    /// The presentation last worked out, for a layer with running animations (`presented`).
    @exclusivity(unchecked) @usableFromInline final var evaluatedState = LayerState()
    /// The local time `evaluatedState` holds, nil once the model or the animations have
    /// changed since: asked again for the same time, the layer has its presentation already.
    @exclusivity(unchecked) final var evaluatedTime: Double?
    /// Whether `evaluatedState` is the model with only the compiled tracks' properties
    /// written over: then a new time puts back those properties alone, not the whole model.
    @exclusivity(unchecked) final var evaluatedOverModel = false
    /// Numbers the keys of animations added without one.
    var anonymousAnimations = 0

    /// The host whose tree this layer is in (set for the whole subtree on insertion).
    public internal(set) weak var host: LayerTreeHost?
    /// Whether `host` was set: every property setter asks, and a weak reference is costly to
    /// read. Still true after a host went away without the layer leaving it (`host` is then nil).
    @exclusivity(unchecked) final var isInHost = false
    /// The host's frame number when the layer joined it: layers not yet shown once take property
    /// changes without implicit animation, as Core Animation does before a first commit.
    var hostFrameAttached = 0

    // MARK: Tree

    public private(set) weak var superlayer: Layer?
    /// The sublayers in paint order, back to front (before any zPosition sort).
    public final var sublayers: [Layer] { @inlinable get { storedSublayers } }

    /// Calls `body` with each sublayer in paint order, borrowed rather than retained and
    /// released around the call, as a loop over `sublayers` does (a fifth of a walk's cost at a
    /// layer a call). The list held for the loop holds them: `body` may change the tree, and
    /// the layers it is called with stay alive to the end of the loop.
    @inlinable package final func forEachSublayer(_ body: (Layer) throws -> Void) rethrows {
        // Asked first: holding even an empty list is a call.
        guard !storedSublayers.isEmpty else { return }
        try forEachSublayer(in: storedSublayers.indices, body)
    }

    /// `forEachSublayer` over the sublayers at `indices` alone.
    @inlinable package final func forEachSublayer(in indices: Range<Int>, _ body: (Layer) throws -> Void) rethrows {
        try storedSublayers.withUnsafeBufferPointer { list in
            guard let first = list.baseAddress else { return }
            // The references' bits, read as such: a reference read as a `Layer` is retained.
            let references = UnsafeRawPointer(first)
            for index in indices {
                let reference = references.load(fromByteOffset: index * MemoryLayout<Layer>.stride, as: UnsafeRawPointer.self)
                try Unmanaged<Layer>.fromOpaque(reference)._withUnsafeGuaranteedRef(body)
            }
        }
    }

    /// A layer with CALayer's defaults: empty bounds at the origin, opaque, no contents.
    public init(name: String? = nil) {
        settings.name = name
    }

    /// Whether sublayers share this layer's 3D space (CATransformLayer) or are flattened into it.
    open var preserves3D: Bool { false }

    /// Adds `layer` last in paint order (over its siblings), taking it from any old parent first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts at `index` (clamped to the valid range), taking the layer from any old parent first.
    public func insertSublayer(_ layer: Layer, at index: Int) {
        precondition(layer !== self && !hangs(from: layer), "a layer cannot contain itself")
        layer.removeFromSuperlayer()
        // A mask put into a tree stops masking.
        layer.maskedLayer?.detachMask()
        storedSublayers.insert(layer, at: max(0, min(index, sublayers.count)))
        layer.superlayer = self
        countAnimated(layer.animatedInSubtree)
        if let host { layer.attach(to: host) }
    }

    /// Inserts `layer` just after `sibling` in paint order (at the end if `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling }
        insertSublayer(layer, at: i.map { $0 + 1 } ?? sublayers.count)
    }

    /// Inserts `layer` just before `sibling` in paint order (at the start if `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer) {
        layer.removeFromSuperlayer()
        let i = sublayers.firstIndex { $0 === sibling }
        insertSublayer(layer, at: i ?? 0)
    }

    /// Takes the layer out of its superlayer and its host; no-op without a superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.storedSublayers.removeAll { $0 === self }
        superlayer = nil
        parent.countAnimated(-animatedInSubtree)
        if host != nil { attach(to: nil) }
    }

    /// Replaces all sublayers, in the given paint order.
    public func setSublayers(_ layers: [Layer]) {
        for layer in sublayers {
            layer.superlayer = nil
            countAnimated(-layer.animatedInSubtree)
            if layer.host != nil { layer.attach(to: nil) }
        }
        storedSublayers = []
        for layer in layers { addSublayer(layer) }
    }

    /// Whether `ancestor` is above this layer in the tree (not counting the layer itself).
    public func isDescendant(of ancestor: Layer) -> Bool {
        var node = superlayer
        while let n = node {
            if n === ancestor { return true }
            node = n.superlayer
        }
        return false
    }

    /// Joins (or leaves, with nil) a host, with the whole subtree and its masks.
    func attach(to newHost: LayerTreeHost?) {
        host = newHost
        isInHost = newHost != nil
        hostFrameAttached = newHost?.frameNumber ?? 0
        for layer in sublayers { layer.attach(to: newHost) }
        storedMask?.attach(to: newHost)
    }

    /// Sets `mask`, or throws where `layer` cannot mask this one.
    public func setMask(_ layer: Layer?) throws {
        guard let layer else {
            detachMask()
            return
        }
        guard layer !== storedMask else { return }
        if layer === self { throw MaskError.isTheMaskedLayer }
        if isDescendant(of: layer) { throw MaskError.containsTheMaskedLayer }
        if hangs(from: layer) { throw MaskError.masksTheMaskedLayer }
        layer.removeFromSuperlayer()
        layer.maskedLayer?.detachMask()
        detachMask()
        storedMask = layer
        layer.maskedLayer = self
        countAnimated(layer.animatedInSubtree)
        layer.attach(to: host)
    }

    private func detachMask() {
        guard let old = storedMask else { return }
        storedMask = nil
        old.maskedLayer = nil
        countAnimated(-old.animatedInSubtree)
        if old.host != nil { old.attach(to: nil) }
    }
}

/// Why a layer cannot be another's mask.
public enum MaskError: Error, CustomStringConvertible {
    case isTheMaskedLayer
    case containsTheMaskedLayer
    case masksTheMaskedLayer

    public var description: String {
        switch self {
        case .isTheMaskedLayer: "a layer cannot be its own mask"
        case .containsTheMaskedLayer: "a layer's mask cannot be one of its superlayers"
        case .masksTheMaskedLayer: "a layer's mask cannot hold the layer it masks, in its sublayers or masks"
        }
    }
}
