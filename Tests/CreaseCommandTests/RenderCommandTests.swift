import CreaseCore
import CreaseDraw
import CreaseImage
import Foundation
import Testing

@Suite(.serialized)
struct RenderCommandTests {
    @Test func renderWritesAPictureOfTheRequestedSizeAndScale() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("demo.png").path
        let result = try CreaseProcess.run(["render", "--scene", "demo", "--size", "200x150", "--scale", "2", "--time", "2", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(path: path)
        #expect(image.width == 400 && image.height == 300)
        // Real content where the demo puts it (points × 2): the dark ground in a corner, the
        // card's warm gradient on the left, and at the top right the panel's white disc, the
        // group faded to 0.45 at 2 s (the end of its first fade), over the ground:
        // 0.45·255 + 0.55·(28, 28, 46).
        let ground = image.pixel(x: 4, y: 4)
        #expect(ground.r == 28 && ground.g == 28 && ground.b == 46, "\(ground)")
        let card = image.pixel(x: 80, y: 150)
        #expect(card.r > 230 && card.g > 80 && card.g < 180 && card.b < 130, "card \(card)")
        let panel = image.pixel(x: 309, y: 75)
        #expect(abs(Int(panel.r) - 130) <= 2 && abs(Int(panel.g) - 130) <= 2 && abs(Int(panel.b) - 140) <= 2, "panel \(panel)")
        #expect(folderHoldsOnly(folder, ["demo.png"]))
    }

    /// Ctrl-C or SIGTERM while one large frame is drawn: no picture, one line, and the status
    /// an interrupted video or folder gets.
    @Test(arguments: [SIGINT, SIGTERM])
    func anInterruptedPictureIsNotWritten(_ signal: Int32) throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Once the run has its handler: from then on, it is drawing.
        let result = try CreaseProcess.interrupt(["render", "--scene", "demo", "--size", "1500x1500", "--out",
            folder.appendingPathComponent("o.png").path], with: signal) { (CreaseProcess.signalMask("SigCgt", of: $0) ?? 0) & CreaseProcess.bit(signal) != 0 }
        #expect(result.status == 128 + signal)
        #expect(result.stderr == "crease: error: \(CreaseProcess.stopWords[signal]!)\n")
        #expect(folderHoldsOnly(folder, []))
    }

