import CreaseImage
import CreaseMath

/// A frame as a flat list of draw commands over a screen of `viewport` points.
///
/// A plain value: the compositor makes it with no GPU, tests dump it as text, and the GL
/// renderer draws it. Two lists are equal when they draw the same: the same commands, each
/// quad a command names equal to the other's, wherever each list stores it.
public struct DrawList: Equatable {
    /// The screen's size, in points.
    public var viewport: Size
    /// The commands in the order they are drawn.
    public var commands: [DrawCommand] = []
    /// The quads the commands name by index (`DrawCommand.quad`, `pushClip`, `popClip`), each
    /// named by one `quad` command or by one `pushClip` and its `popClip`. Kept apart from the
    /// commands so that reading a command copies no quad.
    public var quads: [DrawQuad] = []
    /// What the other commands draw, each named by one command (`DrawCommand.accordion`,
    /// `surface`, `shadow`, `gradient`, `polygon`): held here, so that a command is a plain value.
    public var accordions: [AccordionPass] = []
    public var surfaces: [RenderSurface] = []
    public var shadows: [DrawShadow] = []
    public var gradients: [DrawGradient] = []
    public var polygons: [DrawPolygon] = []
    /// The pictures the quads show, each named by a quad's `contents` (`picture(_:)`).
    public internal(set) var pictures: [LayerContents] = []
    /// The layers' names the quads carry, each named by a quad's `layerName` (`name(_:)`).
    public internal(set) var names: [String] = []
    /// The picture kept last, which the next quad most often shows again (a grid's tiles, a
    /// fold's strips), with its identity: found again with no search and no picture read.
    @usableFromInline var lastPicture: (picture: QuadPicture, identity: LayerContents.Identity)?
    /// The name kept last through `name(key:_:)`, with its key.
    @usableFromInline var lastName: (name: QuadName, key: SIMD2<UInt64>)?
    /// The hidden-quad pass's storage, kept from frame to frame (`removeHiddenQuads`).
    var occlusionScratch = OcclusionScratch()
    /// Stretches of the commands appended whole from lists kept from an earlier build, in
    /// order (`append(concurrently:tags:)`); not part of what the list draws.
    public internal(set) var keptSpans: [KeptSpan] = []

    /// An empty list for a screen of `viewport` points.
    public init(viewport: Size) {
        self.viewport = viewport
    }

    /// A list of `commands` naming `quads` by index, over a screen of `viewport` points; the
    /// quads name `pictures` and `names` by index.
    public init(viewport: Size, commands: [DrawCommand], quads: [DrawQuad], pictures: [LayerContents] = [], names: [String] = []) {
        self.viewport = viewport
        self.commands = commands
        self.quads = quads
        self.pictures = pictures
        self.names = names
    }

    /// Empties the list for a screen of `viewport` points, keeping its storage: a frame loop
    /// that rebuilds one list allocates nothing for it after the first frame.
    public mutating func removeAll(viewport: Size) {
        self.viewport = viewport
        commands.removeAll(keepingCapacity: true)
        quads.removeAll(keepingCapacity: true)
        accordions.removeAll(keepingCapacity: true)
        surfaces.removeAll(keepingCapacity: true)
        shadows.removeAll(keepingCapacity: true)
        gradients.removeAll(keepingCapacity: true)
        polygons.removeAll(keepingCapacity: true)
        pictures.removeAll(keepingCapacity: true)
        names.removeAll(keepingCapacity: true)
        keptSpans.removeAll(keepingCapacity: true)
        lastPicture = nil
        lastName = nil
    }

    /// Keeps `contents` for quads to show, and returns how a quad names it: the picture kept
    /// last again when it is the same.
    public mutating func picture(_ contents: LayerContents) -> QuadPicture {
        picture(contents.identity) { contents }
    }

    /// `picture(_:)` of the picture whose identity is `identity`: the picture kept last again
    /// when it is the same, found without reading `contents` (nor counting a reference to it),
    /// else `contents()` kept. Inlinable as far as that test, which a grid's tiles pass: the call
    /// was most of it.
    @inlinable public mutating func picture(_ identity: LayerContents.Identity, _ contents: () -> LayerContents) -> QuadPicture {
        if let lastPicture, lastPicture.identity == identity { return lastPicture.picture }
        return keep(contents(), identity: identity)
    }

