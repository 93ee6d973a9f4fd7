import CreaseCore
import CreaseDraw
import CreaseMath
import Testing

@testable import CreaseEffects
import CreaseImage
import CreaseScene

/// The user's picture keeps its aspect by default: a circle stays a circle on any frame.
struct ImageGravityTests {
    /// A red disc of radius 90 centred in a 400x200 light picture.
    static let circle: Bitmap = {
        let canvas = Canvas(size: Size(width: 400, height: 200))
        canvas.fill(Rect(x: 0, y: 0, width: 400, height: 200), color: Color(white: 0.94))
        canvas.fillEllipse(in: Rect(x: 110, y: 10, width: 180, height: 180), color: Color(r255: 230, g: 60, b: 60))
        return canvas.makeBitmap()
    }()

    func setup(_ gravity: ContentsGravity) -> SceneSetup {
        var setup = SceneSetup()
        setup.image = Self.circle
        setup.imageGravity = gravity
        setup.contentScale = 1
        return setup
    }

    func isRed(_ b: Bitmap, _ x: Int, _ y: Int) -> Bool {
        let p = b.pixel(x: x, y: y)
        return p.r > 200 && p.g < 100
    }

    /// The red run through (x, y) along the row and along the column.
    func redExtent(_ b: Bitmap, x: Int, y: Int) -> (across: Int, down: Int) {
        ((0..<b.width).filter { isRed(b, $0, y) }.count, (0..<b.height).filter { isRed(b, x, $0) }.count)
    }

    @Test func byDefaultThePictureIsLetterboxedAndTheCircleStaysRound() throws {
        #expect(SceneSetup().imageGravity == .resizeAspect)
        let picture = try #require(setup(.resizeAspect).picture(for: Size(width: 300, height: 400)))
        #expect(picture.width == 300 && picture.height == 400)
        // 400x200 into 300 wide: 300x150 in the middle, black above and below.
        let bar = picture.pixel(x: 150, y: 20)
        #expect(bar.r == 0 && bar.g == 0 && bar.b == 0)
        let (across, down) = redExtent(picture, x: 150, y: 200)
        #expect(abs(across - down) <= 2 && abs(across - 135) <= 3, "disc \(across)x\(down)")
    }

    @Test func fillCropsAndResizeStretches() throws {
        let filled = try #require(setup(.resizeAspectFill).picture(for: Size(width: 300, height: 400)))
        let corner = filled.pixel(x: 2, y: 2)
        #expect(corner.r > 200 && corner.g > 200, "no bars when filling: \(corner)")
        // Scaled by 2 to fill 400 high: the disc is 360 tall, and cropped at the frame's 300 across.
        let (across, down) = redExtent(filled, x: 150, y: 200)
        #expect(across == 300 && abs(down - 360) <= 3, "disc \(across)x\(down)")
        // Stretched, the picture is handed on as it is: the layer spreads it over the frame.
        #expect(setup(.resize).picture(for: Size(width: 300, height: 400)) === Self.circle)
    }
}
