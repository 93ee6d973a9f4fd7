import CreaseImage

extension DrawList {
    /// Appends `other`'s commands, with the quads they name and the pictures and names those name.
    public mutating func append(contentsOf other: DrawList) {
        withUnsafePointer(to: other) { append(parts: UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// Appends `parts` one after another, as `append(contentsOf:)` part by part would, each
    /// part's quads and commands copied on a thread of its own: they are most of a large list's
    /// bytes (a quad is 544), and a list built in parts on several threads (the compositor's
    /// shared walk) would otherwise wait for one thread to copy them all.
    public mutating func append(concurrently parts: ArraySlice<DrawList>) {
        parts.withUnsafeBufferPointer { append(parts: $0) }
    }

    private mutating func append(parts: UnsafeBufferPointer<DrawList>) {
        let base = (quad: quads.count, command: commands.count, picture: pictures.count, name: names.count)
        var quadTotal = 0, commandTotal = 0
        for part in parts {
            quadTotal += part.quads.count
            commandTotal += part.commands.count
            pictures += part.pictures
            names += part.names
        }
        lastPicture = nil
        lastPictureIdentity = nil
        // Part k starts after the parts before it.
        let start = { (k: Int) in
            parts[..<k].reduce(into: base) { at, before in
                at.quad += before.quads.count
                at.command += before.commands.count
                at.picture += before.pictures.count
                at.name += before.names.count
            }
        }
        quads.append(contentsOf: ConcurrentParts(count: quadTotal, parts: parts.count) { k, room in
            let at = start(k), quads = parts[k].quads
            // Quad by quad, each naming its picture and name where they now are.
            quads.withUnsafeBufferPointer { quads in
                for offset in quads.indices {
                    let quad = room + at.quad - base.quad + offset
                    quad.initialize(from: quads.baseAddress! + offset, count: 1)
                    if let contents = quad.pointee.contents { quad.pointee.contents = contents.moved(to: contents.index + at.picture) }
                    if let name = quad.pointee.layerName { quad.pointee.layerName = QuadName(index: name.index + at.name) }
                }
            }
        })
        commands.append(contentsOf: ConcurrentParts(count: commandTotal, parts: parts.count) { k, room in
            let at = start(k), commands = parts[k].commands
            commands.withUnsafeBufferPointer { (room + at.command - base.command).initialize(from: $0.baseAddress!, count: $0.count) }
            // Each command names its quad where it now is.
            for index in at.command - base.command..<at.command - base.command + commands.count {
                room[index] = room[index].renumbered { $0 + at.quad }
            }
        })
    }

    /// Numbers the offscreen surfaces of this list, which a compositor numbered -1, -2, … as it
    /// made them, as if `made` surfaces had been made before it: -i becomes -(made + i) wherever
    /// it is named (the surface, the pictures, fold passes and polygons that show it, and the
    /// surfaces' own lists). For a list built apart from the surfaces made before it.
    public mutating func numberSurfaces(after made: Int) {
        guard made > 0 else { return }
        func renumbered(_ contents: LayerContents) -> LayerContents {
            guard case .texture(let t) = contents, t.id < 0 else { return contents }
            return .texture(TextureReference(id: t.id - made, pixelWidth: t.pixelWidth, pixelHeight: t.pixelHeight))
        }
        pictures = pictures.map(renumbered)
        for index in commands.indices {
            switch commands[index] {
            case .surface(var surface):
                let t = surface.texture
                surface.texture = TextureReference(id: t.id - made, pixelWidth: t.pixelWidth, pixelHeight: t.pixelHeight)
                surface.list.numberSurfaces(after: made)
                commands[index] = .surface(surface)
            case .accordion(var pass):
                pass.contents = renumbered(pass.contents)
                commands[index] = .accordion(pass)
            case .polygon(var polygon):
                polygon.contents = renumbered(polygon.contents)
                commands[index] = .polygon(polygon)
            case .quad, .pushClip, .popClip, .beginDepthContext, .endDepthContext, .shadow, .gradient: break
            }
        }
    }
}
