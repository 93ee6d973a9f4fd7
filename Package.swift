// swift-tools-version:6.0
import PackageDescription

// Layering (see docs/design.md): each target depends on exactly the modules it imports.
// Math, core, fold, gestures and compositor import no C module and are tested without a GPU.
let package = Package(
    name: "Crease",
    products: [
        .executable(name: "crease", targets: ["CreaseCommand"]),
        // Everything in one import (`import Crease`), or the parts alone.
        .library(name: "Crease", targets: ["Crease"]),
        .library(name: "CreaseMath", targets: ["CreaseMath"]),
        .library(name: "CreaseCore", targets: ["CreaseCore"]),
        .library(name: "CreaseFold", targets: ["CreaseFold"]),
        .library(name: "CreaseGestures", targets: ["CreaseGestures"]),
        .library(name: "CreaseDraw", targets: ["CreaseDraw"]),
        .library(name: "CreaseRender", targets: ["CreaseRender"]),
        .library(name: "CreaseEffects", targets: ["CreaseEffects"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // C: system libraries through pkg-config, and prefixed inline wrappers over epoxy's
        // GL/EGL macros (Swift cannot call those macros itself).
        .systemLibrary(name: "CEpoxy", pkgConfig: "epoxy", providers: [.apt(["libepoxy-dev"])]),
        .systemLibrary(name: "CGLFW", pkgConfig: "glfw3", providers: [.apt(["libglfw3-dev"])]),
        .target(name: "CCreaseGL", dependencies: ["CEpoxy", "CGLFW"]),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),

        // Pure Swift.
        .target(name: "CreaseMath"),
        .target(name: "CreaseCore", dependencies: ["CreaseFold", "CreaseMath"]),
        .target(name: "CreaseCompositor", dependencies: ["CreaseCore", "CreaseFold", "CreaseMath"]),
        .target(name: "CreaseGestures", dependencies: ["CreaseMath"]),
        .target(name: "CreaseFold", dependencies: ["CreaseMath"]),

        // Edges: Cairo drawing, OpenGL, windows.
        .target(name: "CreaseDraw", dependencies: ["CreaseCore", "CreaseMath", "CPangoCairo"]),
        .target(
            name: "CreaseGL",
            dependencies: ["CreaseCompositor", "CreaseCore", "CreaseMath", "CCreaseGL"],
            resources: [.embedInCode("Shaders")]
        ),
        .target(name: "CreasePlatform", dependencies: ["CreaseGL", "CreaseGestures", "CreaseMath", "CCreaseGL"]),
        .target(
            name: "CreaseRender",
            dependencies: ["CreaseCompositor", "CreaseCore", "CreaseGL", "CreaseMath", "CreasePlatform", "CreaseScenes"]
        ),
        .target(name: "CreaseScenes", dependencies: ["CreaseCore", "CreaseDraw", "CreaseFold", "CreaseGestures", "CreaseMath"]),
        .target(name: "CreaseEffects", dependencies: ["CreaseCore", "CreaseDraw", "CreaseGestures", "CreaseMath", "CreaseScenes"]),
        .target(
            name: "Crease",
            dependencies: [
                "CreaseCompositor", "CreaseCore", "CreaseDraw", "CreaseEffects", "CreaseFold", "CreaseGL", "CreaseGestures",
                "CreaseMath", "CreasePlatform", "CreaseRender", "CreaseScenes",
            ]
        ),
        .executableTarget(
            name: "CreaseCommand",
            dependencies: [
                "CreaseCompositor", "CreaseCore", "CreaseDraw", "CreaseEffects", "CreaseFold", "CreaseGL", "CreaseGestures",
                "CreaseMath", "CreasePlatform", "CreaseRender", "CreaseScenes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "CreaseMathTests", dependencies: ["CreaseMath"]),
        .testTarget(name: "CreaseCoreTests", dependencies: ["CreaseCore", "CreaseFold", "CreaseMath"]),
        .testTarget(
            name: "CreaseCompositorTests", dependencies: ["CreaseCompositor", "CreaseCore", "CreaseEffects", "CreaseFold", "CreaseMath"],
            exclude: ["Recorded"]
        ),
        .testTarget(
            name: "CreaseRenderTests",
            dependencies: ["CreaseGL", "CreasePlatform", "CreaseRender", "CreaseDraw", "CreaseScenes", "CreaseEffects", "CreaseFold"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "CreasePlatformTests", dependencies: ["CreasePlatform"]),
        .testTarget(name: "CreaseScenesTests", dependencies: ["CreaseCore", "CreaseFold", "CreaseGestures", "CreaseMath", "CreaseScenes"]),
        .testTarget(name: "CreaseGesturesTests", dependencies: ["CreaseGestures"]),
        .testTarget(name: "CreaseFoldTests", dependencies: ["CreaseFold"]),
        .testTarget(name: "CreaseEffectsTests", dependencies: ["CreaseEffects"]),
        .testTarget(name: "CreaseCommandTests", dependencies: ["CreaseCommand", "CreaseCore", "CreaseDraw", "CreaseRender"]),

        // Examples/: small programs on the `Crease` product, built with the package so the tests
        // run them (Examples/Package.swift builds the same files as a package of its own).
        .executableTarget(name: "FoldOnASpring", dependencies: ["Crease"], path: "Examples/FoldOnASpring"),
        .executableTarget(name: "SplitByDrag", dependencies: ["Crease"], path: "Examples/SplitByDrag"),
        .testTarget(name: "CreaseDrawTests", dependencies: ["CreaseDraw"]),
    ],
    swiftLanguageModes: [.v6]
)
