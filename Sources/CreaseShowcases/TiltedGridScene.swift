import CreaseCore
import CreaseImage
import CreaseMath
import CreaseScene
import Foundation

/// The renderer's stress scene: `count` textured layers tiled in a grid that covers the frame
/// about once, each tilted in its own perspective. All tiles show parts of one image through
/// contentsRect, as the strips of a fold do.
public final class TiltedGridScene: Scene {
    /// The grid as the registry lists it, "tiles-N": its count is in its name (tiles-1,
    /// tiles-256, ...), 16 for "tiles-N" itself.
    public static let entry = entry(count: 16, name: namePrefix + "N")
    /// What every grid's name starts with, before its count.
    public static let namePrefix = "tiles-"
    /// The most tiles a grid may have.
    public static let maxCount = 65_536

    /// The grid of `count` tiles, named for its count unless given a `name`.
    public static func entry(count: Int, name: String? = nil) -> SceneEntry {
        SceneEntry(name ?? namePrefix + String(count), .benchmark,
            summary: "N perspective-tilted textured layers covering the frame about once (N up to \(maxCount))") { size, setup in
            TiltedGridScene(count: count, size: size, contentScale: min(1, setup.contentScale))
        }
    }

    public let root: Layer
    private let tiles: [Layer]

    /// `contentScale`: pixels per point of the drawn picture (1 unless the frame is too large).
    public init(count: Int, size: Size, image: Bitmap? = nil, contentScale: Double = 1) {
        root = .root(size: size, name: "tiles-\(count)")
        let picture = image ?? Artwork.numberedGrid(size: size, scale: contentScale)
        let aspect = size.width / size.height
        let columns = max(1, Int((Double(count) * aspect).squareRoot().rounded()))
        let rows = (count + columns - 1) / columns
        let tw = size.width / Double(columns), th = size.height / Double(rows)
        var tiles: [Layer] = []
        tiles.reserveCapacity(count)
        for i in 0..<count {
            let r = i / columns, c = i % columns
            let tile = Layer.make("tile", frame: Rect(x: Double(c) * tw, y: Double(r) * th, width: tw, height: th))
            tile.contents = .bitmap(picture)
            tile.contentsRect = Rect(x: Double(c) / Double(columns), y: Double(r) / Double(rows),
                width: 1 / Double(columns), height: 1 / Double(rows))
            tiles.append(tile)
        }
        self.tiles = tiles
        root.setSublayers(tiles)
        update(time: 0)
    }

    /// Tiles swing about their vertical axis, neighbours in opposite directions. The two
    /// transforms are worked out once a frame, not once a tile: the scene stands in for an app,
    /// and the benchmark times what Crease does with its layers.
    public func update(time: Double) {
        let perspective = Transform3D.perspective(distance: Transform3D.standardEyeDistance)
        let swing = 30 * sin(2 * .pi * time / 2) * .pi / 180
        let even = Transform3D.rotation(swing, 0, 1, 0) * perspective
        let odd = Transform3D.rotation(-swing, 0, 1, 0) * perspective
        for (i, tile) in tiles.enumerated() {
            tile.transform = i % 2 == 0 ? even : odd
        }
    }

    /// The tiles never stop swinging.
    public func nextChange(after time: Double) -> Double { time }
}