    /// `picture(_:_:)` of a picture other than the last.
    @usableFromInline mutating func keep(_ picked: LayerContents, identity: LayerContents.Identity) -> QuadPicture {
        let picture = QuadPicture(picked, at: pictures.count)
        pictures.append(picked)
        lastPicture = (picture, identity)
        return picture
    }

    /// Keeps a layer's `name` for a quad to carry, and returns how the quad names it: the name
    /// kept last again when it is the same.
    public mutating func name(_ name: String) -> QuadName {
        if let last = names.last, last == name { return QuadName(index: names.count - 1) }
        names.append(name)
        return QuadName(index: names.count - 1)
    }

    /// `name(_:)` of a name known by `key`, its bytes (`Layer.nameKey`): the name kept last
    /// this way again when the keys are equal, found without reading `name()` (nor retaining it).
    /// Inlinable: the compositor asks it for every named layer, and the call was most of it.
    @inlinable public mutating func name(key: SIMD2<UInt64>, _ name: () -> String) -> QuadName {
        if let lastName, lastName.key == key { return lastName.name }
        let kept = self.name(name())
        lastName = (kept, key)
        return kept
    }

    /// The picture `quad`, one of this list's, shows; nil for none.
    public func contents(of quad: DrawQuad) -> LayerContents? { quad.contents.map { pictures[$0.index] } }

    /// The name of the layer `quad`, one of this list's, draws; nil for none.
    public func layerName(of quad: DrawQuad) -> String? { quad.layerName.map { names[$0.index] } }

    /// Keeps `quad` for commands to name, and returns its index in `quads`. Inlinable, and
    /// taking the quad over: the compositor stores quads every frame, from another module.
    @inlinable public mutating func store(_ quad: consuming DrawQuad) -> Int {
        quads.append(quad)
        return quads.count - 1
    }

    /// Appends a command drawing `quad`, and returns the quad's index in `quads`.
    @inlinable @discardableResult public mutating func appendQuad(_ quad: consuming DrawQuad) -> Int {
        let index = store(quad)
        commands.append(.quad(index))
        return index
    }

    /// Appends a command folding `pass`'s picture.
    public mutating func append(_ pass: AccordionPass) { append(pass, to: \.accordions, as: DrawCommand.accordion) }
    /// Appends a command drawing `surface` offscreen.
    public mutating func append(_ surface: RenderSurface) { append(surface, to: \.surfaces, as: DrawCommand.surface) }
    /// Appends a command drawing `shadow`.
    public mutating func append(_ shadow: DrawShadow) { append(shadow, to: \.shadows, as: DrawCommand.shadow) }
    /// Appends a command filling `gradient`.
    public mutating func append(_ gradient: DrawGradient) { append(gradient, to: \.gradients, as: DrawCommand.gradient) }
    /// Appends a command drawing `polygon`.
    public mutating func append(_ polygon: DrawPolygon) { append(polygon, to: \.polygons, as: DrawCommand.polygon) }

    /// Keeps `value` at the end of `values` and appends the command naming it there.
    private mutating func append<Value>(_ value: Value, to values: WritableKeyPath<DrawList, [Value]>, as command: (Int) -> DrawCommand) {
        commands.append(command(self[keyPath: values].count))
        self[keyPath: values].append(value)
    }

    /// Appends a command drawing a blank quad (every field at its default: nothing drawn) for the
    /// caller to write over where it lies, `quads[index]`, and returns its index. A quad built by
    /// its initialiser and then stored is built in memory and copied whole on its way in (the
    /// optimiser keeps a value this large in memory); the blank's constant fields are stored
    /// straight into `quads`.
    @inlinable @inline(__always) public mutating func appendBlankQuad() -> Int {
        let index = quads.count
        quads.append(.blank)
        commands.append(.quad(index))
        return index
    }

