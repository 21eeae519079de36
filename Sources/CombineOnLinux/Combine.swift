// Combine's module name over OpenCombine, on Linux only (D201).
//
// An app's view models say `import Combine`; where Apple's Combine does not exist, this module is
// what they import. It declares nothing: it re-exports OpenCombine, whose types carry Combine's
// names, and OpenCombine's Foundation and Dispatch parts, which give `Timer.publish(every:on:in:)`,
// `NotificationCenter.publisher(for:)`, and `DispatchQueue`, `RunLoop` and `OperationQueue` as
// schedulers in Apple's spellings where no Combine exists.
//
// An app's package depends on it for Linux only, beside the `SwiftUI` library:
//
// ```swift
// .product(name: "Combine", package: "AirFitUI", condition: .when(platforms: [.linux])),
// ```
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
