import CreaseCore
import CreaseFold
import CreaseImage
import CreaseMath
import CreaseRender
import CreaseTestSupport
import Foundation
import Testing

extension GLSuites {
    /// A shadow follows what its layer shows: a folded card's its folded silhouette, moving with
    /// the fold; a card that masks to its bounds none outside them.
    @Suite
    struct ShadowFollowsLookRenderTests {
        static let size = Size(width: 400, height: 400)
        /// The card's frame: 200 points square, its centre at (200, 150).
        static let frame = Rect(x: 100, y: 50, width: 200, height: 200)
        /// The shadow: black, 20 points down, blurred by σ = 4.
        static let offset = 20.0, sigma = 4.0

        /// What the card is made of: an opaque colour (a closed-form shadow when flat), a colour
        /// with a label on it, or a picture alone (folded without a surface of its own).
        enum Card: CaseIterable { case colour, labelled, picture }

        static func card(_ kind: Card) -> Layer {
            let card = Layer.make("card", frame: frame, color: kind == .picture ? .clear : Color(red: 1, green: 0, blue: 0))
            switch kind {
            case .colour: break
            case .labelled: card.addSublayer(.make("label", frame: Rect(x: 20, y: 20, width: 160, height: 40), color: .white))
            case .picture: card.contents = .bitmap(Bitmap(width: 20, height: 20, pixels: Array(repeating: [255, 0, 0, 255], count: 400).flatMap { $0 }))
            }
            card.shadowOpacity = 1
            card.shadowRadius = sigma
            card.shadowOffset = Size(width: 0, height: offset)
            return card
        }

        static func scene(_ card: Layer) -> Layer {
            let root = Layer.root(size: size, name: "root")
            root.backgroundColor = .white
            root.addSublayer(card)
            return root
        }

        /// Down the card's middle column (x = 200), outside `span`, the rows the folded card covers:
        /// the shadow of that band, 20 points lower and blurred by σ (far from its sides there, a
        /// band's coverage is Φ(from its top / σ) − Φ(from its bottom / σ)), so white where the flat
        /// card's shadow was but the folded card's is not. Within 10 levels: the blurred shadow is
        /// drawn at 4 pixels to σ.
        static func expectShadow(_ image: Bitmap, under span: ClosedRange<Double>, _ what: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
            func phi(_ x: Double) -> Double { 0.5 * (1 + erf(x / 2.squareRoot())) }
            for y in stride(from: 40, through: 320, by: 3) {
                let row = Double(y) + 0.5
                guard row < span.lowerBound - 2 || row > span.upperBound + 2 else { continue }
                let coverage = phi((row - span.lowerBound - offset) / sigma) - phi((row - span.upperBound - offset) / sigma)
                let level = Int((255 * (1 - coverage)).rounded()), expected = RGB(level, level, level), actual = RGB(image, 200, y)
                #expect(actual.isClose(to: expected, within: 10), "\(what): (200, \(y)) is \(actual), expected \(expected)",
                    sourceLocation: sourceLocation)
            }
        }

        /// The rows a card 200 points tall from y = 50 covers folded by two strips from the top at
        /// θ: down to the farther of its bottom edge (at z = 0, 200 cos θ down, where the
        /// perspective moves nothing) and the hinge between the strips (100 cos θ down, at
        /// z = −100 sin θ, seen from 1000 points in front of the card's centre at y = 150). Shut, the
        /// strips stand edge-on but still show their faces in perspective, down to the hinge's 59.1.
        static func accordionSpan(amount: Double) -> ClosedRange<Double> {
            let theta = amount * .pi / 2
            let hinge = 150 + (50 + 100 * cos(theta) - 150) / (1 + 100 * sin(theta) / 1000)
            return 50...max(50 + 200 * cos(theta), hinge)
        }

        /// The fold styles, amounts and the rows each shows, from the fold core's rules: one crease
        /// brings both outer edges (at z = 0) in to 150 ± 100 cos θ, its crease sinking behind; a page
        /// flipped over lies on its upper half.
        static let folds: [(style: FoldStyle, amount: Double, span: ClosedRange<Double>)] = [
            (.accordion(.leading), 0, accordionSpan(amount: 0)),
            (.accordion(.leading), 0.5, accordionSpan(amount: 0.5)),
            (.accordion(.leading), 1, accordionSpan(amount: 1)),
            (.oneCrease, 0.5, (150 - 100 * cos(Double.pi / 4))...(150 + 100 * cos(Double.pi / 4))),
            (.pageFlip, 1, 50...150),
        ]

        /// A shadowed card folded at each amount: dark just below the strips, and no black slab
        /// where the flat card was but the folded one is not.
        @Test(arguments: Card.allCases)
        func aFoldedCardCastsTheShadowOfWhatItShows(_ kind: Card) throws {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            for (style, amount, span) in Self.folds {
                let card = Self.card(kind)
                card.fold = LayerFold(style: style, strips: 2)
                card.foldAmount = amount
                let image = try offscreen.render(Self.scene(card))
                Self.expectShadow(image, under: span, "\(kind) \(style) at \(amount)")
            }
        }

        /// As the fold animates (0 to 1 in a second, linearly), the shadow moves with it: at
        /// 0.25 s and 0.5 s it lies under the strips as they then are.
        @Test func theShadowMovesWithTheFold() throws {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            let card = Self.card(.labelled)
            card.fold = LayerFold(style: .accordion(.leading), strips: 2)
            let root = Self.scene(card)
            let host = LayerTreeHost(root: root)
            host.advance(to: 0)
            host.withoutActions { card.foldAmount = 1 }
            card.add(BasicAnimation(\LayerState.foldAmount, from: 0, to: 1, duration: 1))
            for time in [0.25, 0.5] {
                let image = try offscreen.render(root, time: time)
                Self.expectShadow(image, under: Self.accordionSpan(amount: time), "at \(time) s")
            }
        }

        /// A card that masks to its bounds shows no shadow outside them, whatever it is made of:
        /// with the shadow 12 points right and 20 down, the band below and the one to its right stay white.
        @Test func aCardThatMasksToItsBoundsShowsNoShadowOutsideThem() throws {
            let offscreen = try OffscreenRenderer(viewport: Self.size)
            for kind in Card.allCases {
                for translucent in [false, true] {
                    let card = Self.card(kind)
                    card.masksToBounds = true
                    card.shadowOffset = Size(width: 12, height: 20)
                    if translucent { card.opacity = 0.5 }
                    let image = try offscreen.render(Self.scene(card))
                    for (x, y) in [(200, 258), (200, 264), (150, 262), (304, 150), (308, 100), (304, 240)] {
                        #expect(RGB(image, x, y) == .white, "\(kind)\(translucent ? ", translucent" : ""): (\(x), \(y)) is \(RGB(image, x, y))")
                    }
                }
            }
        }
    }
}
