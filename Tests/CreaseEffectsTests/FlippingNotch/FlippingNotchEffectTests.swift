import CreaseCore
import CreaseEffects
import CreaseMath
import Testing

/// The flipping notch against docs/effects.md §4.3 and §4.4, in the layer tree.
struct FlippingNotchEffectTests {
    static let phone = Size(width: 375, height: 812)

    /// An effect in a host at time 0, drawing each receipt as a plain picture.
    static func make(size: Size = phone) -> (FlippingNotchEffect, LayerTreeHost) {
        let effect = FlippingNotchEffect(size: size) { _, _ in EffectFixtures.contents() }
        return (effect, EffectFixtures.host(holding: effect.container, size: size))
    }

    /// A finger down at `start`, dragged `distance` points down by `end`, lifted there.
    static func pull(_ effect: FlippingNotchEffect, _ host: LayerTreeHost, by distance: Double, from start: Double, to end: Double,
                     velocity: Double = 0) {
        host.advance(to: start)
        effect.beginDrag(at: start)
        host.advance(to: end)
        effect.drag(by: distance, at: end)
        effect.update(time: end)
        effect.endDrag(velocity: velocity, at: end)
    }

    /// Where a point of cell `index` is on screen at host time `t`, through the list's presentation.
    static func cellTop(_ effect: FlippingNotchEffect, _ index: Int, at t: Double) -> Double {
        let list = effect.listLayer.presentation(atHostTime: t)
        let cell = effect.cellLayers[index].frame
        return list.localToSuperlayer(nil).project(Point(x: cell.minX, y: cell.minY)).y
    }

    static func expectFrame(_ frame: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(frame.minX - x) < 1e-6 && abs(frame.minY - y) < 1e-6 && abs(frame.width - w) < 1e-6 && abs(frame.height - h) < 1e-6,
            "frame \(frame) is not (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    @Test func theNotchFollowsThePullOneToOneAndStopsAt86() {
        let (effect, host) = Self.make()
        host.advance(to: 1)
        effect.beginDrag(at: 1)
        var pulls: [Double] = []
        for (k, finger) in [40.0, 120, 178, 400, 1000].enumerated() {
            let t = 1 + Double(k + 1) * 0.1
            host.advance(to: t)
            effect.drag(by: finger, at: t)
            let pull = effect.pull(at: t)
            pulls.append(pull)
            // The notch's bottom edge is at 26 + pull, the first cell pushed down as far.
            #expect(abs(effect.notchLayer.frame.maxY - (26 + pull)) < 1e-9)
            #expect(abs(Self.cellTop(effect, 0, at: t) - (68 + pull)) < 1e-9)
        }
        // Rubber band d·c·x/(d + c·x), d = 702, c = 0.55: 40 pt of finger shows as 21.33.
        #expect(abs(pulls[0] - 702 * 0.55 * 40 / (702 + 0.55 * 40)) < 1e-9)
        #expect(pulls[1] < 86 && pulls[3] == 86 && pulls[4] == 86)
        // 86 needs 178.2 pt of finger.
        #expect(abs(effect.fingerTravelToClamp - 702 * 86 / (0.55 * (702 - 86))) < 1e-9)
        #expect(pulls[2] < 86 && pulls[2] > 85.9)
    }

    /// A screen under 196 pt has a list no taller than the pull (none at all under 110), too short
    /// for its rubber band ever to show the clamp: the notch follows the finger one to one as far
    /// as the screen lets it (its bottom edge at the screen's: 22 pt down on a 48-pt screen), and a
    /// release there drops the card from the notch where it is; one short of it bounces back.
    @Test(arguments: [Size(width: 375, height: 48), Size(width: 48, height: 48)])
    func onAShortScreenTheNotchFollowsTheFingerOneToOne(size: Size) throws {
        let (effect, host) = Self.make(size: size)
        host.advance(to: 1)
        effect.beginDrag(at: 1)
        for (k, finger) in [5.0, 10, 21, 22, 30, 100].enumerated() {
            let t = 1 + Double(k + 1) * 0.05
            host.advance(to: t)
            effect.drag(by: finger, at: t)
            effect.update(time: t)
            #expect(abs(effect.notchLayer.frame.maxY - (26 + min(finger, 22))) < 1e-9, "\(finger) pt of finger: notch at \(effect.notchLayer.frame.maxY)")
        }
        #expect(effect.fingerTravelToClamp == 22)
        effect.endDrag(velocity: 200, at: 1.3)
        #expect(effect.runStart == 1.3)
        let card = try #require(effect.card.front)
        Self.expectFrame(EffectFixtures.presentedFrame(card, atHostTime: 1.3), effect.notchLayer.frame.minX, 48 - 200, effect.layout.notchWidth, 200)

        let (short, shortHost) = Self.make(size: size)
        Self.pull(short, shortHost, by: 15, from: 1, to: 1.5, velocity: 200)
        #expect(short.runStart == nil && short.card.front == nil && short.pull(at: 1.5) == 15)
        short.update(time: 3)
        #expect(short.pull(at: 3) < 0.01 && abs(short.notchLayer.frame.maxY - 26) < 0.01)
    }

