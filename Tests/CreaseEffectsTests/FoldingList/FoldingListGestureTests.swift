import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene
import Testing

@testable import CreaseEffects

/// docs/effects.md §5.4 through the scene's own recognisers, fed synthetic pointer events: the
/// thresholds on both sides, where a pinch inserts, what it ignores, and rows that follow the
/// fingers (§5.6).
struct FoldingListGestureTests {
    static let phone = Size(width: 320, height: 480)
    static let row = FoldingListEffect.rowHeight

    /// The 20-row list at `size` playing `events` (content at one pixel a point).
    static func scene(_ events: [PointerEvent], size: Size = phone) -> FoldingListScene {
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.script = GestureScript(events: events)
        return FoldingListScene(size: size, setup: setup)
    }

    /// Updates `scene` at each of `frames`, 60 a second, calling `each` after every one.
    static func play(_ scene: FoldingListScene, frames: ClosedRange<Int>, each: (Int) -> Void = { _ in }) {
        for k in frames {
            scene.update(time: Double(k) / 60)
            each(k)
        }
    }

    /// Fingers one row apart about `y` (at the edges of the row there), spreading or closing to
    /// `scale` times that over 0.5 s from 0.1 s, then lifting (at frame 37).
    static func pinch(about y: Double, to scale: Double) -> [PointerEvent] {
        GestureScript.pinch(about: Point(x: 160, y: y), from: Point(x: 0, y: row / 2), to: Point(x: 0, y: row / 2 * scale),
            at: 0.1, duration: 0.5)
    }

    /// A finger pulling down from y = 100 by `distance` over 0.5 s, lifting at frame 37.
    static func pull(_ distance: Double) -> [PointerEvent] {
        GestureScript.drag(from: Point(x: 160, y: 100), by: Point(x: 0, y: distance), at: 0.1, duration: 0.5)
    }

    /// Where `pointer` is at frame `k` by the last of `events` played by then: these scripts step
    /// at 60 Hz from whole frames, so each event is meant for the frame nearest its time.
    static func finger(_ pointer: Int, in events: [PointerEvent], atFrame k: Int) -> Point {
        events.last { $0.pointer == pointer && Int(($0.time * 60).rounded()) <= k }!.location
    }

    /// Row `index`'s heat-map colour in a list of `count`, in 0–255, by docs/effects.md §5.3:
    /// (217, 0, 22)·(n − i)/n + (234, 175, 28)·i/n with n = max(count, 7).
    static func heat(_ index: Int, of count: Int) -> [Double] {
        let n = Double(max(count, 7)), i = Double(index)
        return zip([217.0, 0, 22], [234.0, 175, 28]).map { start, end in (start * (n - i) + end * i) / n }
    }

    /// Whether `color` is `expected` (0–255) to a millionth of a level.
    static func isColor(_ color: Color, _ expected: [Double]) -> Bool {
        zip([color.red, color.green, color.blue], expected).allSatisfy { abs($0 * 255 - $1) < 1e-6 }
    }

    /// Settled: the rows at full height, stacked from the top, the list idle.
    static func expectSettled(_ scene: FoldingListScene, rows: Int) {
        let list = scene.effect
        #expect(list.phase == .idle && list.rowCount == rows && list.slots.allSatisfy { $0 == row })
        #expect(list.offset == 0 && list.contentHeight == Double(rows) * row)
        #expect(list.colors.count == rows && list.colors.indices.allSatisfy { isColor(list.colors[$0], heat($0, of: rows)) })
        #expect(list.styles.first == .foldBack && list.styles.last == .foldUp)
    }

    // MARK: Pull to create

    @Test func aPullUnfoldsANewRowOneToOneAndCommitsAt45() {
        let events = Self.pull(45)
        let scene = Self.scene(events)
        var seen: [(pull: Double, slot: Double)] = []
        Self.play(scene, frames: 0...36) { k in
            guard scene.effect.phase == .pullCreating else { return }
            seen.append((Self.finger(0, in: events, atFrame: k).y - 100, scene.effect.slots[0]))
        }
        #expect(!seen.isEmpty && seen.allSatisfy { abs($0.pull - $0.slot) < 1e-9 })
        #expect(scene.effect.rowCount == 21 && scene.effect.styles[0] == .foldBack)
        Self.play(scene, frames: 37...60)
        Self.expectSettled(scene, rows: 21)
        #expect(scene.effect.texts[0] == ListRowArt.newItems[0])
    }

