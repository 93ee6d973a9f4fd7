import CreaseCompositor
import CreaseGestures
import CreaseMath
import CreaseScene
import Testing

@testable import CreaseEffects

/// Every effect's demonstration at 60 frames a second, frame by frame in the draw list (no GL):
/// what moves moves every frame. A scripted event that played a frame late would show as a
/// frame repeating the one before and the next taking a double step.
struct DemonstrationFrameTests {
    static let size = Size(width: 320, height: 480)

    enum Effect: CaseIterable, Sendable {
        case openFolder, panFold, openDoors, flippingNotch, foldingList

        /// The scene with its demonstration, and the demonstration's events.
        func make(reduceMotion: Bool = false) -> (any Scene, [PointerEvent]) {
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.reduceMotion = reduceMotion
            let size = DemonstrationFrameTests.size
            switch self {
            case .openFolder:
                let scene = OpenFolderScene(size: size, setup: setup)
                return (scene, OpenFolderScene.demonstration(size: size, folders: scene.folders).events)
            case .panFold: return (PanFoldScene(size: size, setup: setup), PanFoldScene.demonstration(size: size).events)
            case .openDoors: return (OpenDoorsScene(size: size, setup: setup), [])
            case .flippingNotch:
                let scene = FlippingNotchScene(size: size, setup: setup)
                let effect = scene.effect
                return (scene, FlippingNotchScene.demonstration(layout: effect.layout, fullPull: effect.fingerTravelToClamp).events)
            case .foldingList: return (FoldingListScene(size: size, setup: setup), FoldingListScene.demonstration(size: size).events)
            }
        }
    }

    /// A stretch of frames, and how many still frames may open it before the motion in it.
    struct Stretch {
        var frames: ClosedRange<Int>
        /// Any (nil) after a finger goes down, which waits for the recogniser's threshold, and
        /// from the start, where the doors wait for their delay; one from a lift, whose frame
        /// shows what it starts at 0 %, after which it runs.
        var leadingStills: Int?
    }

    /// The frames that hold still after the picture has started moving in their stretch and
    /// before it moves again: a stall in the middle of a motion.
    static func stalls(_ moved: [Int: Bool], in stretch: Stretch) -> [Int] {
        let frames = Array(stretch.frames)
        guard let lastMove = frames.last(where: { moved[$0]! }) else { return [] }
        let firstMove = frames.first(where: { moved[$0]! })!
        let start = stretch.leadingStills.map { min(firstMove, stretch.frames.lowerBound + $0) } ?? firstMove
        return frames.filter { $0 >= start && $0 < lastMove && !moved[$0]! }
    }

    /// While a finger is down the picture follows it every frame once the gesture shows, until
    /// the effect stops it (the notch's clamp); from a lift (or from the start) what the input
    /// or time sets going runs every frame until it rests.
    @Test(arguments: Effect.allCases)
    func whatMovesMovesEveryFrame(effect: Effect) {
        let (scene, events) = effect.make()
        // Touches begin with the first finger down and end when the last lifts.
        var held = 0
        var boundaries: [(frame: Int, down: Bool)] = []
        for event in events {
            let frame = SceneTime.firstFrame(reaching: event.time, framesPerSecond: 60)
            switch event.phase {
            case .down:
                if held == 0 { boundaries.append((frame, true)) }
                held += 1
            case .up, .cancelled:
                held -= 1
                if held == 0 { boundaries.append((frame, false)) }
            case .moved: break
            }
        }
        let last = (boundaries.last?.frame ?? 0) + 120
        var moved: [Int: Bool] = [:]
        var previous = ""
        for k in 0...max(last, 300) {
            scene.update(time: Double(k) / 60)
            let dump = Compositor().drawList(for: scene.root, viewport: Self.size, time: Double(k) / 60).dump
            moved[k] = k > 0 && dump != previous
            previous = dump
        }
        let ends = [(frame: 0, down: true)] + boundaries
        let stretches = zip(ends, boundaries.map(\.frame) + [max(last, 300) + 1]).compactMap { start, end -> Stretch? in
            let from = start.frame + (start.down ? 1 : 0)
            return from < end ? Stretch(frames: from...(end - 1), leadingStills: start.down ? nil : 1) : nil
        }
        let stalled = stretches.flatMap { Self.stalls(moved, in: $0) }
        #expect(stalled.isEmpty, "\(effect): frames \(stalled) repeat the one before mid-motion")
        // The demonstration moves at all: the check above saw motion.
        #expect(moved.values.contains(true))
    }
}
