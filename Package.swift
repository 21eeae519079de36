// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "AirFitUI",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "DesignTokens", targets: ["DesignTokens"]),
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "TokenExport", targets: ["TokenExport"]),
        .library(name: "DesignAudit", targets: ["DesignAudit"]),
        .executable(name: "airfit", targets: ["airfit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // Values of the three dialects, color science and the Dynamic Type table. Foundation only.
        .target(name: "DesignTokens"),
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

#if os(Linux)
// The headless SwiftUI layer: only where SwiftUI does not exist. On Apple platforms the components
// use SwiftUI itself and none of these targets is part of the package.
package.products.append(.library(name: "HeadlessSwiftUI", targets: ["HeadlessSwiftUI"]))
package.targets += [
    // Apple's SwiftUI API, headless: what component code imports on Linux.
    .target(name: "HeadlessSwiftUI", dependencies: ["DesignTokens"]),
    // SwiftUI's layout over the resolved graph: proposals, stacks, frames, text measuring, devices.
    .target(name: "HeadlessLayout", dependencies: ["HeadlessSwiftUI", "DesignTokens"]),
    // Drives the graph for tests and tools (updates, taps, the accessibility tree). Components never import it.
    .target(name: "HeadlessRuntime", dependencies: ["HeadlessSwiftUI", "HeadlessLayout", "Motion", "DesignTokens"]),
    // Snippets that compile unchanged against this layer and against Apple's SwiftUI (scripts/ios-typecheck-corpus).
    .target(name: "SwiftUICorpus", dependencies: ["HeadlessSwiftUI"], path: "Tests/SwiftUICorpus"),
    .testTarget(name: "HeadlessSwiftUITests", dependencies: ["HeadlessSwiftUI", "HeadlessRuntime", "SwiftUICorpus"]),
    // Printed layout figures; run in release with `make bench`.
    .executableTarget(name: "headless-benchmarks", dependencies: ["HeadlessSwiftUI", "HeadlessLayout", "HeadlessRuntime", "SwiftUICorpus"]),
    .testTarget(name: "HeadlessLayoutTests", dependencies: ["HeadlessSwiftUI", "HeadlessLayout", "HeadlessRuntime", "SwiftUICorpus"]),
]
#endif
