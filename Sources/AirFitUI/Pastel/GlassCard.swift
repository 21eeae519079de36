#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// 000's translucent card: content on the ultraThin material in 20 pt continuous corners, a 1 pt
/// white inner stroke and a soft shadow, springing in from 96% when it appears. The entrance uses
/// `PastelGlass.entranceSpringBounceFree` (the spec's own 130/12 spring bounces though it is called
/// bounce-free; the audit reports it); Reduce Motion turns the entrance into 000 §3.2's plain 0.12 s fade.
@MainActor
public struct GlassCard<Content: View>: View {
    let content: Content

    @State private var appeared = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        content
            .padding(PastelLayout.cardPadding)
            .frame(maxWidth: .infinity, alignment: .leading)
            .glassSurface(material: PastelGlass.material, cornerRadius: PastelGlass.cornerRadius, stroke: PastelGlass.strokeColor,
                          strokeWidth: PastelGlass.strokeWidth, shadow: PastelGlass.shadow)
            .scaleEffect(appeared || reduceMotion ? 1 : PastelGlass.entranceScale)
            .opacity(appeared ? 1 : 0)
            .animation(reduceMotion ? .linear(duration: MotionToken.reducedMotionFade) : .token(.spring(PastelGlass.entranceSpringBounceFree)),
                       value: appeared)
            .onAppear { appeared = true }
    }
}
