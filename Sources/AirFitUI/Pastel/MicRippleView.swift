import DesignTokens
import SwiftUI

/// 000 §5's microphone: a ripple that grows from 0.2 to 1.6 and fades, every 1.5 s, behind a mic
/// glyph. 000 toggles its state twice in one `onAppear`, so nothing changes and nothing animates;
/// here the state changes once, under the repeating animation. The glyph is black at 60% in light
/// mode (000's white reaches under 3:1 on the pastel gradients; the audit reports it) and white in
/// dark. Reduce Motion shows the glyph without the ripple.
@MainActor
public struct MicRippleView: View {
    @State private var rippling = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// The view's side, in points.
    package static let side: Double = 72

    /// A microphone with its listening ripple.
    public init() {}

    public var body: some View {
        ZStack {
            if !reduceMotion {
                Circle()
                    .fill(PastelColors.micRipple)
                    .scaleEffect(rippling ? PastelTiming.micRippleScale.upperBound : PastelTiming.micRippleScale.lowerBound)
                    .opacity(rippling ? 0 : 1)
                    .animation(.token(PastelTiming.micRipple), value: rippling)
            }
            Image(systemName: "mic.fill")
                .font(.system(size: 28, weight: .light))
                .foregroundStyle(PastelColors.micGlyph)
        }
        .frame(width: Self.side, height: Self.side)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(Text("Microphone", bundle: .module))
        .accessibilityAddTraits(.isButton)
        .onAppear { rippling = true }
    }
}
