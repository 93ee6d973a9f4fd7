import CreaseCore
import CreaseImage
import CreaseMath
import CreaseScene
import Foundation

/// The renderer's stress scene: `count` textured layers tiled in a grid that covers the frame
/// about once, each tilted in its own perspective. All tiles show parts of one image through
/// contentsRect, as the strips of a fold do.
public final class TiltedGridScene: Scene {
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

    /// Tiles swing about their vertical axis, neighbours in opposite directions.
    public func update(time: Double) {
        let perspective = Transform3D.perspective(distance: Transform3D.standardEyeDistance)
        let swing = 30 * sin(2 * .pi * time / 2) * .pi / 180
        for (i, tile) in tiles.enumerated() {
            tile.transform = .rotation(i % 2 == 0 ? swing : -swing, 0, 1, 0) * perspective
        }
    }
}