    @Test func aPullShortOf45FoldsAway() {
        let scene = Self.scene(Self.pull(44.9))
        Self.play(scene, frames: 0...38)
        #expect(scene.effect.phase == .settling && scene.effect.rowCount == 21)
        Self.play(scene, frames: 39...60)
        Self.expectSettled(scene, rows: 20)
        #expect(scene.effect.texts[0] == ListRowArt.startingItems[0])
    }

    @Test func pastAFullRowTheListFollowsTheFingerAndSettlesBack() {
        let scene = Self.scene(Self.pull(100))
        Self.play(scene, frames: 0...36)
        #expect(scene.effect.slots[0] == 60 && scene.effect.offset == -40)
        Self.play(scene, frames: 37...60)
        Self.expectSettled(scene, rows: 21)
    }

    // MARK: Pinch open

    @Test(arguments: [(1.75, 21), (1.74, 20)])
    func aPinchOpenCommitsFromScale175(_ t: (scale: Double, rows: Int)) {
        // Fingers on the edges of row 2 (120…180), midpoint on its centre: the new row goes below.
        let scene = Self.scene(Self.pinch(about: 150, to: t.scale))
        Self.play(scene, frames: 0...36)
        #expect(scene.effect.phase == .pinchCreating && scene.effect.rowCount == 21)
        #expect(abs(scene.effect.slots[3] - 60 * (t.scale - 1)) < 1e-9)
        Self.play(scene, frames: 37...60)
        Self.expectSettled(scene, rows: t.rows)
        #expect(scene.effect.texts[3] == (t.rows == 21 ? ListRowArt.newItems[0] : ListRowArt.startingItems[3]))
    }

    @Test(arguments: [(149.0, 2), (150.0, 3), (170.0, 3), (121.0, 2)])
    func aPinchOpenInsertsAboveOrBelowTheMidpointsRow(_ t: (midpoint: Double, index: Int)) {
        let scene = Self.scene(Self.pinch(about: t.midpoint, to: 2))
        Self.play(scene, frames: 0...20)
        let list = scene.effect
        #expect(list.phase == .pinchCreating)
        #expect(list.texts[t.index] == ListRowArt.newItems[0])
        // Until the end recolours it, it takes the colour of the row it follows.
        #expect(list.colors[t.index] == list.colors[t.index - 1] && Self.isColor(list.colors[t.index], Self.heat(t.index - 1, of: 20)))
        #expect(list.styles[t.index] == .pinch)
    }

    @Test func aPinchThatStartsOffEveryRowIsIgnored() {
        // A screen taller than the 20 rows (1200 pt): fingers below the last row.
        let scene = Self.scene(Self.pinch(about: 1400, to: 3) + Self.pinch(about: 1400, to: 0.2).map {
            PointerEvent($0.phase, pointer: $0.pointer, at: $0.location, time: $0.time + 1)
        }, size: Size(width: 320, height: 1600))
        let before = scene.effect.texts
        Self.play(scene, frames: 0...100) { _ in
            #expect(scene.effect.phase == .idle && scene.effect.rowCount == 20)
        }
        #expect(scene.effect.texts == before && scene.effect.slots.allSatisfy { $0 == 60 })
    }

    // MARK: Pinch shut

    @Test(arguments: [(0.75, 20), (0.74, 19)])
    func aPinchShutDeletesBelowScale075(_ t: (scale: Double, rows: Int)) {
        // Row 4 (240…300) between the fingers.
        let scene = Self.scene(Self.pinch(about: 270, to: t.scale))
        Self.play(scene, frames: 0...36)
        #expect(scene.effect.phase == .pinchClosing && abs(scene.effect.slots[4] - 60 * t.scale) < 1e-9)
        Self.play(scene, frames: 37...60)
        Self.expectSettled(scene, rows: t.rows)
        #expect(scene.effect.texts.contains(ListRowArt.startingItems[4]) == (t.rows == 20))
    }

    /// The window's mouse in the list, as its entry sets it up: wheel notches 0.05 s apart at `y`, then
    /// the fingers lift 0.25 s after the last.
    static func wheel(_ notches: Int, at y: Double) -> [PointerEvent] {
        var mouse = FoldingListScene.entry.mouse
        var events: [PointerEvent] = []
        for i in 0..<abs(notches) {
            events += mouse.map(.scroll(dy: notches > 0 ? 1 : -1, at: Point(x: 160, y: y), time: 0.1 + Double(i) * 0.05))
        }
        return events + mouse.advance(to: 2)
    }

