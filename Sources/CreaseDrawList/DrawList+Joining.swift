import CreaseImage
import CreaseThreads

extension DrawList {
    /// Appends `other`'s commands, with the quads they name and the pictures and names those name.
    public mutating func append(contentsOf other: DrawList) {
        withUnsafePointer(to: other) { append(parts: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Appends `parts`, lists kept from an earlier build, as `append(concurrently:)` does, and
    /// notes each as a span of its tag (`tags`, one for each part).
    public mutating func append(concurrently parts: ArraySlice<DrawList>, tags: ArraySlice<KeptListTag>) {
        precondition(parts.count == tags.count, "a tag for each part")
        var start = commands.count
        for (part, tag) in zip(parts, tags) {
            keptSpans.append(KeptSpan(commands: start..<start + part.commands.count, tag: tag))
            start += part.commands.count
        }
        append(concurrently: parts)
    }

    /// Appends `parts` one after another, as `append(contentsOf:)` part by part would, each
    /// part's quads and commands copied on a thread of its own: they are most of a large list's
    /// bytes (a quad is 544), and a list built in parts on several threads (the compositor's
    /// shared walk) would otherwise wait for one thread to copy them all.
    public mutating func append(concurrently parts: ArraySlice<DrawList>) {
        parts.withUnsafeBufferPointer { append(parts: $0) }
    }

    private mutating func append(parts: UnsafeBufferPointer<DrawList>) {
        let base = JoinOffsets(of: self)
        var quadTotal = 0, commandTotal = 0
        for part in parts {
            quadTotal += part.quads.count
            commandTotal += part.commands.count
            pictures += part.pictures
            names += part.names
            accordions += part.accordions
            surfaces += part.surfaces
            shadows += part.shadows
            gradients += part.gradients
            polygons += part.polygons
        }
        lastPicture = nil
        lastName = nil
        quads.append(contentsOf: JoinedParts(parts: parts, base: base, count: quadTotal, place: .quad, piece: 256, copy: Self.copyQuads))
        commands.append(contentsOf: JoinedParts(parts: parts, base: base, count: commandTotal, place: .command, piece: 8_192,
            copy: Self.copyCommands))
    }

    /// Initialises `room` with `part`'s quads at `offsets`, each naming its picture and name
    /// where they are in the joined list (`at`).
    private static func copyQuads(of part: DrawList, _ offsets: Range<Int>, at: JoinOffsets, to room: UnsafeMutablePointer<DrawQuad>) {
        part.quads.withUnsafeBufferPointer { quads in
            // Quad by quad: a bulk copy of this size is `rep movsb`, which instruction counts
            // charge a byte at a time.
            for offset in offsets {
                let quad = room + offset
                quad.initialize(from: quads.baseAddress! + offset, count: 1)
                if let contents = quad.pointee.contents { quad.pointee.contents = contents.moved(to: contents.index + at.picture) }
                if let name = quad.pointee.layerName { quad.pointee.layerName = QuadName(index: name.index + at.name) }
            }
        }
    }

    /// Initialises `room` with `part`'s commands at `offsets`, each naming what it draws where it
    /// is in the joined list (`at`).
    private static func copyCommands(of part: DrawList, _ offsets: Range<Int>, at: JoinOffsets, to room: UnsafeMutablePointer<DrawCommand>) {
        part.commands.withUnsafeBufferPointer { commands in
            for offset in offsets { (room + offset).initialize(to: commands[offset].shifted(by: at)) }
        }
    }

    /// Numbers the offscreen surfaces of this list, which a compositor numbered -1, -2, … as it
    /// made them, as if `made` surfaces had been made before it: -i becomes -(made + i) wherever
    /// it is named (the surface, the pictures, fold passes and polygons that show it, and the
    /// surfaces' own lists). For a list built apart from the surfaces made before it.
    public mutating func numberSurfaces(after made: Int) {
        guard made > 0 else { return }
        func renumbered(_ t: TextureReference) -> TextureReference {
            TextureReference(id: t.id - made, pixelWidth: t.pixelWidth, pixelHeight: t.pixelHeight)
        }
        func renumbered(_ contents: LayerContents) -> LayerContents {
            guard case .texture(let t) = contents, t.id < 0 else { return contents }
            return .texture(renumbered(t))
        }
        pictures = pictures.map(renumbered)
        for index in surfaces.indices {
            surfaces[index].texture = renumbered(surfaces[index].texture)
            surfaces[index].list.numberSurfaces(after: made)
        }
        for index in accordions.indices { accordions[index].contents = renumbered(accordions[index].contents) }
        for index in polygons.indices { polygons[index].contents = renumbered(polygons[index].contents) }
    }
}

/// Where a part of a join starts in the joined list: its first quad and command, and the
/// pictures, names and the rest its commands name before its own.
struct JoinOffsets {
    var quad, command, picture, name, accordion, surface, shadow, gradient, polygon: Int

    /// Where what is appended to `list` starts.
    init(of list: DrawList) {
        (quad, command, picture, name) = (list.quads.count, list.commands.count, list.pictures.count, list.names.count)
        (accordion, surface, shadow, gradient, polygon) =
            (list.accordions.count, list.surfaces.count, list.shadows.count, list.gradients.count, list.polygons.count)
    }

    /// Where the part after `part`, which starts here, starts.
    func after(_ part: DrawList) -> JoinOffsets {
        var next = self
        (next.quad, next.command, next.picture, next.name) =
            (quad + part.quads.count, command + part.commands.count, picture + part.pictures.count, name + part.names.count)
        (next.accordion, next.surface, next.shadow, next.gradient, next.polygon) = (accordion + part.accordions.count,
            surface + part.surfaces.count, shadow + part.shadows.count, gradient + part.gradients.count, polygon + part.polygons.count)
        return next
    }
}

/// The quads or the commands of several lists, in order, made straight into the room an array
/// makes for them, in pieces shared among the threads: `Array.append(contentsOf:)` hands a
/// sequence the uninitialised room to fill (`_copyContents(initializing:)`), so a large join is
/// written once, concurrently, with no placeholder written first. A part is cut into pieces of
/// `piece` elements or more, so that one long part (two threads' walk joins one list of half
/// the quads) is not copied by one thread while the others wait. Its functions capture nothing,
/// so that making one allocates nothing.
struct JoinedParts<Element>: Sequence {
    let parts: UnsafeBufferPointer<DrawList>
    /// Where the first part starts.
    let base: JoinOffsets
    /// How many elements all the parts have.
    let count: Int
    /// Which of a part's elements these are.
    let place: JoinedPlace
    /// The fewest elements a piece of a part holds (a part with fewer is one piece).
    let piece: Int
    /// Initialises a part's elements at some offsets from a pointer to its first element's
    /// place, the part starting at the offsets given.
    let copy: (DrawList, Range<Int>, JoinOffsets, UnsafeMutablePointer<Element>) -> Void

    var underestimatedCount: Int { count }

    func _copyContents(initializing room: UnsafeMutableBufferPointer<Element>) -> (IndexingIterator<[Element]>, Int) {
        precondition(room.count >= count, "room for \(count) elements")
        guard count > 0, let first = room.baseAddress else { return ([].makeIterator(), 0) }
        // Each part's start, and the pieces before it, found once: on the stack, read by every piece.
        withUnsafeTemporaryAllocation(of: (at: JoinOffsets, firstPiece: Int).self, capacity: parts.count + 1) { table in
            var (at, pieces) = (base, 0)
            for (index, part) in parts.enumerated() {
                table[index] = (at, pieces)
                at = at.after(part)
                pieces += self.pieces(of: part)
            }
            table[parts.count] = (at, pieces)
            // Each piece writes only its own stretch of the room.
            WorkerThreads.shared.perform(iterations: pieces) { k in
                // The part piece k is of (the last whose first piece is not past it).
                var (low, high) = (0, parts.count - 1)
                while low < high {
                    let middle = (low + high + 1) / 2
                    if table[middle].firstPiece <= k { low = middle } else { high = middle - 1 }
                }
                let start = table[low].at, length = place.count(in: start, table[low + 1].at)
                let cut = table[low + 1].firstPiece - table[low].firstPiece, index = k - table[low].firstPiece
                copy(parts[low], length * index / cut..<length * (index + 1) / cut, start, first + place.count(in: base, start))
            }
        }
        return ([].makeIterator(), count)
    }

    /// How many pieces `part` is copied in.
    private func pieces(of part: DrawList) -> Int { Swift.max(1, place.count(of: part) / piece) }

    /// The elements one by one, made all at once first.
    func makeIterator() -> IndexingIterator<[Element]> {
        Array(unsafeUninitializedCapacity: count) { room, made in made = _copyContents(initializing: room).1 }.makeIterator()
    }
}

/// Which of a list's elements a join copies.
enum JoinedPlace {
    case quad, command

    /// How many of these elements lie from `start` to `end`.
    func count(in start: JoinOffsets, _ end: JoinOffsets) -> Int {
        self == .quad ? end.quad - start.quad : end.command - start.command
    }

    /// How many of these elements `part` has.
    func count(of part: DrawList) -> Int { self == .quad ? part.quads.count : part.commands.count }
}
