import Foundation
import Testing

/// The package's shape against what its files say: every target declares exactly the package
/// modules its Swift files import, each imports only modules listed above it in docs/design.md's
/// module table, that table's imports column is Package.swift's, and every source folder has its
/// line in the design doc. Package.swift is read through `swift package dump-package`.
@Suite(.serialized) struct PackageLayeringTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A target as the manifest describes it.
    struct Target {
        let name: String
        let kind: String
        let folder: URL
        let excluded: [String]
        let dependencies: Set<String>
    }

    /// The manifest's targets, dumped into a scratch folder of their own so that the running
    /// `swift test` keeps its build folder to itself; nil where there is no Swift toolchain to
    /// dump them with (`env` finds no `swift`: status 127), as on a machine given only the built tests.
    static let manifest: [Target]? = {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("crease-dump-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 127 { return nil }
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let targets = json["targets"] as? [[String: Any]] else { return [] }
        return targets.map { target in
            let name = target["name"] as! String
            let kind = target["type"] as! String
            let path = target["path"] as? String ?? (kind == "test" ? "Tests/" : "Sources/") + name
            let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
                ((dependency["byName"] ?? dependency["target"]) as? [Any])?.first as? String
            }
            return Target(name: name, kind: kind, folder: root.appendingPathComponent(path),
                excluded: target["exclude"] as? [String] ?? [], dependencies: Set(dependencies))
        }
    }()

    static var targets: [Target] { manifest ?? [] }

    /// Skips a test that reads the manifest where there is no toolchain to read it with.
    static let readsTheManifest = ConditionTrait.enabled(if: manifest != nil, "needs the Swift toolchain (swift package dump-package)")

    static var targetNames: Set<String> { Set(targets.map(\.name)) }

    /// The modules of this package that `target`'s Swift files import.
    static func imports(of target: Target) -> Set<String> {
        var found = everyImport(of: target).intersection(targetNames)
        found.remove(target.name)
        return found
    }

    /// Every module `target`'s Swift files import, the system's too.
    static func everyImport(of target: Target) -> Set<String> {
        let pattern = /^\s*(?:@\w+\s+)*(?:(?:public|internal|package|private|fileprivate)\s+)?import\s+(?:(?:struct|class|enum|protocol|func|var|let|typealias)\s+)?(\w+)/
        var found = Set<String>()
        let files = FileManager.default.enumerator(at: target.folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            let relative = String(file.path.dropFirst(target.folder.path.count + 1))
            guard file.pathExtension == "swift", !target.excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }),
                let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") {
                if let match = line.firstMatch(of: pattern) { found.insert(String(match.1)) }
            }
        }
        return found
    }

    /// The design doc's module table, in its order (lowest first): each module and the package
    /// modules it names in its imports column.
    static func designTable() throws -> [(module: String, imports: Set<String>)] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/design.md"), encoding: .utf8)
        let names = targetNames
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, let module = cells[1].wholeMatch(of: /`(\w+)`/)?.1, names.contains(String(module)) else { return nil }
            let imports = cells[3].matches(of: /`(\w+)`/).map { String($0.1) }.filter(names.contains)
            return (String(module), Set(imports))
        }
    }

    @Test(PackageLayeringTests.readsTheManifest) func theManifestCanBeRead() {
        #expect(Self.targets.count > 20)
        #expect(Self.targetNames.isSuperset(of: ["CreaseMath", "CreaseCore", "CreaseGL", "CreaseCommand", "CreaseMathTests"]))
    }

    @Test(PackageLayeringTests.readsTheManifest) func everyTargetDeclaresExactlyWhatItImports() {
        for target in Self.targets where !["system", "binary", "plugin", "macro"].contains(target.kind) {
            let imported = Self.imports(of: target)
            let declared = target.dependencies.intersection(Self.targetNames)
            guard target.name != "CCreaseGL" else { continue }  // C: its #includes are not Swift imports
            #expect(imported.subtracting(declared).isEmpty, "\(target.name) imports \(imported.subtracting(declared).sorted()) undeclared")
            #expect(declared.subtracting(imported).isEmpty, "\(target.name) declares \(declared.subtracting(imported).sorted()) it never imports")
        }
    }

    @Test(PackageLayeringTests.readsTheManifest) func theDesignTableIsPackageSwift() throws {
        let table = try Self.designTable()
        let libraries = Self.targets.filter { $0.kind == "regular" || $0.kind == "executable" }.filter { !$0.folder.path.contains("/Examples/") }
        #expect(Set(table.map(\.module)) == Set(libraries.map(\.name)), "the design doc's module table lists other modules than Package.swift")
        for row in table {
            guard let target = Self.targets.first(where: { $0.name == row.module }) else { continue }
            #expect(row.imports == target.dependencies.intersection(Self.targetNames),
                "design.md says \(row.module) imports \(row.imports.sorted()); Package.swift: \(target.dependencies.intersection(Self.targetNames).sorted())")
        }
    }

    /// The table is ordered lowest first: a module may only import those above it in the table.
    @Test(PackageLayeringTests.readsTheManifest) func modulesImportOnlyDownward() throws {
        let table = try Self.designTable()
        let listed = Set(table.map(\.module))
        for (index, row) in table.enumerated() {
            let below = Set(table[..<index].map(\.module))
            #expect(row.imports.intersection(listed).isSubset(of: below), "\(row.module) imports \(row.imports.subtracting(below).sorted()), listed after it")
        }
        for target in Self.targets where target.kind == "test" {
            let tested = target.name.replacingOccurrences(of: "Tests", with: "")
            guard let rank = table.firstIndex(where: { $0.module == tested }) else { continue }
            let above = Set(table[(rank + 1)...].map(\.module))
            #expect(target.dependencies.isDisjoint(with: above),
                "\(target.name) reaches up to \(target.dependencies.intersection(above).sorted())")
        }
    }

    /// Every package module `name` depends on, directly or through others.
    static func reach(of name: String) -> Set<String> {
        var reached = Set<String>(), pending = [name]
        while let next = pending.popLast() {
            let below = Self.targets.first { $0.name == next }?.dependencies.intersection(Self.targetNames) ?? []
            pending += below.subtracting(reached)
            reached.formUnion(below)
        }
        return reached
    }

    /// The renderer draws the frame's plain values and never links the layer tree: what it
    /// reaches holds no compositor and no core, however indirectly.
    @Test(PackageLayeringTests.readsTheManifest) func theRendererReachesNoLayers() {
        let reached = Self.reach(of: "CreaseGL")
        #expect(reached.contains("CreaseDrawList"), "CreaseGL reaches \(reached.sorted())")
        #expect(reached.isDisjoint(with: ["CreaseCompositor", "CreaseCore"]),
            "CreaseGL reaches \(reached.intersection(["CreaseCompositor", "CreaseCore"]).sorted())")
        // The walk goes past direct dependencies: the platform reaches the draw list only through the renderer.
        #expect(Self.targets.first { $0.name == "CreasePlatform" }?.dependencies.contains("CreaseDrawList") == false)
        #expect(Self.reach(of: "CreasePlatform").contains("CreaseDrawList"))
    }

    /// What a program links follows the imports of the modules its product reaches. These
    /// products reach no C module (no Cairo, Pango, GLFW or epoxy) and not the whole of
    /// Foundation (which loads ICU): a program that builds and animates layers links the Swift
    /// runtime alone.
    @Test(PackageLayeringTests.readsTheManifest, arguments: ["CreaseMath", "CreaseFold", "CreaseCore", "CreaseDrawList", "CreaseGestures"])
    func aLightProductLinksNoCLibraryAndNotAllOfFoundation(product: String) throws {
        let reached = Self.targets.filter { Self.reach(of: product).union([product]).contains($0.name) }
        #expect(reached.count >= 1)
        for target in reached {
            let hasSwift = FileManager.default.enumerator(atPath: target.folder.path)?.contains { ($0 as? String)?.hasSuffix(".swift") == true } ?? false
            #expect(hasSwift, "\(product) reaches the C module \(target.name)")
            #expect(!Self.everyImport(of: target).contains("Foundation"), "\(product) reaches \(target.name), which imports Foundation")
        }
    }

    @Test func everySourceFolderHasItsLineInTheDesignDoc() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/design.md"), encoding: .utf8)
        let sources = Self.root.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var folders = Set<String>()
        while let file = files?.nextObject() as? URL {
            guard file.pathExtension == "swift" else { continue }
            folders.insert(String(file.deletingLastPathComponent().path.dropFirst(Self.root.path.count + 1)))
        }
        #expect(folders.count > 15)
        for folder in folders.sorted() {
            #expect(text.contains("`\(folder)/`"), "docs/design.md has no line for \(folder)/")
        }
    }
}
