import CreaseDraw
import CreaseImage
import CreaseTestSupport
import Foundation
import Testing

/// The demo in a real window. The test command runs the suite under xvfb-run; without a display
/// these are skipped (the no-display error has its own test).
@Suite(.serialized, .needsDisplay)
struct WindowTests {
    @Test func demoWindowOpensDrawsAndExitsCleanly() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("window.png").path
        let result = try CreaseProcess.run(["demo", "--scene", "demo", "--size", "480x360", "--frames", "20", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "GL or GLFW complained: \(result.stderr)")
        let image = try PNGFile.read(path: path)
        // (A window big enough that the hint line stays below the probes.) The framebuffer may be
        // larger on HiDPI; the picture is the demo's dark background with
        // the orange card on its left.
        let background = image.pixel(x: 2, y: 2)
        #expect(background.r == 28 && background.g == 28 && background.b == 46)
        let card = image.pixel(x: image.width / 10, y: image.height * 8 / 10)
        #expect(card.r > 200 && card.b < 150, "card pixel \(card)")
    }
}

/// `--stats`: how smoothly the window showed its frames while the scene moved, and how little it
/// drew, printed and written as JSON.
@Suite(.serialized, .needsDisplay)
struct FrameIntervalWindowTests {
    static func stats(_ arguments: [String]) throws -> (stdout: String, json: [String: Any]) {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("stats.json").path
        let empty = folder.appendingPathComponent("none.json")
        try Data("{\"events\": []}".utf8).write(to: empty)
        let result = try CreaseProcess.run(["demo"] + arguments.map { $0 == "NONE" ? empty.path : $0 } + ["--stats", "--json", path])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return (result.stdout, json ?? [:])
    }

    /// The pan fold's demonstration: a drag from 0.3 s to 1.05 s, then the spring back; before
    /// and after, it rests.
    @Test func statsReportTheMotionsIntervalsAndWhatWasDrawn() throws {
        let (stdout, json) = try Self.stats(["pan-fold", "--size", "320x240", "--frames", "150"])
        #expect(stdout.contains("pan-fold: ") && stdout.contains("of vsync intervals missed") && stdout.contains("frames drawn"), "\(stdout)")
        let intervals = json["intervals_ms"] as? [Double] ?? []
        // The drag and the spring back, every interval inside them: at 60 Hz some 36 to 78 of
        // them, fewer where a loaded machine drops frames, but together they span the motion.
        let moving = intervals.reduce(0, +)
        #expect(intervals.count >= 10 && intervals.allSatisfy { $0 > 0 } && moving >= 400 && moving <= 2500, "\(intervals.count), \(moving) ms")
        let p50 = json["p50_ms"] as? Double ?? 0, p99 = json["p99_ms"] as? Double ?? 0, stall = json["longest_stall_ms"] as? Double ?? 0
        #expect(p50 > 0 && p50 <= p99 && p99 <= stall && stall == intervals.max())
        // Dropped: each interval counts the refreshes it spanned beyond one (at least one each).
        let spans = intervals.map { max(1, Int(($0 / (1000 / 60.0)).rounded())) }
        #expect(json["dropped_frames"] as? Int == spans.reduce(0) { $0 + $1 - 1 })
        let percent = json["dropped_percent"] as? Double ?? -1
        #expect(abs(percent - Double(spans.reduce(0) { $0 + $1 - 1 }) / Double(spans.reduce(0, +)) * 100) < 1e-9)
        #expect(abs((json["vsync_ms"] as? Double ?? 0) - 1000 / 60.0) < 1e-9)
        // Every refresh got a new frame or none; at rest before the drag and after the spring, none.
        let refreshes = json["refreshes"] as? Int ?? 0, drawn = json["frames_drawn"] as? Int ?? 0
        #expect(refreshes >= 150 && refreshes <= 152 && drawn + (json["refreshes_without_new_frame"] as? Int ?? -1) == refreshes)
        #expect((json["frames_whole"] as? Int ?? 0) + (json["frames_in_part"] as? Int ?? 0) == drawn)
        #expect(drawn > intervals.count && drawn < 120, "\(drawn) frames drawn in \(refreshes) refreshes")
        let share = json["mean_share_drawn"] as? Double ?? 0
        #expect(share > 0 && share <= 1)
    }