    /// Whether drawing the list needs depth or stencil buffers: a 3D rendering context, or a clip
    /// that is not an upright rectangle (those clip by the scissor alone).
    public var usesDepthOrStencil: Bool {
        // Read in place through a pointer: the array's subscript copies each command, retaining
        // a boxed one.
        commands.withUnsafeBufferPointer { commands in
            commands.indices.contains { index in
                switch commands[index] {
                case .beginDepthContext: true
                case .pushClip(let clip): quads[clip].screenRectangle == nil
                default: false
                }
            }
        }
    }

    /// Whether the lists draw the same: quads compared by value, not by where they are stored.
    public static func == (a: DrawList, b: DrawList) -> Bool {
        guard a.viewport == b.viewport, a.commands.count == b.commands.count else { return false }
        return a.comparing(with: b) { same in a.commands.indices.allSatisfy { same($0, $0) } }
    }

    /// Runs `body` with a test of whether command i of this list draws the same as command j of
    /// `other`: the same command, naming an equal quad where it names one, its picture and name
    /// compared for what they are. Both lists are read in place for the whole of `body`; where
    /// they keep the same pictures and names at the same indices (a frame and the one before, as
    /// a rule), quads are compared as they are (`DrawQuad.alike`).
    func comparing<T>(with other: DrawList, _ body: (_ same: (Int, Int) -> Bool) -> T) -> T {
        let tablesAlike = keepsTheSameTables(as: other)
        return commands.withUnsafeBufferPointer { mine in other.commands.withUnsafeBufferPointer { theirs in
            quads.withUnsafeBufferPointer { myQuads in other.quads.withUnsafeBufferPointer { theirQuads in
                body { i, j in
                    switch (mine[i], theirs[j]) {
                    case (.quad(let a), .quad(let b)), (.pushClip(let a), .pushClip(let b)), (.popClip(let a), .popClip(let b)):
                        tablesAlike ? DrawQuad.alike(myQuads.baseAddress! + a, theirQuads.baseAddress! + b) : showsTheSame(myQuads[a], as: theirQuads[b], of: other)
                    case (.quad, _), (.pushClip, _), (.popClip, _), (_, .quad), (_, .pushClip), (_, .popClip): false
                    case (.accordion(let a), .accordion(let b)): accordions[a] == other.accordions[b]
                    case (.surface(let a), .surface(let b)): surfaces[a] == other.surfaces[b]
                    case (.shadow(let a), .shadow(let b)): shadows[a] == other.shadows[b]
                    case (.gradient(let a), .gradient(let b)): gradients[a] == other.gradients[b]
                    case (.polygon(let a), .polygon(let b)): polygons[a] == other.polygons[b]
                    default: mine[i] == theirs[j]
                    }
                }
            } }
        } }
    }

    /// Whether `other` keeps the same pictures and names as this list at the same indices.
    private func keepsTheSameTables(as other: DrawList) -> Bool {
        guard pictures.count == other.pictures.count, names == other.names else { return false }
        return pictures.indices.allSatisfy { pictures[$0].identity == other.pictures[$0].identity }
    }

    /// Whether `quad` of this list and `theirs` of `other` draw the same: equal, their pictures
    /// and names compared for what they are, not for where each list keeps them.
    private func showsTheSame(_ quad: DrawQuad, as theirs: DrawQuad, of other: DrawList) -> Bool {
        guard contents(of: quad) == other.contents(of: theirs), layerName(of: quad) == other.layerName(of: theirs) else { return false }
        var mine = quad, same = theirs
        mine.contents = mine.contents.map { $0.moved(to: 0) }
        same.contents = same.contents.map { $0.moved(to: 0) }
        (mine.layerName, same.layerName) = (nil, nil)
        return mine == same
    }

