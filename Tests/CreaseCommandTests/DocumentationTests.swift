import CreaseTestSupport
import Foundation
import Testing

/// The reference documentation builds from the modules the tests were built with, every link
/// resolving (scripts/docs makes a warning an error), and lists the whole public API: each
/// module's page names every top-level symbol the module declares, and the front page links
/// every module's page.
struct DocumentationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let catalogue = root.appendingPathComponent("Sources/Crease/Crease.docc")

    @Test(.needsSwiftToolchain) func theCatalogueBuildsWithEveryLinkResolvedAndAPagePerModuleListingItsSymbols() throws {
        let folder = try CreaseProcess.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let modules = CreaseProcess.binary.deletingLastPathComponent().appendingPathComponent("Modules").path
        let script = Self.root.appendingPathComponent("scripts/docs").path
        let result = try CreaseProcess.run(command: script, ["--check", modules, folder.path])
        try #require(result.status == 0, "scripts/docs: \(result.stderr)")

        let graph = folder.appendingPathComponent("symbol-graphs/Crease.symbols.json")
        let symbols = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: graph)) as? [String: Any])["symbols"] as? [[String: Any]]
        var byModule: [String: [String]] = [:]
        for symbol in symbols ?? [] {
            guard let path = symbol["pathComponents"] as? [String], path.count == 1,
                let file = (symbol["location"] as? [String: Any])?["uri"] as? String,
                let module = file.components(separatedBy: "/Sources/").last?.split(separator: "/").first else { continue }
            byModule[String(module), default: []].append(path[0])
        }
        #expect(byModule.count >= 16, "symbols from \(byModule.keys.sorted())")
        let front = try String(contentsOf: Self.catalogue.appendingPathComponent("Crease.md"), encoding: .utf8)
        for (module, names) in byModule.sorted(by: { $0.key < $1.key }) {
            let linked = front.contains("<doc:\(module)>")
            #expect(linked, "the front page does not link \(module)'s page")
            let page = (try? String(contentsOf: Self.catalogue.appendingPathComponent("\(module).md"), encoding: .utf8)) ?? ""
            let missing = names.filter { !page.contains("``\($0)``") }
            #expect(missing.isEmpty, "\(module).md does not list \(missing.sorted())")
        }
    }
}
