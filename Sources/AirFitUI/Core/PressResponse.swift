import DesignTokens
import SwiftUI

/// How every pressable face in AirFit UI answers: it shrinks to `scale` while pressed, on `animation`,
/// and dims to `ControlState.disabledOpacity` while disabled (`@Environment(\.isEnabled)`). The
/// faces of `ModernButton`, `ModernCard`, `ActionChip`, `FlareButton`, `GlassIconButton` and
/// `GlassTextPillButton` share it; each draws its own surface.
@MainActor
struct PressResponse: ViewModifier {
    let isPressed: Bool
    let scale: Double
    let animation: AnimationSpec

    @Environment(\.isEnabled) private var isEnabled

    nonisolated init(isPressed: Bool, scale: Double, animation: AnimationSpec) {
        self.isPressed = isPressed
        self.scale = scale
        self.animation = animation
    }

    func body(content: Content) -> some View {
        content
            .scaleEffect(isPressed ? scale : 1)
            .animation(.token(animation), value: isPressed)
            .opacity(isEnabled ? 1 : ControlState.disabledOpacity)
    }
}

extension View {
    /// Shrinks to `scale` while `isPressed`, on `animation`, and dims while disabled (see `PressResponse`).
    nonisolated func pressResponse(isPressed: Bool, scale: Double, animation: AnimationSpec) -> some View {
        modifier(PressResponse(isPressed: isPressed, scale: scale, animation: animation))
    }
}
