// swift-tools-version:6.0
import PackageDescription

// Layering (see docs/design.md): math <- core <- compositor <- gl <- platform <- app.
// Core, compositor, fold and gestures import no C module and are tested without a GPU.
let package = Package(
    name: "Crease",
    products: [
        .executable(name: "crease", targets: ["crease"]),
        .library(name: "CreaseCore", targets: ["CreaseCore"]),
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
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]
        ),

        // Pure Swift.
        .target(name: "CreaseMath"),
        .target(name: "CreaseCore", dependencies: ["CreaseMath"]),
        .target(name: "CreaseCompositor", dependencies: ["CreaseCore"]),
        .target(name: "CreaseGestures", dependencies: ["CreaseMath"]),
        .target(name: "CreaseFold", dependencies: ["CreaseMath"]),

        // Edges: Cairo drawing, OpenGL, windows.
        .target(name: "CreaseDraw", dependencies: ["CreaseCore", "CreaseMath", "CPangoCairo"]),
        .target(
            name: "CreaseGL",
            dependencies: ["CreaseCompositor", "CCreaseGL"],
            resources: [.embedInCode("Shaders")]
        ),
        .target(name: "CreasePlatform", dependencies: ["CreaseGL", "CCreaseGL"]),
        .target(name: "CreaseScenes", dependencies: ["CreaseCore", "CreaseDraw", "CreaseGestures", "CreaseFold"]),
        .target(name: "CreaseEffects", dependencies: ["CreaseCore", "CreaseGestures", "CreaseDraw", "CreaseScenes"]),
        .executableTarget(
            name: "crease",
            dependencies: [
                "CreaseScenes", "CreaseGL", "CreasePlatform", "CreaseDraw", "CreaseGestures", "CreaseEffects",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        .testTarget(name: "CreaseMathTests", dependencies: ["CreaseMath"]),
        .testTarget(name: "CreaseCoreTests", dependencies: ["CreaseCore"]),
        .testTarget(name: "CreaseCompositorTests", dependencies: ["CreaseCompositor", "CreaseScenes"]),
        .testTarget(
            name: "CreaseRenderTests",
            dependencies: ["CreaseGL", "CreasePlatform", "CreaseDraw", "CreaseScenes", "CreaseEffects", "CreaseFold"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "CreasePlatformTests", dependencies: ["CreasePlatform"]),
        .testTarget(name: "CreaseScenesTests", dependencies: ["CreaseScenes"]),
        .testTarget(name: "CreaseGesturesTests", dependencies: ["CreaseGestures"]),
        .testTarget(name: "CreaseFoldTests", dependencies: ["CreaseFold"]),
        .testTarget(name: "CreaseEffectsTests", dependencies: ["CreaseEffects"]),
        .testTarget(name: "CreaseCommandTests", dependencies: ["crease", "CreaseDraw"]),
        .testTarget(name: "CreaseDrawTests", dependencies: ["CreaseDraw"]),
    ],
    swiftLanguageModes: [.v6]
)
