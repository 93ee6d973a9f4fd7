import ArgumentParser
import CreaseScene

/// The command line's name for each setting a scene may take: the one place where flag names
/// meet `SceneOption`, and where a setting a scene does not take is said in one line.
enum SettingFlag: String, CaseIterable, ExpressibleByArgument {
    case image, gesture, delay, hinged
    case reduceMotion = "reduce-motion"

    init(_ option: SceneOption) {
        switch option {
        case .image: self = .image
        case .gesture: self = .gesture
        case .doorsDelay: self = .delay
        case .hinge: self = .hinged
        case .reduceMotion: self = .reduceMotion
        }
    }

    var option: SceneOption {
        switch self {
        case .image: .image
        case .gesture: .gesture
        case .delay: .doorsDelay
        case .hinged: .hinge
        case .reduceMotion: .reduceMotion
        }
    }

    var flag: String { "--\(rawValue)" }

    /// "--hinged does not apply to open-doors (it takes --image, --delay)", a usage error.
    static func notTaken(_ flag: SettingFlag, by entry: SceneEntry) -> CommandError {
        let takes = entry.options.isEmpty ? "it takes none" : "it takes " + entry.options.map { SettingFlag($0).flag }.joined(separator: ", ")
        return CommandError("\(flag.flag) does not apply to \(entry.name) (\(takes))", status: 64)
    }
}
