import CreaseCore
import CreaseMath
import Testing

@testable import CreaseEffects

/// docs/effects.md §1.6's checkpoints, and the cases the original mishandles (§1.5).
struct OpenFolderEffectTests {
    let size = Size(width: 320, height: 480)
    let folderHeight = 200.0
    let arrow = Size(width: 24, height: 12)
    /// A folder icon whose bottom edge is at a fractional row, 160.6.
    let icon = Rect(x: 20, y: 100.6, width: 60, height: 60)

    func make() -> (OpenFolderEffect, LayerTreeHost) {
        let screen = Layer(name: "screen")
        screen.frame = Rect(origin: .zero, size: size)
        let effect = OpenFolderEffect(size: size, screen: screen, snapshot: EffectFixtures.contents(), folderContents: EffectFixtures.contents(),
            folderHeight: folderHeight, arrowContents: EffectFixtures.contents(), arrowSize: arrow)
        return (effect, EffectFixtures.host(holding: effect.container, size: size, at: 1))
    }

    @Test func lowerPartFollowsTheEaseOutCurve() {
        let (effect, host) = make()
        effect.tap(at: icon.center, icon: icon, host: host)
        let start = icon.maxY + arrow.height
        let travel = folderHeight - arrow.height
        #expect(effect.lowerTop(atHostTime: 1) == start)
        // 0.25 s into 0.5 s on easeOut: 0.6846 of the travel.
        #expect(abs(effect.lowerTop(atHostTime: 1.25) - (start + 0.6846 * travel)) < 0.01 * travel / 100 + 0.02)
        #expect(abs(effect.lowerTop(atHostTime: 1.5) - (start + travel)) < 1e-9)
        var finished: OpenFolderEffect.State?
        effect.onFinish = { finished = $0 }
        host.advance(to: 1.6)
        #expect(finished == .open && effect.state == .open)
    }

    @Test func theSplitIsSeamlessAtFractionalRows() {
        // The lower part starts showing the snapshot at the very row it is placed at; the
        // original floored the placement and not the bounds, a one-row seam at 160.6.
        let (effect, host) = make()
        effect.open(under: icon, host: host)
        #expect(effect.lowerTop(atHostTime: 1) == 160.6 + 12)
        #expect(effect.lowerFirstRow == 160.6 + 12)
    }

    @Test func aTapMidAnimationReversesFromWhereItIs() {
        let (effect, host) = make()
        effect.tap(at: icon.center, icon: icon, host: host)
        host.advance(to: 1.2)
        let here = effect.lowerTop(atHostTime: 1.2)
        effect.tap(at: Point(x: 300, y: 20), icon: nil, host: host)
        #expect(effect.state == .closing)
        #expect(abs(effect.lowerTop(atHostTime: 1.2) - here) < 1e-9, "no jump")
        #expect(effect.lowerTop(atHostTime: 1.25) < here + 20)
        var finished: OpenFolderEffect.State?
        effect.onFinish = { finished = $0 }
        host.advance(to: 1.8)
        #expect(finished == .closed)
        #expect(abs(effect.lowerTop(atHostTime: 1.8) - (icon.maxY + arrow.height)) < 1e-9)
    }

    @Test func closingGoesBackToTheFirstIconsSplit() {
        // Tapping another icon to close must not move the split to that icon (the original did).
        let (effect, host) = make()
        effect.tap(at: icon.center, icon: icon, host: host)
        host.advance(to: 2)
        let other = Rect(x: 200, y: 300, width: 60, height: 60)
        effect.tap(at: other.center, icon: other, host: host)
        host.advance(to: 3)
        #expect(effect.state == .closed)
        #expect(effect.lowerTop(atHostTime: 3) == icon.maxY + arrow.height)
    }

    @Test func theArrowPointsAtTheIconWhereverTheEffectIs() {
        let (effect, host) = make()
        // The container is not at the screen's x = 0 (its anchor is its centre).
        host.withoutActions { effect.container.position = Point(x: 160 + 25, y: 240) }
        effect.open(under: icon, host: host)
        #expect(abs(effect.arrowTip(atHostTime: 1).x - (25 + icon.midX)) < 1e-9)
    }

    @Test func aFolderThatWouldRunOffTheBottomPushesTheUpperPartUp() {
        let (effect, host) = make()
        let low = Rect(x: 20, y: 380, width: 60, height: 60)  // split at 440: 440 + 200 > 480
        effect.tap(at: low.center, icon: low, host: host)
        #expect(effect.upperShift == 160)
        host.advance(to: 2)
        #expect(effect.upperTop(atHostTime: 2) == -160)
        // The folder's bottom, and the lower part's top, land exactly on the screen's bottom.
        #expect(effect.lowerTop(atHostTime: 2) == 480)
    }

    @Test func theRaisedUpperPartLeavesTheArrowInSight() {
        // The upper part shows the arrow strip's rows too; painted over the folder, it hid the
        // arrow all the way up.
        let (effect, host) = make()
        let low = Rect(x: 20, y: 380, width: 60, height: 60)
        effect.tap(at: low.center, icon: low, host: host)
        for t in [1.0, 1.1, 1.25, 1.5, 2] {
            host.advance(to: t)
            #expect(Self.layersCoveringTheArrow(effect, atHostTime: t).isEmpty, "at \(t)")
            // The tip stays under the icon as it rises.
            let tip = effect.arrowTip(atHostTime: t)
            #expect(abs(tip.x - low.midX) < 1e-9 && abs(tip.y - (low.maxY + effect.upperTop(atHostTime: t))) < 1e-9)
        }
        #expect(effect.arrowTip(atHostTime: 2) == Point(x: 50, y: 280))
    }

    /// The visible layers painted after the folder whose place on screen overlaps its arrow.
    static func layersCoveringTheArrow(_ effect: OpenFolderEffect, atHostTime t: Double) -> [String] {
        let parts = effect.container.sublayers, (folderLayer, _, arrow) = effect.folderLayers
        guard let folder = parts.firstIndex(where: { $0 === folderLayer }) else { return ["no folder"] }
        let tip = effect.arrowTip(atHostTime: t)
        let rect = Rect(x: tip.x - arrow.bounds.width / 2, y: tip.y, width: arrow.bounds.width, height: arrow.bounds.height)
        return parts[(folder + 1)...].filter { !$0.isHidden && EffectFixtures.overlap(EffectFixtures.presentedFrame($0, atHostTime: t), rect) }
            .map { $0.name ?? "?" }
    }
}