    @Test(arguments: [(6, 21), (5, 20), (-3, 20), (-4, 19)])
    func theWheelPinchesWithFingersARowApart(_ t: (notches: Int, rows: Int)) {
        // Up between rows 2 and 3 (at 150, row 2's centre) or down on row 4 (at 270).
        let events = Self.wheel(t.notches, at: t.notches > 0 ? 150 : 270)
        #expect(events.first.map { $0.location == Point(x: 160, y: t.notches > 0 ? 120 : 240) } == true)
        let scene = Self.scene(events)
        Self.play(scene, frames: 0...200)
        Self.expectSettled(scene, rows: t.rows)
    }

    // MARK: Fingers

    /// A finger lifting mid-pinch ends it there (the original reset its recogniser: cancelled):
    /// the row settles by the threshold and the finger still down moves nothing.
    @Test(arguments: [(2.0, 21), (1.5, 20)])
    func aFingerLiftingMidPinchEndsIt(_ t: (scale: Double, rows: Int)) {
        let spread = GestureScript.pinch(about: Point(x: 160, y: 150), from: Point(x: 0, y: 30), to: Point(x: 0, y: 30 * t.scale),
            at: 0.1, duration: 0.5).filter { $0.phase != .up }
        let lift = PointerEvent(.up, pointer: 1, at: Point(x: 160, y: 150 - 30 * t.scale), time: 0.62)
        let wander = GestureScript.drag(from: Point(x: 160, y: 150 + 30 * t.scale), by: Point(x: 0, y: 120), at: 0.65, duration: 0.5)
            .map { PointerEvent($0.phase, pointer: 2, at: $0.location, time: $0.time) }.dropFirst()
        let scene = Self.scene(spread + [lift] + wander)
        Self.play(scene, frames: 0...37)
        #expect(scene.effect.phase == .pinchCreating)
        Self.play(scene, frames: 38...80) { k in
            if k > 38 { #expect(scene.effect.phase != .pinchCreating && scene.effect.phase != .scrolling) }
        }
        Self.expectSettled(scene, rows: t.rows)
    }

    @Test func rowsFollowTheFingersNotTheScaleUpToThree() {
        // Fingers on row 2's edges (120 and 180) spreading to scale 3: the row above the new one
        // stays under the upper finger, the new row's bottom under the lower one, with no gap.
        let events = GestureScript.pinch(about: Point(x: 160, y: 150), from: Point(x: 0, y: 30), to: Point(x: 0, y: 90), at: 0.1, duration: 0.5)
        let scene = Self.scene(events)
        var checked = 0
        Self.play(scene, frames: 0...36) { k in
            guard scene.effect.phase == .pinchCreating else { return }
            let upper = Self.finger(1, in: events, atFrame: k), lower = Self.finger(2, in: events, atFrame: k)
            let frames = scene.effect.rowFrames
            #expect(abs(frames[2].minY - upper.y) < 1, "frame \(k): \(frames[2].minY)")
            #expect(abs(frames[3].maxY - lower.y) < 1, "frame \(k): \(frames[3].maxY)")
            #expect(zip(frames, frames.dropFirst()).allSatisfy { $0.maxY == $1.minY })
            checked += 1
        }
        #expect(checked > 20 && scene.effect.slots[3] == 120)
    }

    @Test func theFingersKeepAPinchedShutRowsEdges() {
        // Fingers 20 pt inside row 4 (240…300) and off-centre: its edges keep their distance to them.
        let events = GestureScript.pinch(about: Point(x: 160, y: 265), from: Point(x: 0, y: 15), to: Point(x: 0, y: 2), at: 0.1, duration: 0.5)
        let scene = Self.scene(events)
        var checked = 0
        Self.play(scene, frames: 0...36) { k in
            guard scene.effect.phase == .pinchClosing else { return }
            let upper = Self.finger(1, in: events, atFrame: k), lower = Self.finger(2, in: events, atFrame: k)
            let frame = scene.effect.rowFrames[4]
            #expect(abs(frame.minY - (upper.y - 10)) < 1 && abs(frame.maxY - (lower.y + 20)) < 1, "frame \(k): \(frame)")
            checked += 1
        }
        #expect(checked > 20)
    }

    /// The settle moves heights, not transforms: at every frame the rows meet and every pinched
    /// half reaches its slot's edge.
    @Test func everyFrameOfASettleHasRowsMeetingAndHalvesOnTheirSlots() {
        let scene = Self.scene(Self.pinch(about: 150, to: 1.5) + Self.pinch(about: 270, to: 0.85).map {
            PointerEvent($0.phase, pointer: $0.pointer, at: $0.location, time: $0.time + 1)
        })
        var settling = 0
        Self.play(scene, frames: 0...110) { _ in
            let list = scene.effect
            guard list.phase == .settling else { return }
            settling += 1
            let frames = list.rowFrames
            #expect(zip(frames, frames.dropFirst()).allSatisfy { abs($0.maxY - $1.minY) < 1e-9 })
            for (i, row) in list.rows.enumerated() where row.style == .pinch && row.slot > 0 {
                let top = row.top.convert(Point(x: 0, y: 0), to: nil)!, bottom = row.bottom.convert(Point(x: 0, y: 30), to: nil)!
                #expect(abs(top.y - frames[i].minY) < 1e-6 && abs(bottom.y - frames[i].maxY) < 1e-6)
            }
        }
        #expect(settling >= 28)  // two settles of 15 frames
    }

    /// A gesture file may hold any finite place: fingers at ±10³⁰⁸ overflow their differences,
    /// and the list stays finite.
    @Test func fingersAtTheEndsOfTheNumbersLeaveNoNaN() {
        let far = 1.7e308
        let events = [
            PointerEvent(.down, pointer: 1, at: Point(x: 160, y: 120), time: 0.1), PointerEvent(.down, pointer: 2, at: Point(x: 160, y: 180), time: 0.1),
            PointerEvent(.moved, pointer: 1, at: Point(x: 160, y: -far), time: 0.2), PointerEvent(.moved, pointer: 2, at: Point(x: 160, y: far), time: 0.2),
            PointerEvent(.up, pointer: 1, at: Point(x: 160, y: -far), time: 0.3),
            PointerEvent(.down, pointer: 0, at: Point(x: 160, y: -far), time: 1), PointerEvent(.moved, pointer: 0, at: Point(x: 160, y: far), time: 1.1),
        ]
        let scene = Self.scene(events)
        Self.play(scene, frames: 0...80) { _ in
            let list = scene.effect
            #expect(list.offset.isFinite && list.slots.allSatisfy { $0.isFinite && $0 >= 0 })
            #expect(list.rows.allSatisfy { $0.top.transform.m43.isFinite && $0.layer.position.y.isFinite })
        }
    }

    /// A gesture that begins mid-settle takes the rows where they are: a row folding away stops
    /// where it was (no jump), and goes at the next settle.
    @Test func aGestureMidSettleTakesTheRowsWhereTheyAre() {
        let scene = Self.scene(Self.pinch(about: 150, to: 1.5)
            + GestureScript.drag(from: Point(x: 160, y: 400), by: Point(x: 0, y: -40), at: 0.7, duration: 0.2))
        var slots: [Double] = [], phases: [FoldingListEffect.Phase] = []
        Self.play(scene, frames: 0...80) { _ in
            slots.append(scene.effect.rowCount == 21 ? scene.effect.slots[3] : 0)
            phases.append(scene.effect.phase)
        }
        let interrupted = phases.firstIndex(of: .scrolling)!
        #expect(phases[interrupted - 1] == .settling)
        // The settle moved it on to this frame, then the finger took it there: still on its way
        // down from the frame before, not gone.
        #expect(slots[interrupted] < slots[interrupted - 1] && slots[interrupted] > 0, "\(slots[(interrupted - 2)...(interrupted + 1)])")
        // Held while the finger scrolls, then gone once it lifts and the list settles.
        let scrolling = phases.indices.filter { phases[$0] == .scrolling }
        #expect(scrolling.allSatisfy { slots[$0] == slots[interrupted] })
        #expect(scene.effect.phase == .idle && scene.effect.rowCount == 20 && scene.effect.slots.allSatisfy { $0 == 60 })
        #expect(scene.effect.texts == ListRowArt.startingItems)
    }

    @Test func aDragScrollsTheListWithinItsContent() {
        // Up by 1000 over 20 rows (1200 pt) on a 480 pt screen: the list settles at its end.
        let scene = Self.scene(GestureScript.drag(from: Point(x: 160, y: 400), by: Point(x: 0, y: -1000), at: 0.1, duration: 0.5))
        Self.play(scene, frames: 0...36)
        #expect(scene.effect.phase == .scrolling && abs(scene.effect.offset - 1000) < 1e-9)
        Self.play(scene, frames: 37...60)
        #expect(scene.effect.phase == .idle && scene.effect.offset == 720)
        // Rows off screen are not drawn.
        #expect(scene.effect.rows.map(\.layer.isHidden) == (0..<20).map { $0 < 12 })
    }
}
