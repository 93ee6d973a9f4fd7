import CreaseCore
import CreaseDraw
import Foundation
import Testing

@Suite(.serialized)
struct RenderCommandTests {
    @Test func renderWritesAPictureOfTheRequestedSizeAndScale() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("demo.png").path
        let result = try CreaseProcess.run(["render", "--scene", "demo", "--size", "200x150", "--scale", "2", "--time", "1.5", "--out", path])
        #expect(result.status == 0, "\(result.stderr)")
        let image = try PNGFile.read(path: path)
        #expect(image.width == 400 && image.height == 300)
        // Real content where the demo puts it (points × 2): the dark ground in a corner, the
        // card's warm gradient on the left, the 70 % opaque sky-blue panel over the ground
        // (0.7·(90, 200, 250) + 0.3·(28, 28, 46)) at the top right.
        let ground = image.pixel(x: 4, y: 4)
        #expect(ground.r == 28 && ground.g == 28 && ground.b == 46, "\(ground)")
        let card = image.pixel(x: 80, y: 150)
        #expect(card.r > 230 && card.g > 80 && card.g < 180 && card.b < 130, "card \(card)")
        let panel = image.pixel(x: 300, y: 78)
        #expect(abs(Int(panel.r) - 71) <= 2 && abs(Int(panel.g) - 148) <= 2 && abs(Int(panel.b) - 189) <= 2, "panel \(panel)")
        #expect(folderHoldsOnly(folder, ["demo.png"]))
    }

    @Test func benchWritesItsTableAndJSON() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let json = folder.appendingPathComponent("bench.json")
        let result = try CreaseProcess.run(["bench", "--headless", "--size", "160x90", "--frames", "3", "--warmup", "0", "--json", json.path])
        #expect(result.status == 0, "\(result.stderr)")
        let accordion = [2, 16, 256, 4096].flatMap { ["accordion-\($0)", "accordion-strips-\($0)"] }
        let rows = ["floor", "floor-renderer"] + accordion + ["tiles-1", "tiles-16", "tiles-256", "tiles-4096", "open-folder", "pan-fold", "open-doors",
            "folding-list"]
        for row in rows { #expect(result.stdout.contains(row)) }
        #expect(result.stdout.contains("presentation: 10000 layers"))
        let parsed = try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any]
        let scenarios = parsed?["scenarios"] as? [[String: Any]]
        #expect(scenarios?.count == rows.count)
        // The floor is what the others are measured against: it has no ratio of its own.
        #expect(scenarios?.first?["scenario"] as? String == "floor" && scenarios?.first?["ratio_to_floor"] == nil)
        #expect(scenarios?.dropFirst().allSatisfy { ($0["ratio_to_floor"] as? Double ?? 0) > 0 } == true)
    }

    @Test func benchRunsOneAccordionScenarioAndSavesFrame25() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = folder.appendingPathComponent("frame25.png").path
        let result = try CreaseProcess.run(["bench", "--headless", "--scenario", "accordion", "--strips", "64", "--size", "192x108",
            "--frames", "3", "--warmup", "0", "--save-frame", frame])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("accordion-64") && result.stdout.contains("accordion-strips-64") && !result.stdout.contains("tiles-"))
        #expect(result.stdout.contains("fold path measured faster at 64: ") && result.stdout.contains("the renderer uses the pass from 32 strips"))
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
        let result = try CreaseProcess.run(["demo", "fold", "--headless", "--frames", "60", "--image", picture, "--size", "200x150", "--screenshot", out])
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
        let result = try CreaseProcess.run(["demo", "--headless", "--size", "160x100", "--frames", "5", "--screenshot", path])
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