    @Test func benchWritesItsTableAndJSON() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("bench.json")
        let result = try CreaseProcess.run(["bench", "--size", "160x90", "--frames", "3", "--warmup", "0", "--json", json.path],
            environment: ["LP_NUM_THREADS": "2"])
        #expect(result.status == 0, "\(result.stderr)")
        let accordion = [2, 16, 256, 4096].flatMap { ["accordion-\($0)", "accordion-strips-\($0)"] }
        let timed = ["floor", "floor-renderer"] + accordion + ["tiles-1", "tiles-16", "tiles-256", "tiles-4096", "open-folder", "pan-fold", "open-doors",
            "folding-list", "flipping-notch", "card-flip", "damage-small", "damage-small-whole", "damage-notch", "damage-notch-whole"]
        // The idle loop is a line of its own under the table, and a row of the report.
        let rows = timed + ["idle"]
        for row in timed { #expect(result.stdout.contains(row)) }
        #expect(result.stdout.contains("idle: open-folder at rest for 3 refreshes"))
        #expect(result.stdout.contains("each damage row over its twin drawn whole (p50, both by their paired floor frames): damage-small "))
        #expect(result.stdout.contains("presentation: 10000 layers, one running animation each: evaluate p50"))
        #expect(result.stdout.contains("presentation-still: 10000 layers without animations: evaluate p50"))
        // Evaluated on every core unless --threads says otherwise.
        let cores = ProcessInfo.processInfo.activeProcessorCount
        #expect(result.stdout.contains(cores == 1 ? ") on one thread, draw list" : ") on up to \(cores) threads, draw list"))
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let scenarios = parsed?["scenarios"] as? [[String: Any]] ?? []
        #expect(scenarios.map { $0["scenario"] as? String } == rows + ["presentation", "presentation-still"])
        let drawn = scenarios.prefix(timed.count)
        // The floor is what the others are measured against: it has no ratio of its own.
        #expect(drawn.first?["scenario"] as? String == "floor" && drawn.first?["ratio_to_floor"] == nil)
        #expect(drawn.dropFirst().allSatisfy { ($0["ratio_to_floor"] as? Double ?? 0) > 0 })
        // Each row keeps its samples: 3 timed frames, and every drawn row but the floor the 3
        // floor frames drawn alternately with them, which its ratio is to.
        let samples = scenarios.compactMap { $0["samples"] as? [String: Any] }
        #expect(samples.count == scenarios.count && samples.enumerated().allSatisfy { $0.offset == timed.count || ($0.element["frame_ms"] as? [Double])?.count == 3 })
        #expect(samples.dropFirst().prefix(timed.count - 1).allSatisfy { ($0["floor_ms"] as? [Double])?.count == 3 } && samples.first?["floor_ms"] == nil)
        // The idle loop drew its first frame and rested through the other two refreshes.
        let idle = scenarios[timed.count]["idle"] as? [String: Any]
        #expect(idle?["frames_drawn"] as? Int == 1 && idle?["refreshes"] as? Int ?? 0 >= 3 && (samples[timed.count]["frame_ms"] as? [Double])?.count == 1)
        #expect(drawn.dropFirst().allSatisfy { $0["ratio_to"] as? String == "paired" })
        // Each drawn row's GPU work a frame, counted in a pass of its own where the driver counts
        // (llvmpipe does): the floor, one full-screen quad, is two triangles shading each pixel
        // once, and twice those of the 4x4 blocks its diagonal crosses (llvmpipe counts whole
        // blocks at a triangle's edge). The idle loop and the animation engine count nothing, nor
        // does any row on OpenGL ES, which has no such queries.
        let counts = try #require(LocalGPU.info).countsPipeline
        let floorWork = drawn.first?["pipeline"] as? [String: Any]
        if counts {
            #expect(floorWork?["primitives"] as? Double == 2 && floorWork?["vertices"] as? Double == 4, "\(floorWork ?? [:])")
            #expect((1.0...1.25).contains(floorWork?["fragments_per_pixel"] as? Double ?? 0), "\(floorWork ?? [:])")
        }
        #expect(drawn.allSatisfy { ($0["pipeline"] != nil) == counts } && scenarios.dropFirst(timed.count).allSatisfy { $0["pipeline"] == nil })
        #expect(result.stdout.contains("frags/px"))
        // The app's own update, apart from Crease's draw list: within it, for every drawn row.
        #expect(result.stdout.contains("app ms") && drawn.allSatisfy { ($0["update_ms"] as? Double ?? -1) >= 0 && ($0["update_ms"] as? Double ?? 1) <= ($0["draw_list_ms"] as? Double ?? 0) })
        #expect(scenarios.suffix(2).allSatisfy { $0["update_ms"] == nil })
        // The animation engine draws nothing: no draw calls, no floor.
        #expect(scenarios.suffix(2).allSatisfy { $0["layers"] as? Int == 10_000 && $0["draw_calls"] == nil && $0["ratio_to_floor"] == nil })
        // What it ran on and how.
        let machine = parsed?["machine"] as? [String: Any], gpu = parsed?["gpu"] as? [String: Any]
        #expect((machine?["cores"] as? Int ?? 0) >= 1 && !(machine?["cpu"] as? String ?? "").isEmpty)
        // The GPU as OpenGL names it here (llvmpipe where Mesa rasterises on the CPU), in the
        // report and in the table's first line.
        let here = try #require(LocalGPU.info)
        #expect(gpu?["renderer"] as? String == here.renderer && gpu?["version"] as? String == here.version)
        #expect(gpu?["api"] as? String == here.api.rawValue)
        #expect(result.stdout.hasPrefix("crease bench: 160x90 points, 3 frames, no MSAA, \(here.renderer) (\(here.versionName), EGL "), "\(result.stdout)")
        #expect(["device", "surfaceless"].contains(gpu?["egl_platform"] as? String ?? ""))
        #expect(parsed?["size"] as? String == "160x90" && parsed?["frames"] as? Int == 3 && parsed?["warmup"] as? Int == 0)
        #expect(parsed?["multisamples"] as? Int == 1)  // edges by coverage, no multisampling
        // Which build, when and how: enough to tell two reports apart and to compare them.
        #expect(parsed?["schema_version"] as? Int == 1 && parsed?["crease_version"] as? String == "0.1.0")
        let commit = parsed?["commit"] as? String ?? ""
        #expect(commit == "unknown" || commit.wholeMatch(of: /[0-9a-f]{40}(-dirty)?/) != nil, "\(commit)")
        let configuration = parsed?["build_configuration"] as? String
        #expect(configuration == "debug" || configuration == "release")
        // A debug build says its timings mean little.
        #expect(result.stderr.contains("warning: a debug build") == (configuration == "debug"))
        let started = ISO8601DateFormatter().date(from: parsed?["timestamp"] as? String ?? "")
        #expect(started.map { abs($0.timeIntervalSinceNow) < 600 } == true)
        #expect((parsed?["command"] as? [String])?.dropFirst() == ["bench", "--size", "160x90", "--frames", "3", "--warmup", "0", "--json", json.path])
        #expect(machine?["lp_num_threads"] as? String == "2" && (machine?["load_average"] as? [Double])?.count == 3)
        #expect(!(gpu?["driver"] as? String ?? "").isEmpty && gpu?["driver"] as? String != "unknown")
    }

