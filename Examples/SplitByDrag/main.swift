// A two-half split of your own, driven by a recorded drag: the picture splits at the finger's
// height, the lower half follows the finger down, and on release it springs back shut.
//
//   swift run SplitByDrag [split.gif] [drag.json]
//   swift run SplitByDrag --window [frames]      (drag it yourself; Esc closes)
//
// drag.json is a gesture file as `crease demo --record` writes it; without one a drag is made
// up. In a window the same recogniser reads the mouse, through `Window.run`.
import Crease
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let output = arguments.first.flatMap { $0 == "--window" ? nil : $0 } ?? "split.gif"
let size = Size(width: 320, height: 480)

/// The picture cut in two at a height, the lower half sliding down over a dark gap.
final class Split {
    let root = Layer(name: "root")
    private let upper = Layer(name: "upper")
    private let lower = Layer(name: "lower")
    private var cut = 0.0

    init(picture: Bitmap) {
        root.frame = Rect(origin: .zero, size: size)
        root.backgroundColor = Color(white: 0.12)
        for half in [upper, lower] {
            half.contents = .bitmap(picture)
            half.anchorPoint = .zero
            root.addSublayer(half)
        }
        cutAt(size.height / 2, host: nil)
    }

    /// Splits at `y` (screen points), both halves shut.
    func cutAt(_ y: Double, host: LayerTreeHost?) {
        cut = min(max(y, 1), size.height - 1)
        let apply = {
            self.upper.frame = Rect(x: 0, y: 0, width: size.width, height: self.cut)
            self.upper.contentsRect = Rect(x: 0, y: 0, width: 1, height: self.cut / size.height)
            self.lower.frame = Rect(x: 0, y: self.cut, width: size.width, height: size.height - self.cut)
            self.lower.contentsRect = Rect(x: 0, y: self.cut / size.height, width: 1, height: 1 - self.cut / size.height)
        }
        if let host { host.withoutActions(apply) } else { apply() }
    }

    /// The lower half `distance` points down from the cut, at once.
    func open(by distance: Double, host: LayerTreeHost) {
        host.withoutActions { lower.position = Point(x: 0, y: cut + max(0, distance)) }
    }

    /// Springs the lower half back shut.
    func close(host: LayerTreeHost) {
        let from = lower.position
        host.withoutActions { lower.position = Point(x: 0, y: cut) }
        lower.add(SpringAnimation(\LayerState.position, from: from, to: lower.position, spring: Spring(mass: 1, stiffness: 170, damping: 16)))
    }
}

/// The picture, split, its host and the pan that drives it.
func makeSplit() throws -> (Split, LayerTreeHost, PanRecognizer) {
    let canvas = Canvas(size: size, scale: 1)
    canvas.fillLinearGradient(Rect(origin: .zero, size: size), top: Color(r255: 90, g: 200, b: 250), bottom: Color(r255: 88, g: 86, b: 214))
    canvas.drawText("drag to split", at: Point(x: 160, y: 120), font: "DejaVu Sans Bold 26", color: .white, alignment: .center)
    let split = Split(picture: canvas.makeBitmap())
    let host = LayerTreeHost(root: split.root)
    let pan = PanRecognizer()
    pan.onChange = { pan in
        switch pan.state {
        case .began:
            split.cutAt(pan.location.y - pan.translation.y, host: host)
            split.open(by: pan.translation.y, host: host)
        case .changed: split.open(by: pan.translation.y, host: host)
        case .ended, .cancelled: split.close(host: host)
        default: break
        }
    }
    return (split, host, pan)
}

/// The split as a scene a window can run: the mouse drives the pan, the host's clock the springs.
final class SplitScene: Scene {
    let split: Split
    let host: LayerTreeHost
    let pan: PanRecognizer
    var root: Layer { split.root }

    init(split: Split, host: LayerTreeHost, pan: PanRecognizer) {
        (self.split, self.host, self.pan) = (split, host, pan)
    }

    func update(time: Double) {
        host.advance(to: time)
        pan.advance(to: time)
    }

    func handle(_ event: PointerEvent) { pan.handle(event) }
}

do {
    if arguments.first == "--window" {
        let window = try Window(title: "SplitByDrag", size: size)
        let (split, host, pan) = try makeSplit()
        try window.run(SplitScene(split: split, host: host, pan: pan), frameLimit: arguments.dropFirst().first.flatMap { Int($0) })
        exit(0)
    }
    let (split, host, pan) = try makeSplit()
    let script = try arguments.dropFirst().first.map { try GestureScript.load(path: $0) }
        ?? GestureScript(events: GestureScript.drag(from: Point(x: 160, y: 200), by: Point(x: 0, y: 140), at: 0.2, duration: 0.6))

    let fps = 25.0, frames = Int(((script.duration + 1) * fps).rounded())
    let renderer = try OffscreenRenderer(viewport: size)
    let video = try VideoWriter(path: output, format: .gif, width: Int(size.width), height: Int(size.height), fps: fps)
    var played = -Double.infinity
    for k in 0..<frames {
        let time = Double(k) / fps
        host.advance(to: time)
        for event in script.events(after: played, upTo: time) { pan.handle(event) }
        played = time
        pan.advance(to: time)
        try video.write(try renderer.render(split.root, time: time))
    }
    try video.finish()
    print("wrote \(frames) frames to \(output)")
} catch {
    FileHandle.standardError.write(Data("SplitByDrag: \(error)\n".utf8))
    exit(1)
}
