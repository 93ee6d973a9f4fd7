import CreaseCore
import CreaseDraw
import CreaseFold
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseScene
import Foundation

/// `crease bench --scenario looks`: what render surfaces cost, each look against a plain twin
/// that draws the same layers without it, at the bench's size.
struct LayerLookBenchmark {
    let bench: Benchmark
    let size: Size
    /// The bench's shared picture, the masked layer's contents.
    let picture: Bitmap

    /// A layer tree moved on by a closure each frame.
    final class LookScene: Scene {
        let root: Layer
        private let step: (Double) -> Void

        init(_ root: Layer, step: @escaping (Double) -> Void = { _ in }) {
            self.root = root
            self.step = step
        }

        func update(time: Double) { step(time) }
        /// One card or group moves every frame.
        func nextChange(after time: Double) -> Double { time }
    }

    /// The look's row, or its plain twin's.
    func scene(_ look: LayerLook, plain: Bool) throws -> LookScene {
        switch look {
        case .groupOpacity: groups(asOne: !plain)
        case .shadow: cards(shadowed: !plain)
        case .mask: masked(!plain)
        case .liveFold: try folded(live: !plain)
        }
    }

    /// The frame in a 4x4 grid of cells.
    private var cells: [Rect] {
        let w = size.width / 4, h = size.height / 4
        return (0..<16).map { Rect(x: Double($0 % 4) * w, y: Double($0 / 4) * h, width: w, height: h) }
    }

    private func root() -> Layer {
        let root = Layer.root(size: size, name: "root")
        root.backgroundColor = Color(white: 0.5)
        return root
    }

    /// 16 half-opaque groups, each two overlapping colours over two thirds of its cell.
    private func groups(asOne: Bool) -> LookScene {
        let root = root()
        for (i, cell) in cells.enumerated() {
            let group = Layer.make("group-\(i)", frame: cell)
            group.opacity = 0.5
            group.allowsGroupOpacity = asOne
            let w = cell.width * 2 / 3
            group.addSublayer(.make("a", frame: Rect(x: 0, y: 0, width: w, height: cell.height), color: Color(red: 1, green: 0.3, blue: 0)))
            group.addSublayer(.make("b", frame: Rect(x: cell.width - w, y: 0, width: w, height: cell.height), color: Color(red: 0, green: 0.3, blue: 1)))
            root.addSublayer(group)
        }
        return LookScene(root)
    }

    /// 16 rounded cards, inset in their cells, one sliding each frame.
    private func cards(shadowed: Bool) -> LookScene {
        let root = root()
        var moving: Layer?
        for cell in cells {
            let card = Layer.make("card", frame: Rect(x: cell.minX + 16, y: cell.minY + 16, width: cell.width - 32, height: cell.height - 32),
                color: Color(white: 0.95))
            card.cornerRadius = 12
            if shadowed {
                card.shadowOpacity = 0.6
                card.shadowRadius = 10
                card.shadowOffset = Size(width: 0, height: 6)
            }
            root.addSublayer(card)
            moving = moving ?? card
        }
        let start = moving?.position ?? .zero
        return LookScene(root) { time in moving?.position = Point(x: start.x + 8 * sin(time * 6), y: start.y) }
    }

    /// A full-frame picture with coloured sublayers, through a rounded mask inset 5 %.
    private func masked(_ withMask: Bool) -> LookScene {
        let root = root()
        let layer = Layer.make("content", frame: Rect(origin: .zero, size: size))
        layer.contents = .bitmap(picture)
        for (i, cell) in cells.enumerated() where i % 3 == 0 {
            let badge = Layer.make("badge", frame: Rect(x: cell.minX + 20, y: cell.minY + 20, width: cell.width / 2, height: cell.height / 2),
                color: Color(red: 0.2, green: 0.6, blue: 0.3, alpha: 0.8))
            badge.cornerRadius = 10
            layer.addSublayer(badge)
        }
        if withMask {
            let mask = Layer.make("mask", frame: Rect(x: size.width * 0.05, y: size.height * 0.05, width: size.width * 0.9, height: size.height * 0.9),
                color: .black)
            mask.cornerRadius = 40
            layer.mask = mask
        }
        root.addSublayer(layer)
        return LookScene(root)
    }

    /// A full-frame card of text and shapes, one shape turning, folded as a 16-strip accordion:
    /// drawn anew every frame (live), or a snapshot of it taken once and folded (the twin).
    private func folded(live: Bool) throws -> LookScene {
        let root = root()
        let card = Layer.make("card", frame: Rect(origin: .zero, size: size), color: Color(white: 0.97))
        card.cornerRadius = 24
        card.borderWidth = 4
        card.borderColor = Color(white: 0.3)
        let canvas = Canvas(size: Size(width: size.width * 0.8, height: 120), scale: 1)
        canvas.drawText("Folded live: every strip shows the card as it is now", at: Point(x: 0, y: 20), font: "DejaVu Sans 40",
            color: Color(white: 0.1))
        let text = Layer.make("text", frame: Rect(x: size.width * 0.1, y: size.height * 0.1, width: size.width * 0.8, height: 120))
        text.contents = .bitmap(canvas.makeBitmap())
        card.addSublayer(text)
        for i in 0..<6 {
            let shape = Layer.make("shape", frame: Rect(x: size.width * (0.1 + 0.14 * Double(i)), y: size.height * 0.5, width: size.width * 0.1,
                height: size.width * 0.1), color: Color(red: Double(i) / 6, green: 0.4, blue: 1 - Double(i) / 6))
            shape.cornerRadius = size.width * 0.02
            card.addSublayer(shape)
        }
        let spinner = card.sublayers.last
        card.fold = LayerFold(strips: 16)
        card.foldAmount = 0.35
        guard !live else {
            return LookScene(root.adding(card)) { time in spinner?.transform = .rotation(time * 3, 0, 0, 1) }
        }
        let still = Layer.make("snapshot", frame: card.frame)
        let picture = try bench.offscreen.renderer.snapshot(card, scale: 1)
        still.contents = .texture(picture)
        still.fold = card.fold
        still.foldAmount = card.foldAmount
        return LookScene(root.adding(still))
    }
}

extension Layer {
    /// This layer with `sublayer` added, for building trees in one expression.
    fileprivate func adding(_ sublayer: Layer) -> Layer {
        addSublayer(sublayer)
        return self
    }
}
