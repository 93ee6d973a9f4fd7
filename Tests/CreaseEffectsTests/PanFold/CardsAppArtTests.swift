import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects

/// The card app the pan fold folds.
@Suite struct CardsAppArtTests {
    @Test(arguments: [1.0, 2.0])
    func bitmapHasTheScreensPixelSizeAndIsOpaque(scale: Double) {
        let cards = CardsAppArt.draw(size: ArtProbe.phone, scale: scale)
        #expect((cards.width, cards.height) == (Int(375 * scale), Int(812 * scale)))
        #expect(cards.isOpaque)
    }

    @Test func cardsScreenDiffersBetweenItsHalves() {
        let cards = CardsAppArt.draw(size: ArtProbe.phone, scale: 1)
        var differing = 0
        for y in 0..<cards.height {
            for x in 0..<(cards.width / 2) {
                let a = cards.pixel(x: x, y: y), b = cards.pixel(x: cards.width - 1 - x, y: y)
                if abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b)) > 60 { differing += 1 }
            }
        }
        // Mirror images would differ nowhere; titles, pictures and buttons make a good share differ.
        #expect(differing > cards.width * cards.height / 40)
        // Light grey between the cards, at the left margin.
        let margin = cards.pixel(x: 4, y: cards.height / 2)
        #expect(margin.r > 230 && margin.g > 230 && margin.b > 235)
    }
}