    /// A scene at rest is drawn once and the window sleeps: a still check scene, and each
    /// transition given no input (an empty gesture file instead of its demonstration).
    @Test(arguments: [["--scene", "rounded-corners"], ["--effect", "open-folder", "--gesture", "NONE"], ["--effect", "pan-fold", "--gesture", "NONE"],
                      ["--effect", "folding-list", "--gesture", "NONE"], ["--effect", "flipping-notch", "--gesture", "NONE"]])
    func aSceneAtRestIsDrawnOnce(_ scene: [String]) throws {
        let (_, json) = try Self.stats(scene + ["--size", "320x240", "--frames", "90"])
        let refreshes = json["refreshes"] as? Int ?? 0
        #expect(json["frames_drawn"] as? Int == 1 && refreshes >= 90 && refreshes <= 92, "\(scene[1]): \(json)")
        #expect((json["intervals_ms"] as? [Double])?.isEmpty == true)
    }
}

/// A display whose OpenGL is older than 3.3: one line that says what Crease needs, where
/// desktop GL is asked for; else the window's context is OpenGL ES.
@Suite(.serialized, .needsDisplay)
struct OldOpenGLWindowTests {
    @Test func aWindowWithoutOpenGL33SaysSoInOneLine() throws {
        let result = try CreaseProcess.run(["demo", "--frames", "3", "--gl", "desktop"], environment: ["MESA_GL_VERSION_OVERRIDE": "3.0"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot give an OpenGL 3.3 core context") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }

    @Test func aWindowWithoutOpenGL33OpensOnOpenGLES() throws {
        let result = try CreaseProcess.run(["demo", "--frames", "3"], environment: ["MESA_GL_VERSION_OVERRIDE": "3.0", "CREASE_GL": nil])
        #expect(result.status == 0, "\(result.stderr)")
    }
}

/// Each transition in a real window, driven by a replayed gesture file (as recorded with
/// --record), checked for what the gesture did: the screenshot at the end shows its result. On
/// either API: the window's context desktop OpenGL or OpenGL ES (through EGL).
@Suite(.serialized, .needsDisplay)
struct EffectWindowTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let effect: String
        let events: String
        let extra: [String]
        /// Probes in window points (360x400) and what each must show.
        let probes: [(x: Int, y: Int, check: @Sendable (Int, Int, Int) -> Bool)]
        var testDescription: String { effect }
    }

    static let cases = [
        // A tap on the Utilities folder: after it, the folder's dark grey body lies under the
        // icon row where the blue-purple home screen was.
        Case(effect: "open-folder", events: """
            {"phase": "down", "pointer": 0, "x": 300, "y": 105, "time": 0.1},
            {"phase": "up", "pointer": 0, "x": 300, "y": 105, "time": 0.15}
            """, extra: [],
            probes: [(20, 190, { r, g, b in abs(r - g) < 12 && abs(g - b) < 12 && r < 110 }),
                     (180, 200, { r, g, b in abs(r - g) < 12 && abs(g - b) < 12 && r < 110 })]),
        // A drag held at 120 pt: the halves stand at 20°, the black background shows at the crease.
        Case(effect: "pan-fold", events: """
            {"phase": "down", "pointer": 0, "x": 100, "y": 200, "time": 0.1},
            {"phase": "moved", "pointer": 0, "x": 160, "y": 200, "time": 0.2},
            {"phase": "moved", "pointer": 0, "x": 220, "y": 200, "time": 0.3}
            """, extra: [],
            probes: [(180, 200, { r, g, b in r + g + b < 30 }), (180, 300, { r, g, b in r + g + b < 30 })]),
        // Two fingers in the file, one above the other on the third row's edges (120, 180), held
        // 30 pt further apart: a row unfolds below it, pinched at 30 pt; the background shows
        // beside its crease only.
        Case(effect: "folding-list", events: """
            {"phase": "down", "pointer": 1, "x": 180, "y": 120, "time": 0.1},
            {"phase": "down", "pointer": 2, "x": 180, "y": 180, "time": 0.1},
            {"phase": "moved", "pointer": 1, "x": 180, "y": 110, "time": 0.2},
            {"phase": "moved", "pointer": 2, "x": 180, "y": 190, "time": 0.2},
            {"phase": "moved", "pointer": 1, "x": 180, "y": 105, "time": 0.3},
            {"phase": "moved", "pointer": 2, "x": 180, "y": 195, "time": 0.3}
            """, extra: [],
            probes: [(3, 180, { r, g, b in r + g + b < 30 }), (180, 180, { r, g, b in r > 150 }), (3, 150, { r, g, b in r > 150 }),
                     (3, 210, { r, g, b in r > 150 })]),
        // No input; the doors open after 0.2 s: the warm app behind shows where grey doors were.
        Case(effect: "open-doors", events: "", extra: ["--delay", "0.2"],
            probes: [(180, 20, { r, g, b in r > 200 && b < 150 }), (300, 60, { r, g, b in r > 200 && b < 130 })]),
        // A 260 pt pull down (the clamp needs 222 here) let go at 0.55 s: by the end a new blue
        // receipt is the first cell and the green one has moved a row down.
        Case(effect: "flipping-notch", events: """
            {"phase": "down", "pointer": 0, "x": 180, "y": 110, "time": 0.1},
            {"phase": "moved", "pointer": 0, "x": 180, "y": 200, "time": 0.25},
            {"phase": "moved", "pointer": 0, "x": 180, "y": 300, "time": 0.4},
            {"phase": "moved", "pointer": 0, "x": 180, "y": 370, "time": 0.5},
            {"phase": "up", "pointer": 0, "x": 180, "y": 370, "time": 0.55}
            """, extra: [],
            probes: [(47, 148, { r, g, b in b > r + 60 && b > g + 40 }), (47, 335, { r, g, b in g > r + 60 && g > b + 20 })]),
    ]

    @Test(arguments: cases, ["desktop", "es"])
    func effectRunsInAWindowFromAGestureFile(_ c: Case, _ api: String) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gesture = folder.appendingPathComponent("gesture.json")
        try Data("{\"events\": [\(c.events)]}".utf8).write(to: gesture)
        let shot = folder.appendingPathComponent("shot.png").path
        let recording = folder.appendingPathComponent("recorded.json").path
        let input = c.events.isEmpty ? [] : ["--gesture", gesture.path]
        // 150 frames paced at 60 Hz: 2.5 s, well past each effect's end.
        let result = try CreaseProcess.run(["demo", "--effect", c.effect, "--size", "360x400", "--frames", "150", "--gl", api,
            "--out", shot, "--record", recording] + input + c.extra)
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(path: shot)
        let scale = Double(image.width) / 360
        for probe in c.probes {
            let p = image.pixel(x: Int(Double(probe.x) * scale), y: Int(Double(probe.y) * scale))
            #expect(probe.check(Int(p.r), Int(p.g), Int(p.b)), "\(c.effect) at (\(probe.x), \(probe.y)): \(p)")
        }
        // No one touched the window, so the recording is an empty but valid script.
        let recorded = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recording))) as? [String: Any]
        #expect((recorded?["events"] as? [Any])?.isEmpty == true)
    }
}