    @Test func aReleaseShortOfTheClampBouncesBackWithNoCard() {
        let (effect, host) = Self.make()
        Self.pull(effect, host, by: 150, from: 1, to: 1.5)
        #expect(effect.runStart == nil && effect.card.front == nil)
        let pulled = effect.pull(at: 1.5)
        #expect(pulled > 70 && pulled < 86)
        // Half a second on it is nearly home; a second on, home, with nothing added.
        effect.update(time: 2)
        #expect(effect.pull(at: 2) < 5 && effect.pull(at: 2) < pulled)
        effect.update(time: 3)
        #expect(effect.pull(at: 3) < 0.01 && abs(effect.notchLayer.frame.maxY - 26) < 0.01)
        #expect(effect.receipts == [.starbucks] && !effect.isMoving(at: 3))
    }

    @Test func theRunHitsItsCheckpoints() throws {
        let (effect, host) = Self.make()
        let release = 1.5
        Self.pull(effect, host, by: 300, from: 1, to: release)
        #expect(effect.runStart == release)
        let card = try #require(effect.card.front), back = try #require(effect.card.back)
        // At the release: the card over the notch, cells where they were (no jump).
        Self.expectFrame(EffectFixtures.presentedFrame(card, atHostTime: release), 83, -88, 209, 200)
        #expect(abs(Self.cellTop(effect, 0, at: release) - (68 + 86)) < 1e-9)
        #expect(abs(effect.notchLayer.frame.maxY - 26) < 1e-9)
        #expect(card.presentation(atHostTime: release).cornerRadius == 20)
        // 0.3 s: dropped to (83, 40, 209, 107.85), radius 10, the first cell's top at 161.5.
        let dropped = release + 0.3
        Self.expectFrame(EffectFixtures.presentedFrame(card, atHostTime: dropped), 83, 40, 209, 177.0 / 343 * 209)
        #expect(abs(card.presentation(atHostTime: dropped).cornerRadius - 10) < 1e-9)
        #expect(abs(Self.cellTop(effect, 0, at: dropped) - 161.5) < 1e-9)
        // The corners run in a straight line: half way through the drop, half way from 20 to 10.
        #expect(abs(card.presentation(atHostTime: release + 0.15).cornerRadius - 15) < 1e-9)
        // 0.9 s: the card on the first cell's place, the old first cell at 255.
        let landed = release + 0.9
        Self.expectFrame(EffectFixtures.presentedFrame(back, atHostTime: landed - 1e-9), 16, 68, 343, 177)
        #expect(abs(Self.cellTop(effect, 0, at: landed - 1e-9) - 255) < 1e-6)
        host.advance(to: landed)
        #expect(effect.runStart == nil && effect.card.front == nil && effect.card.back == nil)
        #expect(effect.receipts.count == 2 && effect.receipts[0] == Receipt.more[0] && effect.receipts[1] == .starbucks)
        #expect(abs(Self.cellTop(effect, 0, at: landed) - 68) < 1e-9 && abs(Self.cellTop(effect, 1, at: landed) - 255) < 1e-9)
    }

    @Test func theFlipIsEdgeOnAt06AndShowsTheBackAfter() throws {
        let (effect, host) = Self.make()
        Self.pull(effect, host, by: 300, from: 1, to: 1.5)
        let card = try #require(effect.card.front), back = try #require(effect.card.back)
        // The new cell's picture is on the back.
        #expect(back.contents != nil && back.cornerRadius == 10 && back.masksToBounds)
        func facing(_ layer: Layer, _ t: Double) -> Double {
            let state = layer.presentation(atHostTime: t)
            let m = state.localToSuperlayer(nil)
            let b = state.bounds
            let o = m.project(Point(x: b.minX, y: b.minY))
            let right = m.project(Point(x: b.maxX, y: b.minY)), down = m.project(Point(x: b.minX, y: b.maxY))
            // Screen y runs down: a face towards the viewer winds with a positive cross product.
            return (right.x - o.x) * (down.y - o.y) - (right.y - o.y) * (down.x - o.x)
        }
        #expect(facing(card, 1.6) > 0 && facing(back, 1.6) < 0)  // the drop: dark side up
        #expect(facing(card, 1.95) > 0 && facing(back, 1.95) < 0)  // flipping, before 90°
        #expect(abs(facing(card, 2.1)) < 1e-6 && abs(facing(back, 2.1)) < 1e-6)  // edge-on at 0.6 s
        #expect(facing(card, 2.25) < 0 && facing(back, 2.25) > 0)  // after 90°: the receipt
        // From the bottom: before edge-on, the bottom edge is nearer the viewer, so wider.
        let state = card.presentation(atHostTime: 1.95), m = state.localToSuperlayer(nil), b = state.bounds
        let top = m.project(Point(x: b.maxX, y: b.minY)).x - m.project(Point(x: b.minX, y: b.minY)).x
        let bottom = m.project(Point(x: b.maxX, y: b.maxY)).x - m.project(Point(x: b.minX, y: b.maxY)).x
        #expect(bottom > top)
    }

