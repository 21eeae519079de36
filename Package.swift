// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "AirFitUI",
    defaultLocalization: "en",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "PlatformFacts", targets: ["PlatformFacts"]),
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "TokenExport", targets: ["TokenExport"]),
        .library(name: "DesignAudit", targets: ["DesignAudit"]),
        .library(name: "AirFitUI", targets: ["AirFitUI"]),
        .library(name: "AirFitUIHelpers", targets: ["AirFitUIHelpers"]),
        .executable(name: "airfit", targets: ["airfit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // `make docs`: the DocC catalogs of AirFitUI, DesignTokens and Motion as a static site.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // Facts about iOS itself (Dynamic Type, system colors, materials), which the headless SwiftUI layer may know.
        // Foundation only. Its folder sits inside the tokens' (their bottom layer), so a tool that compiles
        // Sources/DesignTokens as one module, as the Apple typecheck does, finds every type it uses.
        .target(name: "PlatformFacts", path: "Sources/DesignTokens/PlatformFacts"),
        // Values of the three dialects and color science; re-exports PlatformFacts. Foundation only.
        .target(name: "DesignTokens", dependencies: ["PlatformFacts"], exclude: ["PlatformFacts"]),
        // Springs, timing curves, the cascade schedule and gradient choreography. No UI framework.
        .target(name: "Motion", dependencies: ["DesignTokens"]),
        // DTCG JSON, Xcode asset catalogs, CSS and Swift source from the tokens.
        .target(name: "TokenExport", dependencies: ["DesignTokens", "Motion"]),
        // `airfit audit`: where the spec keeps its own promises and where it breaks them.
        .target(name: "DesignAudit", dependencies: ["DesignTokens", "Motion"]),
        .executableTarget(
            name: "airfit",
            dependencies: [
                "DesignTokens", "Motion", "TokenExport", "DesignAudit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Printed throughput figures; run in release with `make bench`.
        .executableTarget(name: "airfit-benchmarks", dependencies: ["DesignTokens", "Motion", "DesignAudit"]),
        .testTarget(name: "DesignTokensTests", dependencies: ["DesignTokens"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "DesignTokens"]),
        .testTarget(name: "TokenExportTests", dependencies: ["TokenExport", "DesignTokens"]),
        .testTarget(name: "DesignAuditTests", dependencies: ["DesignAudit", "Motion", "DesignTokens"]),
        .testTarget(name: "CLITests", dependencies: ["airfit"]),
    ],
    swiftLanguageModes: [.v6]
)

// The example app: the catalog and the screens in a SwiftUI `App` on Apple platforms; on Linux it
// prints that it needs one.
#if os(Linux)
    package.targets.append(.executableTarget(name: "AirFitCatalogApp", path: "Sources/AirFitCatalogApp"))
#else
    package.targets.append(
        .executableTarget(
            name: "AirFitCatalogApp", dependencies: ["AirFitUI", "AirFitScreens", "AirFitCatalog", "DesignTokens"],
            path: "Sources/AirFitCatalogApp"))
#endif

#if os(Linux)
    // The components: real SwiftUI code, compiled here against the headless layer. Targets that import `SwiftUI` also
    // depend on HeadlessSwiftUI directly, so a change of the layer's types rebuilds them (D223).
    // SwiftPM on Linux copies a String Catalog as it is (it has no xcstringstool); the headless layer reads it.
    package.targets.append(
        .target(
            name: "AirFitUI", dependencies: ["DesignTokens", "Motion", "SwiftUI", "HeadlessSwiftUI"],
            resources: [.copy("Localization/Localizable.xcstrings")]))
    // Every screen of the spec with built-in sample data, in every theme: the gallery's subjects.
    package.targets.append(.target(name: "AirFitUIHelpers", dependencies: ["AirFitUI", "SwiftUI", "HeadlessSwiftUI"]))
    package.targets.append(
        .target(
            name: "AirFitScreens", dependencies: ["AirFitUI", "DesignTokens", "Motion", "SwiftUI", "HeadlessSwiftUI"],
            resources: [.copy("Localization/Localizable.xcstrings")]))
    // Every component's previews, registered by name: the gallery, the snapshot tests and the example app show them.
    package.targets.append(
        .target(name: "AirFitCatalog", dependencies: ["AirFitUI", "AirFitScreens", "DesignTokens", "Motion", "SwiftUI", "HeadlessSwiftUI"]))
#else
    // The components over Apple's SwiftUI, and the iOS providers of their device inputs (Core Motion,
    // UIScreen), which the components never import.
    package.targets.append(
        .target(name: "AirFitUI", dependencies: ["DesignTokens", "Motion"], resources: [.process("Localization")]))
    package.targets.append(.target(name: "AirFitUIDevice", dependencies: ["AirFitUI"]))
    package.targets.append(.target(name: "AirFitUIHelpers", dependencies: ["AirFitUI"]))
    package.targets.append(
        .target(name: "AirFitScreens", dependencies: ["AirFitUI", "DesignTokens", "Motion"], resources: [.process("Localization")]))
    package.targets.append(.target(name: "AirFitCatalog", dependencies: ["AirFitUI", "AirFitScreens", "DesignTokens", "Motion"]))
    package.products.append(.library(name: "AirFitScreens", targets: ["AirFitScreens"]))
    package.products.append(.library(name: "AirFitCatalog", targets: ["AirFitCatalog"]))
    package.products.append(.library(name: "AirFitUIDevice", targets: ["AirFitUIDevice"]))
#endif

#if os(Linux)
    // The headless SwiftUI layer: only where SwiftUI does not exist. On Apple platforms the components
    // use SwiftUI itself and none of these targets is part of the package.
    package.products.append(.library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]))
    package.products.append(.library(name: "SwiftUI", targets: ["SwiftUI"]))
    package.products.append(.library(name: "Combine", targets: ["Combine"]))
    package.products.append(.library(name: "UIKit", targets: ["UIKit"]))
    package.products.append(.library(name: "DeveloperToolsSupport", targets: ["DeveloperToolsSupport"]))
    package.products.append(.library(name: "WebKit", targets: ["WebKit"]))
    package.products.append(.library(name: "MessageUI", targets: ["MessageUI"]))
    package.products.append(.library(name: "SafariServices", targets: ["SafariServices"]))
    package.products.append(.plugin(name: "GenerateAssetSymbols", targets: ["GenerateAssetSymbols"]))
    // Combine, which Linux lacks: OpenCombine, with Apple's spellings of its Foundation and Dispatch
    // schedulers and publishers (D201).
    package.dependencies.append(.package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"))
    package.products.append(.library(name: "AirFitSnapshotTesting", targets: ["AirFitSnapshotTesting"]))
    package.products.append(.library(name: "AirFitPreviewReview", targets: ["AirFitPreviewReview"]))
    package.targets += [
        // Apple's SwiftUI API, headless: what component code imports on Linux.
        .target(
            name: "HeadlessSwiftUI",
            dependencies: [
                "PlatformFacts", "Motion", "HeadlessSwiftUIMacros", .product(name: "OpenCombine", package: "OpenCombine"),
            ]),
        // The layer under SwiftUI's own module name, so an app's files keep their `import SwiftUI` and
        // `SwiftUI.View` on Linux (D193). Adopters depend on it for Linux only:
        // `.product(name: "SwiftUI", package: "AirFitUI", condition: .when(platforms: [.linux]))`.
        .target(
            name: "SwiftUI",
            dependencies: [
                "HeadlessSwiftUI", .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ], path: "Sources/SwiftUIOnLinux"),
        // OpenCombine under Combine's own module name, so an app's `import Combine` compiles on Linux (D201).
        .target(
            name: "Combine",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "OpenCombineFoundation", package: "OpenCombine"),
                .product(name: "OpenCombineDispatch", package: "OpenCombine"),
            ], path: "Sources/CombineOnLinux"),
        // The layer's UIKit types under UIKit's own module name, so a file's `import UIKit` beside
        // `import SwiftUI` compiles on Linux (D300).
        .target(name: "UIKit", dependencies: ["HeadlessSwiftUI"], path: "Sources/UIKitOnLinux"),
        // The layer's asset symbol types under DeveloperToolsSupport's own module name, so the
        // `GeneratedAssetSymbols.swift` an app's catalogs produce compiles on Linux (D302).
        .target(name: "DeveloperToolsSupport", dependencies: ["HeadlessSwiftUI"], path: "Sources/DeveloperToolsSupportOnLinux"),
        // A web view that loads nothing under WebKit's own module name, so an app's wrapped
        // `WKWebView` compiles and draws on Linux (D302).
        .target(name: "WebKit", dependencies: ["HeadlessSwiftUI"], path: "Sources/WebKitOnLinux"),
        // A mail composer and a Safari view that do nothing, under MessageUI's and SafariServices'
        // module names, so an app's feedback and help screens compile on Linux (D304).
        .target(name: "MessageUI", dependencies: ["HeadlessSwiftUI"], path: "Sources/MessageUIOnLinux"),
        .target(name: "SafariServices", dependencies: ["HeadlessSwiftUI"], path: "Sources/SafariServicesOnLinux"),
        // The asset symbols Xcode generates (`ImageResource.avatar`, `Color.brand`), written from a
        // target's asset catalogs by a build plugin where no Xcode writes them (D302).
        .target(name: "AssetSymbols"),
        .executableTarget(name: "asset-symbols", dependencies: ["AssetSymbols"]),
        .plugin(name: "GenerateAssetSymbols", capability: .buildTool(), dependencies: ["asset-symbols"]),
        .testTarget(name: "AssetSymbolsTests", dependencies: ["AssetSymbols"]),
        .macro(name: "HeadlessSwiftUIMacros"),
        .testTarget(name: "HeadlessSwiftUIMacrosTests", dependencies: ["HeadlessSwiftUIMacros"]),
        // SwiftUI's layout over the resolved graph: proposals, stacks, frames, text measuring, devices.
        .target(name: "HeadlessLayout", dependencies: ["HeadlessSwiftUI", "PlatformFacts"]),
        // Drives the graph for tests and tools (updates, taps, the accessibility tree). Components never import it.
        .target(name: "HeadlessRuntime", dependencies: ["HeadlessSwiftUI", "HeadlessLayout", "Motion", "DesignTokens", "PlatformFacts"]),
        // Snippets that compile unchanged against this layer and against Apple's SwiftUI (scripts/apple-typecheck.sh).
        .target(
            name: "SwiftUICorpus",
            dependencies: [
                "SwiftUI", "Combine", "UIKit", "DeveloperToolsSupport", "WebKit", "MessageUI", "SafariServices",
                "HeadlessSwiftUI",
            ], path: "Tests/SwiftUICorpus"),
        // The README's component examples, verbatim: compiled here and against Apple's SDKs.
        .target(
            name: "ReadmeExamples", dependencies: ["AirFitUI", "DesignTokens", "SwiftUI", "HeadlessSwiftUI"], path: "Tests/ReadmeExamples"),
        // One example per public component, shown on its DocC page with its rendered picture: compiled here and against
        // Apple's SDKs; DocumentationImageTests keeps the pictures current.
        .target(
            name: "DocumentationExamples", dependencies: ["AirFitUI", "DesignTokens", "SwiftUI", "HeadlessSwiftUI"],
            path: "Tests/DocumentationExamples"),
        .testTarget(
            name: "HeadlessSwiftUITests",
            dependencies: [
                "HeadlessSwiftUI", "SwiftUI", "Combine", "UIKit", "DeveloperToolsSupport", "WebKit", "MessageUI", "SafariServices",
                "HeadlessRuntime", "HeadlessLayout",
                "SwiftUICorpus",
            ],
            resources: [.copy("Resources")], plugins: [.plugin(name: "GenerateAssetSymbols")]),
        // Printed layout figures; run in release with `make bench`.
        .executableTarget(
            name: "headless-benchmarks",
            dependencies: [
                "HeadlessSwiftUI", "HeadlessLayout", "HeadlessRuntime", "SwiftUICorpus",
                "Renderer", "ImageEncoding", "Raster", "LayoutCheck",
            ]),
        .testTarget(name: "HeadlessLayoutTests", dependencies: ["HeadlessSwiftUI", "HeadlessLayout", "HeadlessRuntime", "SwiftUICorpus"]),
        // Gaussian blur and dithered gradients on ARGB32 pixels: the renderer's C fast path.
        // Plain C11 over libc and libm (no unsafe flags, so the package stays usable as a dependency);
        // on x86-64 Linux its hot loops carry AVX2 clones chosen at load time (D214).
        .target(name: "CRaster", path: "Sources/CRaster"),
        .target(name: "Raster", dependencies: ["CRaster"]),
        .testTarget(name: "RasterTests", dependencies: ["Raster"]),
        // libpng's simplified API and zlib's CRC (Debian's libpng-dev).
        .systemLibrary(name: "CPNG", path: "Sources/CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        // PNG, animated PNG and contact sheets from premultiplied pixels.
        // PNG image data: straight RGB(A) rows, unfiltered, compressed by libdeflate (D147, D224).
        // The layout check behind `airfit lint`: truncated text, broken words, overlaps, text off the
        // screen or under the system bars, small touch targets (issue #21). Reads the headless layout.
        .target(name: "LayoutCheck", dependencies: ["HeadlessRuntime", "HeadlessLayout", "HeadlessSwiftUI"]),
        .testTarget(
            name: "LayoutCheckTests", dependencies: ["LayoutCheck", "HeadlessRuntime", "HeadlessLayout", "HeadlessSwiftUI", "Renderer"]),
        .target(name: "CPNGCodec", path: "Sources/CPNGCodec", linkerSettings: [.linkedLibrary("deflate")]),
        // JPEG decoding for bundle and asset catalog photos: libjpeg-turbo (Debian's libjpeg-dev), D302.
        .target(name: "CJPEGCodec", path: "Sources/CJPEGCodec", linkerSettings: [.linkedLibrary("jpeg")]),
        .target(name: "ImageEncoding", dependencies: ["CPNG", "CPNGCodec"]),
        .target(name: "ImageComparison", dependencies: ["ImageEncoding", "DesignTokens"]),
        .target(name: "GalleryReview", dependencies: ["ImageComparison", "ImageEncoding"]),
        .testTarget(name: "GalleryReviewTests", dependencies: ["GalleryReview", "ImageComparison", "ImageEncoding", "DesignTokens"]),
        // A team's review of its own previews: the configuration, the plan, worker processes, shards and the page.
        .target(
            name: "AirFitPreviewReview",
            dependencies: [
                "GalleryReview", "Renderer", "LayoutCheck", "HeadlessRuntime", "HeadlessLayout", "HeadlessSwiftUI", "ImageEncoding",
                "Raster", "TokenExport", "PlatformFacts", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Two previews, one of which traps: what PreviewReviewTests reviews through the program below.
        .target(name: "ReviewFixture", dependencies: ["SwiftUI", "HeadlessSwiftUI"], path: "Tests/ReviewFixture"),
        .executableTarget(
            name: "airfit-review-fixture", dependencies: ["AirFitPreviewReview", "ReviewFixture"], path: "Tests/ReviewFixtureRunner"),
        .testTarget(
            name: "PreviewReviewTests",
            dependencies: [
                "AirFitPreviewReview", "GalleryReview", "ImageEncoding", "HeadlessRuntime", "HeadlessSwiftUI", "HeadlessLayout",
            ],
            resources: [.copy("Fixtures")]),
        // Cairo, Pango and fontconfig from Debian (libcairo2-dev, libpango1.0-dev).
        .systemLibrary(
            name: "CCairo", path: "Sources/CCairo", pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        // Display lists to pixels: Cairo paths and gradients, Pango text over pinned fonts, materials, glass.
        .target(
            name: "Renderer",
            dependencies: [
                "CCairo", "CJPEGCodec", "Raster", "ImageEncoding", "HeadlessSwiftUI", "HeadlessLayout",
                "HeadlessRuntime", "PlatformFacts",
            ]),
        // Snapshot tests of any SwiftUI view on Linux, for adopters' test targets as for ours:
        // swift-snapshot-testing's image strategies are Apple-only, `.headlessImage` renders with ours.
        .target(
            name: "AirFitSnapshotTesting",
            dependencies: [
                "Renderer", "ImageEncoding", "ImageComparison", "HeadlessSwiftUI", "HeadlessLayout", "HeadlessRuntime",
                "PlatformFacts", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // Numeric facts about real SwiftUI on iOS, each with its source, checked against the headless layer
        // and the renderer's text measurement (docs/fidelity.md).
        .testTarget(
            name: "ConformanceTests",
            dependencies: [
                "Renderer", "HeadlessRuntime", "HeadlessSwiftUI", "HeadlessLayout",
                "DesignTokens", "ImageEncoding",
            ]),
        .testTarget(
            name: "RendererTests",
            dependencies: [
                "Renderer", "ImageEncoding", "HeadlessRuntime", "HeadlessSwiftUI",
                "HeadlessLayout", "SwiftUICorpus", "DesignTokens", "Raster", "AirFitSnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        // The components' snapshots (every preview in the catalog) and behaviour through the headless runtime.
        .testTarget(
            name: "AirFitUITests",
            dependencies: [
                "AirFitUI", "AirFitUIHelpers", "AirFitCatalog", "ReadmeExamples", "DocumentationExamples", "DesignTokens", "Motion",
                "HeadlessSwiftUI",
                "HeadlessRuntime",
                "HeadlessLayout", "Renderer", "AirFitSnapshotTesting", "ImageEncoding",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        // Every screen in every theme: snapshots, the flows through the interaction driver, the blur budget.
        .testTarget(
            name: "AirFitScreensTests",
            dependencies: [
                "AirFitScreens", "AirFitUI", "DesignTokens", "Motion", "DesignAudit", "LayoutCheck",
                "HeadlessSwiftUI", "HeadlessRuntime", "HeadlessLayout", "Renderer",
                "AirFitSnapshotTesting", "ImageEncoding",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
    ]
    // `airfit render`, `animate` and `list` exist where the renderer does.
    if let cli = package.targets.first(where: { $0.name == "airfit" }) {
        cli.dependencies += [
            "Renderer", "ImageEncoding", "SwiftUICorpus", "HeadlessSwiftUI", "HeadlessLayout", "AirFitUI", "AirFitScreens",
            "AirFitCatalog", "LayoutCheck", "GalleryReview", "AirFitPreviewReview", "Raster",
        ]
    }
#endif
