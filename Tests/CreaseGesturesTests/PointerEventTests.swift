import Foundation
import Testing

@testable import CreaseGestures

struct PointerEventTests {
    @Test func roundTripsThroughJSON() throws {
        let events = [down(1, 2, t: 0), move(3.5, -4, t: 0.25, id: 2), up(5, 6, t: 1), cancel(0, 0, t: 2, id: 7)]
        let data = try JSONEncoder().encode(events)
        let back = try JSONDecoder().decode([PointerEvent].self, from: data)
        #expect(back == events)
    }

    @Test func writesFlatReadableFields() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(move(3, 4, t: 0.5, id: 1)), as: UTF8.self)
        #expect(text == #"{"phase":"moved","pointer":1,"time":0.5,"x":3,"y":4}"#)
    }

    @Test func recognizedIsEnded() {
        // UIKit's six states; `recognized` is another name for the fourth, not a seventh.
        #expect(GestureState.allCases.map(\.rawValue) == ["possible", "began", "changed", "ended", "cancelled", "failed"])
        #expect(GestureState.recognized.rawValue == "ended" && GestureState.recognized.isFinished && !GestureState.recognized.isActive)
        #expect(GestureState.began.isActive && !GestureState.possible.isActive)
        #expect(GestureState.failed.isFinished && !GestureState.changed.isFinished)
    }
}