/// The list pinched by a real mouse (xdotool's synthetic X events): a right drag down about a
/// row boundary puts two fingers one above the other that part, and a row unfolds between them.
/// It runs on a display of its own (xvfb-run), since X sends pointer events to whichever window
/// is on top and other tests' windows would take them.
@Suite(.enabled(if: ["xvfb-run", "Xvfb", "xdotool"].allSatisfy { programOnPath($0) != nil }, "needs xvfb-run, Xvfb and xdotool"))
struct MousePinchWindowTests {
    @Test func aRightDragDownOpensARowBetweenTwoVerticalFingers() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let quiet = folder.appendingPathComponent("none.json")
        try Data("{\"events\": []}".utf8).write(to: quiet)
        let shot = folder.appendingPathComponent("shot.png").path, recording = folder.appendingPathComponent("recorded.json").path
        // The window, then the mouse on it: pressed at (180, 150), the middle of the third row,
        // dragged 15 pt down and held to the end.
        let script = """
            "$0" demo --effect folding-list --size 360x400 --frames 240 --gesture "$1" --out "$2" --record "$3" &
            demo=$!
            # Bounded: a demo that fails to open its window must fail the test, not hang it.
            w=$(timeout 30 xdotool search --sync --pid $demo | head -n 1); sleep 0.5
            xdotool mousemove --window "$w" 180 150 mousedown 3
            for y in 153 156 159 162 165; do sleep 0.05; xdotool mousemove --window "$w" 180 $y; done
            wait $demo
            """
        let result = try CreaseProcess.run(command: "/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 640x480x24", "/bin/sh", "-c", script,
            CreaseProcess.binary.path, quiet.path, shot, recording])
        #expect(result.status == 0, "\(result.stderr)")
        let fingers = try Self.recordedFingers(recording)
        #expect(!fingers.isEmpty && fingers.allSatisfy { abs($0.x - 180) < 1e-9 }, "\(fingers.prefix(4))")
        #expect(fingers.first.map { abs($0.y - 120) < 1 } == true)  // half a row above the press
        // The new row, pinched to 30 pt at 165…195, with black beside its crease at 180.
        let image = try PNGFile.read(path: shot)
        let scale = Double(image.width) / 360
        func red(_ x: Double, _ y: Double) -> Int { Int(image.pixel(x: Int(x * scale), y: Int(y * scale)).r) }
        func sum(_ x: Double, _ y: Double) -> Int {
            let p = image.pixel(x: Int(x * scale), y: Int(y * scale))
            return Int(p.r) + Int(p.g) + Int(p.b)
        }
        #expect(sum(3, 180) < 30 && red(180, 180) > 150 && red(3, 150) > 150,
            "\(sum(3, 180)), \(red(180, 180)), \(red(3, 150)); last fingers \(fingers.suffix(2))")
    }

    /// The two-finger events of a recording (pointers other than the left button's 0).
    static func recordedFingers(_ path: String) throws -> [(x: Double, y: Double)] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        return (json?["events"] as? [[String: Any]] ?? []).filter { $0["pointer"] as? Int != 0 }.map {
            ($0["x"] as? Double ?? .nan, $0["y"] as? Double ?? .nan)
        }
    }
}