    /// A stable text form, a line a command, for recorded-file tests.
    public var dump: String {
        var lines = ["viewport \(viewport)"]
        var indent = ""
        for command in commands {
            switch command {
            case .quad(let q): lines.append(indent + "quad " + describe(quads[q]))
            case .pushClip(let q):
                lines.append(indent + "clip " + describe(quads[q]))
                indent += "  "
            case .popClip:
                indent = String(indent.dropLast(2))
                lines.append(indent + "end clip")
            case .beginDepthContext:
                lines.append(indent + "3d")
                indent += "  "
            case .endDepthContext:
                indent = String(indent.dropLast(2))
                lines.append(indent + "end 3d")
            case .accordion(let index):
                let a = accordions[index]
                lines.append(indent + "accordion \(a.strips) strips at \(a.source) theta \(formatted(a.theta))")
            case .shadow(let index):
                let s = shadows[index]
                lines.append(indent + "shadow \"\(s.layerName ?? "")\" of \(s.shape) radius \(formatted(s.cornerRadius)) sigma \(formatted(s.sigma)) \(s.color) in \(s.size) at " + [Point(x: 0, y: 0), Point(x: 1, y: 1)].map {
                    Self.describe(s.unitToScreen.project($0))
                }.joined(separator: " "))
            case .gradient(let index):
                let g = gradients[index]
                lines.append(indent + "gradient \"\(g.layerName ?? "")\" \(g.kind.rawValue) \(g.start) to \(g.end), "
                    + g.stops.map { "\(formatted($0.location)) \($0.color)" }.joined(separator: ", ")
                    + (g.opacity != 1 ? " opacity \(formatted(g.opacity))" : ""))
            case .polygon(let index):
                let p = polygons[index]
                lines.append(indent + "polygon \"\(p.layerName ?? "")\" " + p.corners.map {
                    Self.describe(p.unitToScreen.project($0))
                }.joined(separator: " ") + (p.opacity != 1 ? " opacity \(formatted(p.opacity))" : ""))
            case .surface(let index):
                let s = surfaces[index]
                var filter = ""
                if case .shadow(let sigma, let color) = s.filter { filter = " blurred \(Self.hundredths(sigma)) px, tinted \(color)" }
                lines.append(indent + "surface #\(s.texture.id) \"\(s.layerName ?? "")\" \(s.pixelWidth)x\(s.pixelHeight) px" + filter)
                let inner = s.list.dump.split(separator: "\n").dropFirst().map { indent + "  " + $0 }
                lines += inner
                lines.append(indent + "end surface")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A point on screen, to the hundredth of a point.
    private static func describe(_ p: Point) -> String { "(\(hundredths(p.x)), \(hundredths(p.y)))" }

    private static func hundredths(_ x: Double) -> String { formatted((x * 100).rounded() / 100) }

    private func describe(_ q: DrawQuad) -> String {
        var parts = ["\"\(layerName(of: q) ?? "")\"", "size \(q.size)"]
        parts.append("at " + q.screenCorners.map(Self.describe).joined(separator: " "))
        if q.backgroundColor.alpha > 0 { parts.append("bg \(q.backgroundColor)") }
        if let contents = contents(of: q) {
            let (w, h) = contents.pixelSize
            switch contents {
            case .bitmap: parts.append("bitmap \(w)x\(h)")
            case .texture(let t): parts.append("texture #\(t.id) \(w)x\(h)")
            }
            if q.contentsRect != .unit { parts.append("rect \(q.contentsRect)") }
            if q.contentFrame != .unit { parts.append("frame \(q.contentFrame)") }
        }
        if q.opacity != 1 { parts.append("opacity \(formatted(q.opacity))") }
        if q.cornerRadius > 0 { parts.append("radius \(formatted(q.cornerRadius))" + (q.roundsContents ? " masked" : "")) }
        if q.borderWidth > 0 { parts.append("border \(formatted(q.borderWidth)) \(q.borderColor)") }
        if let s = q.shading {
            parts.append("shade \(formatted(s.multiplier))" + (s.edgeWidth > 0 ? " edges \(formatted(s.leadingEdge))/\(formatted(s.trailingEdge))" : ""))
        }
        if q.isDepthTested { parts.append("depth-level \(q.depthLevel)") }
        if q.blend == .destinationIn { parts.append("destination-in") }
        return parts.joined(separator: " ")
    }
}
