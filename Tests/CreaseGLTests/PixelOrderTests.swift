@testable import CreaseGL
import Testing

/// Pixels read back as render targets hold them, B, G, R, A, become a bitmap's R, G, B, A.
struct PixelOrderTests {
    @Test func blueAndRedTradePlacesAndGreenAndAlphaStay() {
        var bytes: [UInt8] = [10, 20, 30, 40, 0, 128, 255, 7, 1, 2, 3, 4]
        PixelOrder.swapRedAndBlue(&bytes)
        #expect(bytes == [30, 20, 10, 40, 255, 128, 0, 7, 3, 2, 1, 4])
    }
}
