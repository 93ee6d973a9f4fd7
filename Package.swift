// swift-tools-version:6.0
import PackageDescription

// Layering (see docs/design.md): each target depends on exactly the package modules it imports,
// and only on modules below it. Math, image, fold, core, gestures, draw list, compositor, scene and the
// benchmark's statistics import no C module and are tested without a GPU. A test checks these lists against the import lines.
let package = Package(
    name: "Crease",
    products: [
        .executable(name: "crease", targets: ["CreaseCommand"]),
        // Everything in one import (`import Crease`), or the parts alone.
        .library(name: "Crease", targets: ["Crease"]),
        .library(name: "CreaseMath", targets: ["CreaseMath"]),
        .library(name: "CreaseCore", targets: ["CreaseCore"]),
        .library(name: "CreaseCoreGraphics", targets: ["CreaseCoreGraphics"]),
        .library(name: "CreaseFold", targets: ["CreaseFold"]),
        .library(name: "CreaseDrawList", targets: ["CreaseDrawList"]),
        .library(name: "CreaseGestures", targets: ["CreaseGestures"]),
        .library(name: "CreaseDraw", targets: ["CreaseDraw"]),
        .library(name: "CreaseRender", targets: ["CreaseRender"]),
        .library(name: "CreaseEffects", targets: ["CreaseEffects"]),
        .library(name: "CreaseRegistry", targets: ["CreaseRegistry"]),
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
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CTurboJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),

        // Pure Swift, no C module.
        .target(name: "CreaseMath"),
        .target(name: "CreaseThreads"),
        .target(name: "CreaseStatistics", dependencies: ["CreaseMath"]),
        .target(name: "CreaseImage"),
        .target(name: "CreaseFiles"),
        .target(name: "CreaseFold", dependencies: ["CreaseMath"]),
        .target(name: "CreaseCore", dependencies: ["CreaseFold", "CreaseImage", "CreaseMath", "CreaseThreads"]),
        // Foundation's CGPoint, CGSize and CGRect for Crease's geometry and layers: the one module
        // below the renderer that needs all of Foundation (docs/design.md, "Dependencies").
        .target(name: "CreaseCoreGraphics", dependencies: ["CreaseCore", "CreaseMath"]),
        .target(name: "CreaseGestures", dependencies: ["CreaseFiles", "CreaseMath"]),
        .target(name: "CreaseDrawList", dependencies: ["CreaseImage", "CreaseMath", "CreaseThreads"]),
        .target(name: "CreaseCompositor", dependencies: ["CreaseCore", "CreaseDrawList", "CreaseFold", "CreaseImage", "CreaseMath", "CreaseThreads"]),
        .target(name: "CreaseScene", dependencies: ["CreaseCore", "CreaseDraw", "CreaseGestures", "CreaseImage", "CreaseMath"]),

        // Edges: Cairo drawing, OpenGL, windows, the frame loop.
        .target(name: "CreaseDraw", dependencies: ["CreaseFiles", "CreaseImage", "CreaseMath", "CPangoCairo", "CPNG", "CTurboJPEG"]),
        .target(
            name: "CreaseGL",
            dependencies: ["CCreaseGL", "CreaseDrawList", "CreaseImage", "CreaseMath", "CreaseThreads"],
            resources: [.embedInCode("Shaders")]
        ),
        .target(name: "CreasePlatform", dependencies: ["CCreaseGL", "CreaseGL", "CreaseGestures", "CreaseMath"]),
        .target(
            name: "CreaseRender",
            dependencies: [
                "CreaseCompositor", "CreaseCore", "CreaseCoreGraphics", "CreaseDrawList", "CreaseFiles", "CreaseGL", "CreaseGestures",
                "CreaseImage", "CreaseMath", "CreasePlatform", "CreaseScene", "CreaseThreads",
            ]
        ),

        // Scenes: the showcases, checks and benchmark workloads, the transitions, then the
        // registry of every scene above both.
        .target(
            name: "CreaseShowcases",
            dependencies: ["CreaseCore", "CreaseDraw", "CreaseFold", "CreaseGestures", "CreaseImage", "CreaseMath", "CreaseScene"]
        ),
        .target(
            name: "CreaseEffects",
            dependencies: ["CreaseCore", "CreaseDraw", "CreaseFold", "CreaseGestures", "CreaseImage", "CreaseMath", "CreaseScene"]
        ),
        .target(name: "CreaseRegistry", dependencies: ["CreaseEffects", "CreaseGestures", "CreaseMath", "CreaseScene", "CreaseShowcases"]),
        .target(
            name: "Crease",
            dependencies: [
                "CreaseCompositor", "CreaseCore", "CreaseCoreGraphics", "CreaseDraw", "CreaseDrawList", "CreaseEffects", "CreaseFiles",
                "CreaseFold", "CreaseGL", "CreaseGestures", "CreaseImage", "CreaseMath", "CreasePlatform", "CreaseRegistry", "CreaseRender",
                "CreaseScene", "CreaseShowcases",
            ]
        ),
        .executableTarget(
            name: "CreaseCommand",
            dependencies: [
                "CreaseCompositor", "CreaseCore", "CreaseDraw", "CreaseDrawList", "CreaseFiles", "CreaseFold", "CreaseGL", "CreaseGestures",
                "CreaseImage", "CreaseMath", "CreasePlatform", "CreaseRegistry", "CreaseRender", "CreaseScene", "CreaseShowcases",
                "CreaseStatistics", "CreaseThreads",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // What the tests share: the image comparison goldens are judged by, pixel probes,
        // temporary folders, sample pictures, the skips of tests needing a display or ffmpeg.
        // Linked only into test bundles.
        .target(name: "CreaseTestSupport", dependencies: ["CreaseImage"], path: "Tests/CreaseTestSupport"),
        .testTarget(name: "CreaseTestSupportTests", dependencies: ["CreaseImage", "CreaseTestSupport"]),
        .testTarget(name: "CreaseLayeringTests"),
        .testTarget(name: "CreaseMathTests", dependencies: ["CreaseMath"]),
        .testTarget(name: "CreaseThreadsTests", dependencies: ["CreaseThreads"]),
        .testTarget(name: "CreaseFilesTests", dependencies: ["CreaseFiles", "CreaseTestSupport"]),
        .testTarget(name: "CreaseStatisticsTests", dependencies: ["CreaseMath", "CreaseStatistics"], exclude: ["Recorded"]),
        .testTarget(name: "CreaseFoldTests", dependencies: ["CreaseFold", "CreaseMath"]),
        .testTarget(name: "CreaseCoreTests", dependencies: ["CreaseCore", "CreaseFold", "CreaseMath"]),
        .testTarget(name: "CreaseCoreGraphicsTests", dependencies: ["CreaseCore", "CreaseCoreGraphics", "CreaseMath"]),
        .testTarget(name: "CreaseGesturesTests", dependencies: ["CreaseGestures", "CreaseMath"]),
        .testTarget(
            name: "CreaseCompositorTests",
            dependencies: ["CreaseCompositor", "CreaseCore", "CreaseDrawList", "CreaseFold", "CreaseImage", "CreaseMath"]
        ),
        .testTarget(name: "CreaseDrawTests", dependencies: ["CPangoCairo", "CTurboJPEG", "CreaseDraw", "CreaseImage", "CreaseMath", "CreaseTestSupport"]),
        .testTarget(name: "CreaseGLTests", dependencies: ["CreaseDrawList", "CreaseGL", "CreaseImage", "CreaseMath"]),
        .testTarget(name: "CreasePlatformTests", dependencies: ["CreaseGestures", "CreaseMath", "CreasePlatform"]),
        .testTarget(
            name: "CreaseShowcasesTests",
            dependencies: ["CreaseCore", "CreaseFold", "CreaseGestures", "CreaseImage", "CreaseMath", "CreaseShowcases"]
        ),
        .testTarget(
            name: "CreaseEffectsTests",
            dependencies: [
                "CreaseCompositor", "CreaseCore", "CreaseDraw", "CreaseEffects", "CreaseFold", "CreaseGestures", "CreaseImage",
                "CreaseMath", "CreaseScene",
            ]
        ),
        .testTarget(
            name: "CreaseRegistryTests",
            dependencies: ["CreaseCompositor", "CreaseCore", "CreaseGestures", "CreaseImage", "CreaseMath", "CreaseRegistry", "CreaseScene"],
            exclude: ["Recorded"]
        ),
        .testTarget(
            name: "CreaseRenderTests",
            dependencies: [
                "CCreaseGL", "CreaseCompositor", "CreaseCore", "CreaseDraw", "CreaseEffects", "CreaseFold", "CreaseGL",
                "CreaseGestures", "CreaseImage", "CreaseMath", "CreasePlatform", "CreaseRegistry", "CreaseRender", "CreaseScene",
                "CreaseShowcases", "CreaseTestSupport",
            ],
            exclude: ["Golden"]
        ),
        .testTarget(
            name: "CreaseCommandTests",
            dependencies: [
                "CreaseCommand", "CreaseCore", "CreaseDraw", "CreaseFiles", "CreaseGL", "CreaseImage", "CreaseMath", "CreaseRegistry", "CreaseRender",
                "CreaseScene", "CreaseTestSupport",
            ]
        ),

        // Examples/: small programs on the `Crease` product, built with the package so the tests
        // run them (Examples/Package.swift builds the same files as a package of its own).
        .executableTarget(name: "FoldOnASpring", dependencies: ["Crease"], path: "Examples/FoldOnASpring"),
        .executableTarget(name: "SplitByDrag", dependencies: ["Crease"], path: "Examples/SplitByDrag"),
        .target(name: "HostGL", path: "Examples/HostGL", linkerSettings: [.linkedLibrary("epoxy"), .linkedLibrary("glfw")]),
        .executableTarget(name: "EmbedInHost", dependencies: ["Crease", "HostGL"], path: "Examples/EmbedInHost"),
    ],
    swiftLanguageModes: [.v6]
)