/// Input lands at once after a rest: a real mouse (xdotool) on a window that has drawn nothing
/// for over two seconds, the transition given no demonstration. The frame composed for the
/// event is the next one, a refresh or so after it, and the change shows from it on; the
/// screenshot at the end shows what the input did. On a display of its own, as the pinch above.
@Suite(.enabled(if: ["xvfb-run", "Xvfb", "xdotool"].allSatisfy { programOnPath($0) != nil }, "needs xvfb-run, Xvfb and xdotool"))
struct InputAfterRestWindowTests {
    /// The frames `demo --stats --json` lists, and the screenshot, after `moves` (xdotool
    /// commands on the window) made 3 s after it appeared: the first frame comes a moment after
    /// the window (its shaders compiled first, for long where no shader cache is warm yet), and
    /// two seconds of rest must follow it.
    static func run(_ effect: String, _ moves: String) throws -> (frames: [[String: Any]], shot: Bitmap) {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let none = folder.appendingPathComponent("none.json")
        try Data("{\"events\": []}".utf8).write(to: none)
        let shot = folder.appendingPathComponent("shot.png").path, stats = folder.appendingPathComponent("stats.json").path
        let script = """
            "$0" demo --effect \(effect) --size 360x400 --frames 270 --gesture "$1" --out "$2" --stats --json "$3" >/dev/null &
            demo=$!
            w=$(timeout 30 xdotool search --sync --pid $demo | head -n 1); sleep 3
            \(moves)
            wait $demo
            """
        let result = try CreaseProcess.run(command: "/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 640x480x24", "/bin/sh", "-c", script,
            CreaseProcess.binary.path, none.path, shot, stats])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any]
        return (json?["frames"] as? [[String: Any]] ?? [], try PNGFile.read(path: shot))
    }

    /// The first frame, then none until the input 2 s later; the frame composed for the input
    /// and those after it come a refresh apart, and the change shows at once.
    static func expectWokenAtOnce(_ frames: [[String: Any]], _ label: String) {
        let times = frames.map { $0["time"] as? Double ?? -1 }, drawn = frames.map { $0["drawn"] as? String ?? "?" }
        let input = frames.map { $0["input"] as? Bool ?? false }
        #expect(frames.count >= 3 && times[0] == 0 && drawn[0] == "whole", "\(label): \(frames.prefix(3))")
        guard frames.count >= 3 else { return }
        // Idle for over two seconds: the frame after the first is the input's.
        #expect(times[1] > 2 && input[1], "\(label): the second frame at \(times[1]), input \(input[1])")
        // The first change is drawn in the frame composed for an input, or (a tap's animation
        // starts where the picture rests) in the frame a refresh after it.
        let changed = drawn.indices.dropFirst().first { drawn[$0] != "none" } ?? frames.count
        #expect(changed < frames.count && (input[changed] || input[changed - 1]), "\(label): first drawn \(changed), \(drawn.prefix(changed + 1))")
        if changed < frames.count, !input[changed] {
            #expect(times[changed] - times[changed - 1] < 1.5 / 60, "\(label): \(times[changed - 1]) then \(times[changed])")
        }
    }

    @Test func aTapOnTheFolderAfterARestOpensItAtOnce() throws {
        let (frames, shot) = try Self.run("open-folder", "xdotool mousemove --window \"$w\" 300 105 click 1")
        Self.expectWokenAtOnce(frames, "open-folder")
        // The folder's dark grey body under the icon row, where the home screen was.
        let scale = Double(shot.width) / 360
        let p = shot.pixel(x: Int(20 * scale), y: Int(190 * scale))
        let (r, g, b) = (Int(p.r), Int(p.g), Int(p.b))
        #expect(abs(r - g) < 12 && abs(g - b) < 12 && r < 110, "\(p)")
    }

    @Test func aDragOnThePanFoldAfterARestFoldsItAtOnce() throws {
        let (frames, shot) = try Self.run("pan-fold", """
            xdotool mousemove --window "$w" 100 200 mousedown 1
            for x in 120 140 160 180 200 220; do sleep 0.05; xdotool mousemove --window "$w" $x 200; done
            """)
        Self.expectWokenAtOnce(frames, "pan-fold")
        // Held at 120 pt: the halves stand at 20°, the black background shows at the crease.
        let scale = Double(shot.width) / 360
        let p = shot.pixel(x: Int(180 * scale), y: Int(200 * scale))
        let sum = Int(p.r) + Int(p.g) + Int(p.b)
        #expect(sum < 30, "\(p)")
    }
}

