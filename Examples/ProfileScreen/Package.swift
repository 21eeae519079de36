// swift-tools-version: 6.0
// An app team's own screen built from AirFit UI and plain SwiftUI, snapshot-tested on Linux with
// AirFitSnapshotTesting. It depends on AirFit UI by path, as a team's checkout of it would.
import Foundation
import PackageDescription

// SwiftPM names a package reached by path after its folder: whatever the checkout of AirFit UI is
// called, refer to it by that name. (A team depending on the published package writes
// `.package(url: "https://github.com/…/AirFitUI", from: "…")` and `package: airFitUI` instead.)
let airFitUI = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardized
    .lastPathComponent

let package = Package(
    name: "ProfileScreen",
    platforms: [.iOS(.v18), .macOS(.v15)],
    dependencies: [
        .package(path: "../..")
    ],
    targets: [],
    swiftLanguageModes: [.v6]
)

#if os(Linux)
    // On Linux the screen's files keep their `import SwiftUI`: AirFit UI's `SwiftUI` product is the
    // headless layer under SwiftUI's name (it exists on Linux only), and the tests render the screens.
    package.targets += [
        .target(
            name: "ProfileScreen",
            dependencies: [
                .product(name: "AirFitUI", package: airFitUI),
                .product(name: "SwiftUI", package: airFitUI),
            ]),
        // The team's review of its previews: every #Preview of ProfileScreen in the variants
        // airfit-review.json names, into a review page (`swift run ProfileScreenReview`).
        .executableTarget(
            name: "ProfileScreenReview",
            dependencies: ["ProfileScreen", .product(name: "AirFitPreviewReview", package: airFitUI)]),
        .testTarget(
            name: "ProfileScreenTests",
            dependencies: ["ProfileScreen", .product(name: "AirFitSnapshotTesting", package: airFitUI)],
            exclude: ["__Snapshots__"]),
    ]
#else
    // On Apple platforms it is plain SwiftUI; snapshot it there with swift-snapshot-testing's own strategies.
    package.targets += [
        .target(name: "ProfileScreen", dependencies: [.product(name: "AirFitUI", package: airFitUI)])
    ]
#endif
