// swift-tools-version:6.0
// Crease's examples as a package of their own, depending on Crease by path, as yours would:
//   cd Examples && swift run FoldOnASpring
import Foundation
import PackageDescription

// A package depended on by path is named after its folder: this checkout's, whatever it is called.
let crease = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent.lowercased()

let package = Package(
    name: "CreaseExamples",
    dependencies: [.package(path: "..")],
    targets: [
        .executableTarget(name: "FoldOnASpring", dependencies: [.product(name: "Crease", package: crease)], path: "FoldOnASpring"),
        .executableTarget(name: "SplitByDrag", dependencies: [.product(name: "Crease", package: crease)], path: "SplitByDrag"),
        // A host application's own GL code, in C: libepoxy and GLFW, as Crease uses them.
        .target(name: "HostGL", path: "HostGL", linkerSettings: [.linkedLibrary("epoxy"), .linkedLibrary("glfw")]),
        .executableTarget(name: "EmbedInHost", dependencies: [.product(name: "Crease", package: crease), "HostGL"], path: "EmbedInHost"),
    ],
    swiftLanguageModes: [.v6]
)