    @Test func aSecondPullDuringARunStartsNothing() {
        let (effect, host) = Self.make()
        Self.pull(effect, host, by: 300, from: 1, to: 1.5)
        Self.pull(effect, host, by: 300, from: 1.6, to: 1.9)
        #expect(effect.runStart == 1.5)
        host.advance(to: 2.4)
        #expect(effect.receipts.count == 2 && effect.runStart == nil)
        // After the run, a pull works again and adds one more, at the top.
        Self.pull(effect, host, by: 300, from: 2.5, to: 3)
        host.advance(to: 4)
        #expect(effect.receipts == [Receipt.more[1], Receipt.more[0], .starbucks])
    }

    /// Through the drop, the card stays clear of the first cell at any width. At the drop's end
    /// the gap is the original's on 375 wide, 161.5 − (40 + 177·209/343) = 13.65, and wider on
    /// wider screens; where the card is taller it is the line spacing, 10 (320 wide: the card
    /// ends at 40 + 177·209/288 = 168.45 and the cell starts at 178.45, where half a row would
    /// have put it at 161.5, under the card). Gaps to 0.01.
    @Test(arguments: [(200.0, 10.0), (250, 10), (320, 10), (340, 10), (375, 13.65), (414, 24.66), (768, 59.845), (1280, 59.845)])
    func theDroppedCardClearsTheFirstCellAtAnyWidth(_ width: Double, gapAfterDrop: Double) throws {
        let (effect, host) = Self.make(size: Size(width: width, height: 800))
        let release = 1.5
        Self.pull(effect, host, by: 2000, from: 1, to: release)
        let card = try #require(effect.card.front)
        func gap(at t: Double) -> Double { Self.cellTop(effect, 0, at: t) - EffectFixtures.presentedFrame(card, atHostTime: t).maxY }
        for k in 0...30 {
            let t = release + 0.3 * Double(k) / 30
            #expect(gap(at: t) >= 4 - 1e-9, "\(width) wide, \(k)/30 of the drop: gap \(gap(at: t))")
        }
        #expect(abs(gap(at: release + 0.3) - gapAfterDrop) < 0.01, "\(width) wide: \(gap(at: release + 0.3))")
    }

    @Test func rowsAreSpacedByTheLineSpacing() {
        let layout = FlippingNotchLayout(size: Self.phone)
        #expect(layout.rowPitch == 187 && layout.cellFrame(2).minY == 374 && layout.contentHeight(count: 3) == 177 * 3 + 20)
    }

    @Test(arguments: [Size(width: 1280, height: 800), Size(width: 812, height: 375), Size(width: 1, height: 1), Size(width: 200, height: 48)])
    func anySizeKeepsTheNotchCentredAndTheCardsInside(size: Size) {
        let (effect, host) = Self.make(size: size)
        let layout = effect.layout
        let notch = effect.notchLayer.frame
        #expect(abs(notch.midX - size.width / 2) < 1e-9 && notch.maxY == 26)
        let cell = effect.cellLayers[0].frame
        #expect(cell.minX >= 0 && cell.maxX <= size.width && abs(cell.midX - size.width / 2) < 1e-9)
        #expect(layout.dropFrame.height.isFinite && layout.dropFrame.width <= max(0, size.width))
        // A long pull either runs (tall enough to reach the clamp) or bounces back, never NaN.
        Self.pull(effect, host, by: 2000, from: 1, to: 1.5)
        host.advance(to: 3)
        effect.update(time: 3)
        #expect(effect.pull(at: 3).isFinite && effect.contentOffset(at: 3).isFinite)
        #expect(effect.receipts.count == (effect.fingerTravelToClamp <= 2000 ? 2 : 1))
    }
}