/// The desktop's scale honoured: on a display whose X resources say `Xft.dpi: 192` (a content
/// scale of 2), a window asked for 200x300 is laid out in 200x300 points and drawn at 2 pixels
/// a point, its text as crisp as `render --scale 2` draws it. On a display of its own, kept from
/// resetting between the clients (the resource would go with the reset).
@Suite(.enabled(if: ["xvfb-run", "Xvfb", "xprop"].allSatisfy { programOnPath($0) != nil }, "needs xvfb-run, Xvfb and xprop"))
struct ContentScaleWindowTests {
    @Test func aWindowAtScaleTwoIsLaidOutInPointsAndDrawnAtTwoPixelsAPoint() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let none = folder.appendingPathComponent("none.json")
        try Data("{\"events\": []}".utf8).write(to: none)
        let shot = folder.appendingPathComponent("shot.png").path, rendered = folder.appendingPathComponent("render.png").path
        let script = """
            xprop -root -f RESOURCE_MANAGER 8s -set RESOURCE_MANAGER 'Xft.dpi: 192'
            "$0" demo --effect open-folder --gesture "$1" --size 200x300 --frames 10 --out "$2"
            """
        let result = try CreaseProcess.run(command: "/usr/bin/env", ["xvfb-run", "-a", "-s", "-noreset -screen 0 1280x1024x24", "/bin/sh", "-c", script,
            CreaseProcess.binary.path, none.path, shot])
        #expect(result.status == 0, "\(result.stderr)")
        let drawn = try CreaseProcess.run(["render", "--effect", "open-folder", "--gesture", none.path, "--size", "200x300", "--scale", "2",
            "--out", rendered])
        #expect(drawn.status == 0, "\(drawn.stderr)")
        let window = try PNGFile.read(path: shot), expected = try PNGFile.read(path: rendered)
        #expect(window.width == 400 && window.height == 600, "\(window.width)x\(window.height)")
        // Above the window's hint line, the home screen as render draws it at 2x.
        func top(_ b: Bitmap) -> Bitmap { Bitmap(width: b.width, height: 400, pixels: Array(b.pixels.prefix(b.width * 400 * 4))) }
        let comparison = ImageComparison.golden(actual: top(window), expected: top(expected))
        #expect(comparison.passed, "\(comparison)")
    }
}

/// An expose redraws the whole frame: a window at rest, covered by a second window that then
/// closes, draws once more, whole, and rests again. On a display of its own with no window
/// manager, where both open at the top left.
@Suite(.enabled(if: ["xvfb-run", "Xvfb"].allSatisfy { programOnPath($0) != nil }, "needs xvfb-run and Xvfb"))
struct ExposeWindowTests {
    @Test func aWindowUncoveredDrawsItsFrameAgainWhole() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stats = folder.appendingPathComponent("stats.json").path
        let script = """
            "$0" demo --scene rounded-corners --size 300x200 --frames 180 --stats --json "$1" >/dev/null &
            first=$!
            sleep 1
            "$0" demo --scene opacity --size 400x300 --frames 30 >/dev/null
            wait $first
            """
        let result = try CreaseProcess.run(command: "/usr/bin/env", ["xvfb-run", "-a", "-s", "-screen 0 640x480x24", "/bin/sh", "-c", script,
            CreaseProcess.binary.path, stats])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: stats))) as? [String: Any]
        let frames = json?["frames"] as? [[String: Any]] ?? []
        // The first frame, and one more once the second window went: whole, though nothing in the scene changed.
        #expect(frames.count >= 2 && frames.allSatisfy { $0["drawn"] as? String == "whole" }, "\(frames)")
        #expect(frames.count <= 3 && (frames.last?["time"] as? Double ?? 0) > 1, "\(frames)")
    }
}
