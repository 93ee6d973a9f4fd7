import CreaseMath

/// The built-in scenes by name, for `crease render --scene` and the demo window.
public enum SceneCatalog {
    public static let names = ["demo", "card-flip", "fold"] + CheckScene.Kind.allCases.map(\.rawValue) + ["floor", "tiles-16", "tiles-256"]

    /// Builds a scene for a viewport of `size` points.
    public static func make(_ name: String, size: Size) throws -> Scene {
        if name == "demo" { return DemoScene(size: size) }
        if name == "card-flip" { return CardFlipScene(size: size) }
        if name == "fold" { return FoldDemoScene(size: size) }
        if let kind = CheckScene.Kind(rawValue: name) { return CheckScene(kind, size: size) }
        if name == "floor" { return FloorScene(size: size) }
        if name.hasPrefix("tiles-"), let n = Int(name.dropFirst(6)), (1...65_536).contains(n) {
            return TiltedGridScene(count: n, size: size)
        }
        throw SceneError.unknown(name)
    }
}

public enum SceneError: Error, CustomStringConvertible {
    case unknown(String)

    public var description: String {
        "unknown scene '\(unknownName)'; known scenes: \(SceneCatalog.names.joined(separator: ", ")), tiles-N"
    }

    private var unknownName: String {
        switch self { case .unknown(let name): return name }
    }
}
