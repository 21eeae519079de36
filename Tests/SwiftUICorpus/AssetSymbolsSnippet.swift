import SwiftUI
import UIKit

// The symbols Xcode generates for an app's asset catalog, as `GeneratedAssetSymbols.swift` declares
// them (on Linux the GenerateAssetSymbols plugin writes that file, D302); declared by hand here,
// since the corpus has no catalog of its own.
extension ImageResource {
    /// The app's trail logo.
    static let trailLogo = ImageResource(name: "trail-logo", bundle: .main)
}

extension ColorResource {
    /// The app's accent.
    static let trailAccent = ColorResource(name: "TrailAccentColor", bundle: .main)
}

/// A header as apps written since Xcode 15 name their assets: by symbol, not by string.
public struct TrailHeader: View {
    /// A header.
    public init() {}

    public var body: some View {
        HStack(spacing: 12) {
            Image(.trailLogo).resizable().scaledToFit().frame(width: 28, height: 28)
            Text("Trails").font(.title2.bold()).foregroundStyle(Color(.trailAccent))
        }
    }
}

/// The same assets through UIKit, as a view bridging to UIKit reads them.
@MainActor public enum TrailAssets {
    /// The accent as a UIKit color.
    public static var accent: UIColor { UIColor(resource: .trailAccent) }
    /// The logo as a UIKit image.
    public static var logo: UIImage { UIImage(resource: .trailLogo) }
}
