import CreaseCompositor
import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene
import Testing

@testable import CreaseEffects

/// Every transition that takes reduced motion, its demonstration stepped at 60 frames a second
/// beside the full transition (no GL): no layer turns, folds or moves (but as content scrolls),
/// opacities change over the frames the full transition's picture changes, and at rest both show
/// the same layers in the same places (docs/effects.md §6).
struct ReducedMotionTests {
    typealias Effect = DemonstrationFrameTests.Effect
    static let size = DemonstrationFrameTests.size
    /// Each transition, and how many times its demonstration runs it by itself once a finger
    /// has lifted: the folder's opening and closing, the pan fold's spring back, the doors'
    /// opening, the notch's two runs (its short pull's bounce is a scroll, not a transition), the
    /// list's settle of the row a pinch shuts (the rows a pull and a pinch make open all the way,
    /// and so fade all the way, under the fingers).
    static let effects: [(Effect, Int)] = [(.openFolder, 2), (.panFold, 1), (.openDoors, 1), (.flippingNotch, 2), (.foldingList, 1)]

    /// A layer as presented at one frame.
    struct Presented {
        let layer: Layer
        let state: LayerState
        /// Its opacity times its superlayers'; 0 in a hidden subtree.
        let opacity: Double
    }

    /// Every layer of the tree under `layer` at host time `t`, hidden ones too.
    static func presented(_ layer: Layer, at t: Double, opacity: Double = 1) -> [Presented] {
        let state = layer.presentation(atHostTime: t)
        let shown = layer.isHidden ? 0 : opacity * state.opacity
        return [Presented(layer: layer, state: state, opacity: shown)] + layer.sublayers.flatMap { presented($0, at: t, opacity: shown) }
    }

