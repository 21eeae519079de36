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
