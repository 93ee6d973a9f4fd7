import Foundation

/// A fresh empty directory under the system temporary directory, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let path: String

    public init() throws {
        path = NSTemporaryDirectory() + "crease-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    }

    public func file(_ name: String) -> String { path + "/" + name }

    /// Every name in the directory, hidden ones too.
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    public func remove() { try? FileManager.default.removeItem(atPath: path) }
}
