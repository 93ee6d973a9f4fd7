// Fold a picture into four strips on a spring and write the motion as a GIF.
//
//   swift run FoldOnASpring [fold.gif] [picture.png]
//
// Without a picture it draws one. The fold is one layer: its `foldAmount` springs from 0 to
// 0.8, and every strip is built from that one value, so they stay joined all the way.
import Crease
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
let output = arguments.first ?? "fold.gif"
let size = Size(width: 480, height: 320)

do {
    let picture = try arguments.dropFirst().first.map { try PictureFile.read(path: $0) } ?? drawnPicture(size: size)

    let root = Layer(name: "root")
    root.frame = Rect(origin: .zero, size: size)
    root.backgroundColor = .black
    let folded = Layer(name: "picture")
    folded.frame = root.bounds
    folded.contents = .bitmap(picture)
    folded.contentsGravity = .resizeAspect
    folded.fold = LayerFold(strips: 4, light: .lit(.default))
    root.addSublayer(folded)

    let host = LayerTreeHost(root: root)
    host.withoutActions { folded.foldAmount = 0.8 }
    folded.add(SpringAnimation(\LayerState.foldAmount, from: 0, to: 0.8, spring: Spring(mass: 1, stiffness: 120, damping: 7)))

    // Two seconds at 25 frames a second.
    let fps = 25.0, frames = 50
    let renderer = try OffscreenRenderer(viewport: size)
    let video = try VideoWriter(path: output, format: .gif, width: Int(size.width), height: Int(size.height), fps: fps)
    for k in 0..<frames {
        let time = Double(k) / fps
        host.advance(to: time)
        try video.write(try renderer.render(root, time: time))
    }
    try video.finish()
    print("wrote \(frames) frames to \(output)")
} catch {
    FileHandle.standardError.write(Data("FoldOnASpring: \(error)\n".utf8))
    exit(1)
}

/// A picture to fold when none is given: bands of colour and a title.
func drawnPicture(size: Size) -> Bitmap {
    let canvas = Canvas(size: size, scale: 1)
    canvas.fillLinearGradient(Rect(origin: .zero, size: size), top: Color(r255: 255, g: 149, b: 0), bottom: Color(r255: 255, g: 45, b: 85))
    for row in 0..<4 {
        canvas.fill(Rect(x: 0, y: Double(row) * size.height / 4, width: size.width, height: 2), color: Color(white: 1, alpha: 0.5))
    }
    canvas.drawText("Crease", at: Point(x: size.width / 2, y: size.height / 2 - 30), font: "DejaVu Sans Bold 44", color: .white,
        alignment: .center)
    return canvas.makeBitmap()
}