    /// `--json -`: stdout is the JSON alone, for a pipe; the table goes to stderr. `--no-counts`:
    /// no row is counted.
    @Test func benchWritesItsJSONToStdout() throws {
        let result = try CreaseProcess.run(["bench", "--scenario", "accordion", "--strips", "2", "--size", "64x36",
            "--frames", "2", "--warmup", "0", "--json", "-", "--no-counts"])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let names = (parsed?["scenarios"] as? [[String: Any]])?.compactMap { $0["scenario"] as? String }
        #expect(names == ["floor", "floor-renderer", "accordion-2", "accordion-strips-2"])
        #expect((parsed?["scenarios"] as? [[String: Any]])?.allSatisfy { $0["pipeline"] == nil } == true)
        #expect(result.stderr.contains("accordion-strips-2") && result.stderr.contains("fold path measured faster at 2: "))
    }

    /// `--headless`, which scripts written for the first bench pass, is taken and changes nothing:
    /// the same rows, with the same draws; the help says so.
    @Test func benchTakesHeadlessAsTheNoOpItIs() throws {
        let arguments = ["bench", "--scenario", "tiles-3,look-shadow*", "--size", "64x36", "--frames", "2", "--warmup", "0", "--json", "-"]
        let plain = try CreaseProcess.run(arguments), headless = try CreaseProcess.run(arguments + ["--headless"])
        #expect(plain.status == 0 && headless.status == 0, "\(headless.stderr)")
        func rows(_ stdout: String) throws -> [String] {
            let parsed = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
            return (parsed?["scenarios"] as? [[String: Any]] ?? []).map { "\($0["scenario"] ?? "") \($0["layers"] ?? "") \($0["draw_calls"] ?? "")" }
        }
        #expect(try rows(headless.stdout) == rows(plain.stdout) && rows(plain.stdout).count == 3)
        let help = try CreaseProcess.run(["bench", "--help"])
        let flat = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("--headless Changes nothing: the bench always draws offscreen"), "\(help.stdout)")
    }

    /// Any scenario by name, glob or comma list, in the order asked, each once.
    @Test func benchRunsScenariosByNameAndGlob() throws {
        let result = try CreaseProcess.run(["bench", "--scenario", "crossing,look-mask*,tiles-3,crossing", "--size", "64x36",
            "--frames", "2", "--warmup", "0", "--json", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let rows = parsed?["scenarios"] as? [[String: Any]] ?? []
        #expect(rows.map { $0["scenario"] as? String } == ["crossing", "look-mask", "look-mask-plain", "tiles-3"])
        #expect(rows.last?["layers"] as? Int == 3)
        // Both halves of a look ran: its ratio to its twin is printed.
        #expect(result.stderr.contains("each look over its plain twin") && result.stderr.contains("look-mask "))
    }

    /// The animation engine alone needs no GL, and writes JSON like every other scenario.
    @Test func benchWritesThePresentationsJSON() throws {
        let result = try CreaseProcess.run(["bench", "--scenario", "presentation", "--frames", "2", "--json", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let row = (parsed?["scenarios"] as? [[String: Any]])?.first
        #expect(row?["scenario"] as? String == "presentation" && parsed?["gpu"] == nil)
        #expect(((row?["samples"] as? [String: Any])?["frame_ms"] as? [Double])?.count == 2)
        #expect(result.stderr.contains("presentation: 10000 layers, one running animation each"))
    }

    /// `--ramp`: doubling, then bisecting, to the count whose frames take the budget, each count a
    /// row with its frames; a tiny budget keeps it short.
    @Test func benchRampsTilesToTheBudget() throws {
        let result = try CreaseProcess.run(["bench", "--ramp", "tiles", "--target-ms", "0.8", "--size", "64x36", "--frames", "4", "--warmup", "0", "--json", "-"])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let ramp = parsed?["ramp"] as? [String: Any] ?? [:]
        #expect(ramp["scenario"] as? String == "tiles" && ramp["target_ms"] as? Double == 0.8)
        let found = ramp["layers_at_target"] as? Int ?? 0, low = ramp["ci_low"] as? Int ?? 0, high = ramp["ci_high"] as? Int ?? 0
        #expect(found >= 1 && low <= high && low <= found + 1 && high >= found - 1, "\(ramp)")
        let rows = parsed?["scenarios"] as? [[String: Any]] ?? []
        let counts = rows.compactMap { ($0["scenario"] as? String).flatMap { Int($0.dropFirst(6)) } }
        // Doubled from 1 until a count was beyond the budget, then between the last two.
        let doubled = counts.prefix { $0 & ($0 - 1) == 0 }
        #expect(doubled.first == 1 && doubled.count >= 2 && counts.count >= doubled.count)
        #expect(rows.allSatisfy { (($0["samples"] as? [String: Any])?["frame_ms"] as? [Double])?.count ?? 0 >= 9 })
        // The row p50s either side of the answer straddle the budget.
        let p50 = { (n: Int) in rows.first { $0["scenario"] as? String == "tiles-\(n)" }?["p50_ms"] as? Double }
        if let below = counts.filter({ $0 <= found }).max(), let above = counts.filter({ $0 > found }).min(), let a = p50(below), let b = p50(above) {
            #expect(a <= 0.8 * 1.5 && b > 0.8 / 1.5, "\(a) \(b)")
        }
        #expect(result.stderr.contains("ramp tiles: \(found) layers a frame at 0.8 ms"))
    }

    /// `--trace`: Chrome's Trace Event Format, each frame with its phases inside it, in order.
    @Test func benchTracesEveryFrameAndItsPhases() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("trace.json")
        let result = try CreaseProcess.run(["bench", "--scenario", "floor,tiles-4", "--size", "64x36", "--frames", "2", "--warmup", "1", "--trace", path.path])
        #expect(result.status == 0, "\(result.stderr)")
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any]
        let events = parsed?["traceEvents"] as? [[String: Any]] ?? []
        func of(_ category: String, _ scenario: String? = nil) -> [[String: Any]] {
            events.filter { $0["cat"] as? String == category && (scenario == nil || ($0["args"] as? [String: Any])?["scenario"] as? String == scenario) }
        }
        // A span for each scenario; 3 frames of the floor row, and of tiles-4 3 frames each with a floor frame.
        #expect(of("scenario").compactMap { $0["name"] as? String } == ["floor", "tiles-4"])
        // Each scenario's span carries its pipeline work a frame, where the driver counts it (not on ES).
        let work = of("scenario").map { ($0["args"] as? [String: Any])?["frags_per_px"] as? Double ?? 0 }
        #expect(work.count == 2 && work.allSatisfy { ($0 > 0) == (LocalGPU.info?.countsPipeline == true) }, "\(work)")
        #expect(of("frame", "floor").filter { $0["ph"] as? String == "X" }.allSatisfy { $0["name"] as? String == "floor frame" })
        let tilesFrames = of("frame", "tiles-4").filter { $0["ph"] as? String == "X" }
        #expect(tilesFrames.filter { $0["name"] as? String == "frame" }.count == 3 && tilesFrames.filter { $0["name"] as? String == "floor frame" }.count == 3)
        #expect(of("frame").filter { $0["ph"] as? String == "i" }.count == 9)  // a mark per frame shown
        // Each scene frame holds its four phases, one after another, inside it.
        let phases = of("phase", "tiles-4")
        for frame in tilesFrames where frame["name"] as? String == "frame" {
            let start = frame["ts"] as! Double, end = start + (frame["dur"] as! Double)
            let index = (frame["args"] as? [String: Any])?["frame"] as? Int
            let inside = phases.filter { ($0["args"] as? [String: Any])?["frame"] as? Int == index && ($0["ts"] as! Double) >= start && ($0["ts"] as! Double) < end + 0.01 }
            let names = inside.map { $0["name"] as? String ?? "" }
            #expect(names.suffix(4) == ["animation update", "draw list", "GL submit", "finish/present"], "\(names)")
            let last = inside.last!
            #expect((last["ts"] as! Double) + (last["dur"] as! Double) <= end + 0.01)
        }
        let negative = events.filter { $0["ph"] as? String == "X" && !(($0["dur"] as? Double ?? -1) >= 0 && ($0["ts"] as? Double ?? -1) >= 0) }
        #expect(negative.isEmpty, "\(negative.prefix(3))")
        // A GPU track exactly where the renderer opens timer queries: one span for each scene
        // frame (none for the raw-GL floor's) on a GPU; none on Mesa's software rasterisers
        // (llvmpipe, softpipe), whose query measures only command submission and would keep
        // llvmpipe off its linear path. The run names its GPU: "renderer, driver".
        let run = parsed?["otherData"] as? [String: Any]
        let gpu = run?["gpu"] as? String ?? ""
        #expect(!gpu.isEmpty && gpu != "none")
        let software = gpu.hasPrefix("llvmpipe") || gpu.hasPrefix("softpipe")
        let sceneFrames = tilesFrames.filter { $0["name"] as? String == "frame" }.compactMap { ($0["args"] as? [String: Any])?["frame"] as? Int }
        let timed = of("gpu")
        #expect(timed.allSatisfy { ($0["args"] as? [String: Any])?["scenario"] as? String == "tiles-4" && $0["tid"] as? Int == 2 })
        #expect(timed.compactMap { ($0["args"] as? [String: Any])?["frame"] as? Int }.sorted() == (software ? [] : sceneFrames.sorted()),
            "\(gpu): \(timed.count) GPU spans")
        #expect(run?["size"] as? String == "64x36")
    }

    /// `--list`: every family and scene the bench can time, one a line, with what it is.
    @Test func benchListsEveryScenario() throws {
        let result = try CreaseProcess.run(["bench", "--list"])
        #expect(result.status == 0, "\(result.stderr)")
        let names = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) }
        for name in ["floor", "floor-renderer", "accordion-N", "accordion-strips-N", "tiles-N", "open-folder", "folding-list", "card-flip",
            "crossing", "layer-look", "look-shadow", "look-shadow-plain", "presentation", "presentation-still", "floor-linear", "blit-framebuffer",
            "memcpy", "flat", "live-contents", "damage-small", "damage-small-whole", "damage-notch", "damage-notch-whole", "idle"] {
            #expect(names.contains(name), "\(name) missing")
        }
        #expect(result.stdout.split(separator: "\n").allSatisfy { $0.split(separator: " ", omittingEmptySubsequences: true).count > 2 })
    }

    @Test func benchRunsOneAccordionScenarioAndSavesFrame25() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = folder.appendingPathComponent("frame25.png").path
        let result = try CreaseProcess.run(["bench", "--scenario", "accordion", "--strips", "64", "--size", "192x108",
            "--frames", "3", "--warmup", "0", "--out", frame])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("accordion-64") && result.stdout.contains("accordion-strips-64") && !result.stdout.contains("tiles-"))
        // 256 strips on a software rasteriser, 32 on a GPU.
        #expect(result.stdout.contains("fold path measured faster at 64: ")
            && ["256", "32"].contains { result.stdout.contains("the renderer uses the pass from \($0) strips") })
        let image = try PNGFile.read(path: frame)
        // Frame 25 is θ = 30°: the fold spans cos 30° of the height, black above and below.
        #expect(image.pixel(x: 96, y: 2).r == 0 && image.pixel(x: 96, y: 54).r > 0)
    }

    @Test func theFoldSceneFoldsTheUsersPicture() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("mine.png").path
        try PNGFile.write(Bitmap(width: 64, height: 48, filledWith: (20, 200, 90, 255)), to: picture)
        let out = folder.appendingPathComponent("fold.png").path
        let result = try CreaseProcess.run(["demo", "fold", "--headless", "--frames", "60", "--image", picture, "--size", "200x150", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(path: out)
        // A second in, the picture is folded (black above and below it) and it is the user's green.
        #expect(image.pixel(x: 100, y: 1).g < 20)
        let middle = image.pixel(x: 100, y: 75)
        #expect(middle.g > 100 && middle.r < 80)
    }

    @Test func headlessDemoPlaysAndSavesItsLastFrame() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("last.png").path
        let result = try CreaseProcess.run(["demo", "--headless", "--size", "160x100", "--frames", "5", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("5 frames"))
        #expect(try PNGFile.read(path: path).width == 160)
    }

    @Test func aGestureFileReplaysToTheSamePixelsEveryTime() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let gesture = folder.appendingPathComponent("drag.json")
        try Data("""
            {"events": [{"phase": "down", "pointer": 0, "x": 60, "y": 100, "time": 0.1},
                        {"phase": "moved", "pointer": 0, "x": 90, "y": 100, "time": 0.2},
                        {"phase": "moved", "pointer": 0, "x": 140, "y": 102, "time": 0.3}]}
            """.utf8).write(to: gesture)
        var pictures: [Bitmap] = []
        for run in 0..<2 {
            let path = folder.appendingPathComponent("run\(run).png").path
            let result = try CreaseProcess.run(["render", "--effect", "pan-fold", "--gesture", gesture.path, "--size", "200x200", "--time", "0.35", "--out", path])
            #expect(result.status == 0, "\(result.stderr)")
            pictures.append(try PNGFile.read(path: path))
        }
        #expect(pictures[0].pixels == pictures[1].pixels)
        // And the drag did fold it: 80 pt is 13.3°, a black gap at the centre.
        let centre = pictures[0].pixel(x: 100, y: 100)
        #expect(centre.r < 20 && centre.g < 20 && centre.b < 20)
    }

    private func folderHoldsOnly(_ folder: URL, _ names: [String]) -> Bool {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) == names.sorted()
    }
}
