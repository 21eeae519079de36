// DeveloperToolsSupport's module name over the headless layer's asset symbols, on Linux only (D302).
//
// The asset symbols Xcode generates (`GeneratedAssetSymbols.swift`) say
// `import DeveloperToolsSupport` and name `DeveloperToolsSupport.ImageResource` and
// `DeveloperToolsSupport.ColorResource`; where Apple's framework does not exist, this module is what
// that file imports. It declares nothing: it re-exports the layer, whose `ImageResource` and
// `ColorResource` carry Apple's names, and Foundation. It also brings SwiftUI's names into scope,
// which DeveloperToolsSupport does not: the layer keeps its types in one module.
//
// An app's package depends on it for Linux only, beside the `SwiftUI` product; the
// `GenerateAssetSymbols` plugin writes the file that imports it:
//
// ```swift
// .product(name: "DeveloperToolsSupport", package: "AirFitUI", condition: .when(platforms: [.linux]))
// ```
@_exported import Foundation
@_exported import HeadlessSwiftUI
