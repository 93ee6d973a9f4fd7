import CreaseMath
import CreaseScenes

/// The transitions by name, for `--effect` and the demo's keys 1–3.
public enum EffectCatalog {
    public static let names = ["open-folder", "pan-fold", "open-doors"]

    public static func make(_ name: String, size: Size, options: EffectOptions = EffectOptions()) throws -> Scene {
        switch name {
        case "open-folder": return OpenFolderScene(size: size, options: options)
        case "pan-fold": return PanFoldScene(size: size, options: options)
        case "open-doors": return OpenDoorsScene(size: size, options: options)
        default: throw EffectError.unknown(name)
        }
    }
}

public enum EffectError: Error, CustomStringConvertible {
    case unknown(String)

    public var description: String {
        switch self {
        case .unknown(let name): return "unknown effect '\(name)'; known effects: \(EffectCatalog.names.joined(separator: ", "))"
        }
    }
}