    /// What shows at rest: each layer that draws something with some opacity, by name and its
    /// rectangle on screen (to a hundredth of a point) where that meets the viewport.
    static func shown(in root: Layer, at t: Double) -> [String] {
        presented(root, at: t).compactMap { p -> String? in
            guard p.opacity > 0, p.layer.contents != nil || p.state.backgroundColor.alpha > 0 else { return nil }
            let b = p.state.bounds
            let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.maxY)].compactMap { p.layer.convert($0, to: nil) }
            guard corners.count == 2 else { return nil }
            let rect = Rect(x: corners[0].x, y: corners[0].y, width: corners[1].x - corners[0].x, height: corners[1].y - corners[0].y)
            guard EffectFixtures.overlap(rect, Rect(origin: .zero, size: size)) else { return nil }
            let r = [rect.minX, rect.minY, rect.width, rect.height].map { String(format: "%.2f", $0) }
            return "\(p.layer.name ?? "?") \(r.joined(separator: " "))"
        }.sorted()
    }

    /// Whether `m` only projects (the identity but for m34, a perspective): it turns and moves
    /// nothing flat (the folding list's rows keep theirs, which enlarges their line at z = 1).
    static func projectsOnly(_ m: Transform3D) -> Bool {
        var flat = m
        flat.m34 = 0
        return flat == .identity
    }

    /// The frames at which a finger is down, from the events' times.
    static func fingerFrames(_ events: [PointerEvent]) -> Set<Int> {
        var held = 0, since = 0
        var frames = Set<Int>()
        for event in events {
            let frame = SceneTime.firstFrame(reaching: event.time, framesPerSecond: 60)
            switch event.phase {
            case .down:
                if held == 0 { since = frame }
                held += 1
            case .up, .cancelled:
                held -= 1
                if held == 0 { frames.formUnion(since...frame) }
            case .moved: break
            }
        }
        return frames
    }

    /// Runs of consecutive frames, as (first, last).
    static func runs(_ frames: Set<Int>) -> [ClosedRange<Int>] {
        frames.sorted().reduce(into: []) { runs, k in
            if let last = runs.last, last.upperBound == k - 1 { runs[runs.count - 1] = last.lowerBound...k } else { runs.append(k...k) }
        }
    }

    @Test(arguments: effects)
    func reducedMotionOnlyFades(effect: Effect, transitions: Int) {
        let (full, events) = effect.make()
        let (reduced, _) = effect.make(reduceMotion: true)
        let fingers = Self.fingerFrames(events)
        let last = (events.last.map { SceneTime.firstFrame(reaching: $0.time, framesPerSecond: 60) } ?? 0) + 120
        var fullChanges = Set<Int>(), fades = Set<Int>(), moves: [String] = [], turns: [String] = [], differences: [String] = []
        // The last frame's layers are kept: a layer freed since could lend its identifier to a new one.
        var previous: (full: String, reduced: String, layers: [Presented], positions: [ObjectIdentifier: Point], opacities: [ObjectIdentifier: Double])?
        for k in 0...max(last, 300) {
            let t = Double(k) / 60
            full.update(time: t)
            reduced.update(time: t)
            let layers = Self.presented(reduced.root, at: t)
            for p in layers where p.state.transform != .identity || !Self.projectsOnly(p.state.sublayerTransform)
                || (p.layer.fold != nil && p.state.foldAmount != 0) {
                turns.append("frame \(k): \(p.layer.name ?? "?")")
            }
            let positions = Dictionary(layers.map { (ObjectIdentifier($0.layer), $0.state.position) }, uniquingKeysWith: { a, _ in a })
            let opacities = Dictionary(layers.map { (ObjectIdentifier($0.layer), $0.opacity) }, uniquingKeysWith: { a, _ in a })
            let dumps = (full: Compositor().drawList(for: full.root, viewport: Self.size, time: t).dump,
                         reduced: Compositor().drawList(for: reduced.root, viewport: Self.size, time: t).dump)
            if let previous {
                var steps: [(name: String, step: Point)] = []
                for p in layers {
                    let id = ObjectIdentifier(p.layer)
                    guard let before = previous.opacities[id], let was = previous.positions[id] else { continue }
                    // A fade passes through partial opacities; a layer taking over from an
                    // identical one as a fade ends goes from none to whole at once.
                    if abs(before - p.opacity) > 1e-9, [before, p.opacity].contains(where: { $0 > 0 && $0 < 1 }) { fades.insert(k) }
                    // A layer may appear somewhere, unseen (or all but faded out) on one side
                    // of the frame, as a fade hands over to it; it may not travel there.
                    if min(before, p.opacity) > 0.01, was != p.state.position {
                        steps.append((p.layer.name ?? "?", Point(x: p.state.position.x - was.x, y: p.state.position.y - was.y)))
                    }
                }
                // A fade's last step may take its layer away, still translucent.
                let left = previous.layers.filter { opacities[ObjectIdentifier($0.layer)] == nil }
                if left.contains(where: { $0.opacity > 0 && $0.opacity < 1 }) { fades.insert(k) }
                // Scrolling moves the content, every layer of it by one step up or down (the
                // list's rows, and its copy's): the content's own motion, which stays.
                let scrolls = steps.count > 1 && steps.allSatisfy { $0.step.x == 0 && abs($0.step.y - steps[0].step.y) < 1e-9 }
                if !scrolls { moves += steps.map { "frame \(k): \($0.name)" } }
                if dumps.full != previous.full { fullChanges.insert(k) }
                // Still, with no finger down, both show the same.
                if dumps.full == previous.full, dumps.reduced == previous.reduced, !fingers.contains(k) {
                    let a = Self.shown(in: full.root, at: t), b = Self.shown(in: reduced.root, at: t)
                    if a != b { differences.append("frame \(k): full \(a), reduced \(b)") }
                }
            }
            previous = (dumps.full, dumps.reduced, layers, positions, opacities)
        }
        #expect(turns.isEmpty, "\(effect): turned or folded at \(turns.prefix(5))")
        #expect(moves.isEmpty, "\(effect): moved at \(moves.prefix(5))")
        #expect(differences.isEmpty, "\(effect): at rest \(differences.first?.prefix(500) ?? "")")
        // Where the full transition runs by itself, once a finger has lifted, each of its runs
        // (but a scroll's) fades from its first frame to its last; under a finger the fades follow
        // it, on frames the full transition changes too.
        let runs = Self.runs(fullChanges.subtracting(fingers)), fadeRuns = Self.runs(fades.subtracting(fingers))
        #expect(fadeRuns.count == transitions && fadeRuns.allSatisfy(runs.contains), "\(effect): fades \(fadeRuns), the full transition \(runs)")
        #expect(fades.intersection(fingers).isSubset(of: fullChanges))
    }

    /// Under reduced motion a pull past the new row's height still scrolls the list with the
    /// finger, as without it (docs/effects.md §5.4, §6): 100 pt of finger shows the rows 40 pt
    /// lower than 60 pt does, the rows as the pull found them and the copy over them alike; let go,
    /// the list settles back to its top, the new row first.
    @Test func aPullPastARowScrollsTheListWithTheFinger() throws {
        let effect = FoldingListEffect(size: Self.size, items: (0..<12).map { "Row \($0)" }, newItems: ["New"], contentScale: 1,
            reduceMotion: true)
        func tops() throws -> (found: Double, copy: Double) {
            let copy = try #require(effect.container.sublayers.first { $0.name == "list-after" }?.sublayers.first)
            return (effect.rows[1].layer.frame.minY, copy.frame.minY)
        }
        effect.panBegan(translation: Point(x: 0, y: 10))
        effect.panChanged(translation: Point(x: 0, y: 60))
        let full = try tops()
        #expect(full.found == 0 && full.copy == 0)
        effect.panChanged(translation: Point(x: 0, y: 100))
        let past = try tops()
        #expect(effect.offset == -40 && past.found == 40 && past.copy == 40)
        effect.panEnded()
        effect.update(time: 1)
        #expect(effect.crossfade == nil && effect.offset == 0)
        #expect(effect.rows.map(\.layer.frame.minY).prefix(2) == [0, 60] && effect.texts.first == "New")
    }

    /// A pinch that begins while the list fades a shut row away ends that fade where it was going
    /// (the row gone, with nothing folded to go on from), then fades in its own new row.
    @Test func aPinchMidFadeEndsTheFadeFirst() {
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.reduceMotion = true
        let row = FoldingListEffect.rowHeight
        // Row 3 ("Buy oat milk", 180 to 240) shut to a fifth and let go at frame 37, then fingers
        // spreading about y = 330 from 0.7 s, before the 0.25 s settle is over.
        setup.script = GestureScript(events:
            GestureScript.pinch(about: Point(x: 160, y: 210), from: Point(x: 0, y: row / 2), to: Point(x: 0, y: row / 10), at: 0.1, duration: 0.5)
            + GestureScript.pinch(about: Point(x: 160, y: 330), from: Point(x: 0, y: row / 2), to: Point(x: 0, y: row), at: 0.7, duration: 0.4))
        let scene = FoldingListScene(size: Self.size, setup: setup)
        var phases: [FoldingListEffect.Phase] = [], counts: [Int] = []
        for k in 0...120 {
            scene.update(time: Double(k) / 60)
            phases.append(scene.effect.phase)
            counts.append(scene.effect.rowCount)
        }
        let second = phases.firstIndex(of: .pinchCreating)!
        #expect(phases[second - 1] == .settling)
        // The shut row left as the new one came: 20 rows, less one, plus one.
        #expect(counts[second - 1] == 20 && counts[second] == 20)
        #expect(scene.effect.phase == .idle && scene.effect.rowCount == 20 && scene.effect.slots.allSatisfy { $0 == row })
        #expect(!scene.effect.texts.contains("Buy oat milk") && scene.effect.texts.contains(ListRowArt.newItems[0]))
        #expect(Self.presented(scene.root, at: 2).allSatisfy { $0.state.transform == .identity })
    }
}
