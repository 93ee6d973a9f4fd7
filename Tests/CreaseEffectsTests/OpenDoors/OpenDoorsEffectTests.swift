import CreaseCore
import CreaseMath
import Testing

@testable import CreaseEffects

/// docs/effects.md §3.5's checkpoints on the iPad sizes, and the fixed mishandled cases.
struct OpenDoorsEffectTests {
    let portrait = Size(width: 768, height: 1004)
    let landscape = Size(width: 1024, height: 748)

    func make(_ size: Size) -> (OpenDoorsEffect, [Bool]) {
        var asked: [Bool] = []
        let effect = OpenDoorsEffect(size: size) { s in
            asked.append(s.height >= s.width)
            return .init(background: EffectFixtures.contents(), left: EffectFixtures.contents(), right: EffectFixtures.contents())
        }
        return (effect, asked)
    }

    @Test func portraitTimeline() {
        let (doors, _) = make(portrait)
        var finished: [OpenDoorsEffect.State] = []
        doors.onFinish = { finished.append($0) }
        defer { #expect(finished == [.open]) }
        for t in [0.0, 2, 3.49] {
            doors.update(time: t)
            #expect(doors.leftDoorX == 0 && doors.rightDoorX == 384 && doors.state == .closed)
        }
        doors.update(time: 4.1)  // half way through 1.2 s of ease-in-ease-out
        #expect(abs(doors.leftDoorX + 502) < 1e-9 && abs(doors.rightDoorX - 886) < 1e-9)
        doors.update(time: 4.7)
        #expect(doors.leftDoorX == -1004 && doors.rightDoorX == 1388 && doors.state == .open)
    }

    @Test func landscapeDoorsAreOffScreenAtPointSixSeconds() {
        let (doors, _) = make(landscape)
        doors.update(time: 3.5 + 0.6)
        #expect(abs(doors.leftDoorX + 512) < 1e-9)  // 512 wide: just off the left edge
        #expect(abs(doors.rightDoorX - 1024) < 1e-9)
    }

    @Test func turningTheWindowSwapsTheArtWithoutAJump() {
        var portraitArt: [Bool] = []
        let doors = OpenDoorsEffect(size: portrait) { s in
            portraitArt.append(s.height >= s.width)
            return .init(background: EffectFixtures.contents(), left: EffectFixtures.contents(), right: EffectFixtures.contents())
        }
        // 0.3 s into the 1.2 s opening: easeInEaseOut at a quarter, 0.129162 (solved by bisection).
        doors.update(time: 3.8)
        #expect(abs(doors.progress(at: 3.8) - 0.129162) < 1e-6)
        #expect(abs(doors.leftDoorX + 0.129162 * 1004) < 0.001)
        doors.resize(to: landscape, time: 3.8)
        #expect(abs(doors.progress(at: 3.8) - 0.129162) < 1e-6)
        #expect(abs(doors.leftDoorX + 0.129162 * 1024) < 0.001)
        #expect(portraitArt == [true, false] && !doors.isShowingPortraitArt)
        // And back before the opening ends: the portrait art again (the original kept landscape doors).
        doors.resize(to: portrait, time: 4.0)
        #expect(portraitArt == [true, false, true])
    }

    @Test func showingTheDoorsAgainWorksEveryTime() {
        // The original pushed the right door a further max(w, h) on each appearance.
        let (doors, _) = make(portrait)
        for round in 0..<3 {
            let t0 = 10.0 * Double(round)
            doors.show(at: t0)
            #expect(doors.leftDoorX == 0 && doors.rightDoorX == 384)
            doors.update(time: t0 + 5)
            #expect(doors.rightDoorX == 1388 && doors.leftDoorX == -1004)
        }
    }

    @Test func reverseRunsBackFromWhereTheDoorsAre() {
        let (doors, _) = make(portrait)
        doors.update(time: 4.1)
        let here = doors.leftDoorX
        doors.reverse(at: 4.1)
        #expect(doors.leftDoorX == here)
        doors.update(time: 4.2)
        #expect(doors.leftDoorX > here)  // moving back in
        doors.update(time: 6)
        #expect(doors.leftDoorX == 0 && doors.state == .closed)
    }
}
