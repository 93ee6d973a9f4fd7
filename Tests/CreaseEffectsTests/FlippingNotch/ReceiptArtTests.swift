import CreaseCore
import CreaseDraw
import CreaseMath
import Testing
@testable import CreaseEffects

/// The receipt cards of the flipping notch.
@Suite struct ReceiptArtTests {
    /// A receipt card: the merchant between the logo and the amount where it fits, nothing there
    /// (no ellipsis under the amount) on a card too narrow for a few letters.
    @Test func aReceiptLeavesOutTheMerchantWhereItCannotFit() {
        func darkInMerchantBand(width: Double) -> Int {
            let card = ReceiptArt.draw(.starbucks, size: Size(width: width, height: 177), scale: 1)
            var count = 0
            // The address's row, below the amount's.
            for y in 82..<96 {
                for x in 88..<110 where ArtProbe.luminance(card, x: x, y: y) < 230 { count += 1 }
            }
            return count
        }
        #expect(darkInMerchantBand(width: 343) > 20)  // "100 ft road"
        #expect(darkInMerchantBand(width: 168) == 0)
    }
}
