import SwiftUI

/// One cascading glyph at `progress` (0 hidden, 1 at rest): visible as much as its progress, risen
/// from `rise` points below, its weight going from light to regular by cross-fading a light copy
/// into a regular one (SwiftUI's `Font.Weight` takes no number, so 000's 300 → 400 cannot be set
/// directly). The body is rebuilt every frame with the interpolated progress.
@MainActor
struct GlyphReveal: AnimatableModifier {
    var progress: Double
    let rise: Double
    let crossFadesWeight: Bool

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        ZStack {
            if crossFadesWeight {
                content.fontWeight(.light).opacity(progress * (1 - progress))
                content.fontWeight(.regular).opacity(progress * progress)
            } else {
                content.fontWeight(.regular).opacity(progress)
            }
        }
        .offset(y: (1 - progress) * rise)
    }
}
