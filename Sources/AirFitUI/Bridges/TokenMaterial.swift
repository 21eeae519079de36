import DesignTokens
import SwiftUI

extension MaterialToken {
    /// SwiftUI's material of this thickness.
    public var material: Material {
        switch self {
        case .ultraThin: .ultraThinMaterial
        case .thin: .thinMaterial
        case .regular: .regularMaterial
        case .thick: .thickMaterial
        case .ultraThick: .ultraThickMaterial
        }
    }
}
