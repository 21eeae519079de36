import DesignTokens
import SwiftUI

extension HapticToken {
    /// The `SensoryFeedback` that plays this token (UIKit's impact styles as impact weights and
    /// flexibilities, the notification types as themselves).
    public var feedback: SensoryFeedback {
        switch self {
        case .light: .impact(weight: .light)
        case .medium: .impact(weight: .medium)
        case .heavy: .impact(weight: .heavy)
        case .soft: .impact(flexibility: .soft)
        case .rigid: .impact(flexibility: .rigid)
        case .selection: .selection
        case .success: .success
        case .warning: .warning
        case .error: .error
        }
    }
}
