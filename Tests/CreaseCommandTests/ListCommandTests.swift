import Foundation
import Testing

/// `crease list`: every scene numbered 1…N in order, grouped under the kinds' headings.
struct ListCommandTests {
    /// The output's headings (lines that start at the margin) and its entries (indented lines,
    /// "N. [key] name  summary"), each entry with its number, its name and the heading above it.
    static func parse(_ output: String) -> (headings: [String], entries: [(number: Int?, name: String, group: String)]) {
        var headings: [String] = [], entries: [(Int?, String, String)] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            guard line.hasPrefix(" ") else {
                headings.append(String(line))
                continue
            }
            let words = line.split(separator: " ")
            let number = words.first.flatMap { $0.hasSuffix(".") ? Int($0.dropLast()) : nil }
            // The name follows the number and, where there is one, the window key.
            let name = words.dropFirst().first { !$0.hasPrefix("[") }.map(String.init) ?? ""
            entries.append((number, name, headings.last ?? ""))
        }
        return (headings, entries)
    }

    @Test func everySceneIsNumberedInOrderUnderItsKindsHeading() throws {
        let result = try CreaseProcess.run(["list"])
        #expect(result.status == 0, "\(result.stderr)")
        let (headings, entries) = Self.parse(result.stdout)
        #expect(headings == ["transitions", "showcases", "checks", "benchmarks"])
        // Numbered 1, 2, 3, … down the whole list, across the groups.
        #expect(entries.map(\.number) == Array(1...max(entries.count, 1)).map { Optional($0) }, "\(result.stdout)")
        #expect(entries.filter { $0.group == "transitions" }.map(\.name)
            == ["open-folder", "pan-fold", "open-doors", "folding-list", "flipping-notch"])
        // Each other group holds at least the scenes of its kind known here, and nothing twice.
        for (group, known) in [("showcases", ["demo", "fold", "card-flip"]), ("checks", ["rotated-card", "rounded-corners", "mask"]),
                               ("benchmarks", ["floor", "tiles-N"])] {
            let members = entries.filter { $0.group == group }.map(\.name)
            #expect(Set(known).isSubset(of: members) && Set(members).count == members.count, "\(group): \(members)")
        }
        // The summaries stand on their own: no "(name 000)"-style reference at their ends.
        #expect(result.stdout.range(of: #"\([A-Za-z]+ [0-9]{3}\)"#, options: .regularExpression) == nil)
    }

    @Test func aFilteredListIsNumberedFromOneUnderItsOneHeading() throws {
        let result = try CreaseProcess.run(["list", "--kind", "transition", "--takes", "hinged"])
        #expect(result.status == 0, "\(result.stderr)")
        let (headings, entries) = Self.parse(result.stdout)
        #expect(headings == ["transitions"])
        #expect(entries.map(\.number) == [1] && entries.map(\.name) == ["pan-fold"])
        // The names alone, for scripts: neither headings nor numbers.
        let names = try CreaseProcess.run(["list", "--kind", "transition", "--names"])
        #expect(names.stdout == "open-folder\npan-fold\nopen-doors\nfolding-list\nflipping-notch\n")
        // Every transition, and nothing else, takes reduced motion.
        let reduced = try CreaseProcess.run(["list", "--takes", "reduce-motion", "--names"])
        #expect(reduced.stdout == names.stdout)
    }

    /// `--json`: the same scenes, numbered as shown, each with its kind (the heading it is
    /// listed under), its description (the text after its name) and the settings it takes.
    @Test(arguments: [[], ["--kind", "check"], ["--takes", "gesture"]])
    func theJSONListIsTheListShown(_ filter: [String]) throws {
        let text = try CreaseProcess.run(["list"] + filter)
        let json = try CreaseProcess.run(["list", "--json"] + filter)
        #expect(json.status == 0, "\(json.stderr)")
        let items = try #require(try JSONSerialization.jsonObject(with: json.output) as? [[String: Any]])
        let shown = Self.parse(text.stdout).entries
        #expect(items.map { $0["number"] as? Int } == shown.map(\.number))
        #expect(items.map { $0["name"] as? String } == shown.map(\.name))
        let headings = ["transition": "transitions", "showcase": "showcases", "check": "checks", "benchmark": "benchmarks"]
        #expect(items.map { headings[$0["kind"] as? String ?? ""] } == shown.map(\.group))
        let lines = text.stdout.split(separator: "\n").filter { $0.hasPrefix(" ") }
        for (item, line) in zip(items, lines) {
            let description = item["description"] as? String ?? ""
            let options = item["options"] as? [String] ?? []
            #expect(!description.isEmpty && line.contains(" \(item["name"] as? String ?? "") ") && line.contains("  \(description)"), "\(line)")
            #expect(options.isEmpty ? !line.contains("  (--") : line.hasSuffix("  (" + options.joined(separator: " ") + ")"), "\(line)")
        }
        if filter == ["--takes", "gesture"] { #expect(items.allSatisfy { ($0["options"] as? [String] ?? []).contains("--gesture") }) }
    }

    @Test func namesAndJSONAreRefusedTogether() throws {
        let result = try CreaseProcess.run(["list", "--names", "--json"])
        #expect(result.status == 64 && result.stderr == "crease: error: give --names or --json, not both\n", "\(result.stderr)")
    }
}
