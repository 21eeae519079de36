import SwiftUI

/// The values a like animation moves.
public struct LikeAnimationValues {
    /// The heart's scale.
    public var scale = 1.0
    /// Its vertical offset, in points.
    public var verticalOffset = 0.0
}

/// A labeled-content style that stacks the label over its value.
public struct StackedLabeledContentStyle: LabeledContentStyle {
    /// The stacked style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label.font(.caption).foregroundStyle(.secondary)
            configuration.content
        }
    }
}

/// A menu style that keeps the default menu and pads it.
public struct PaddedMenuStyle: MenuStyle {
    /// The padded style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(8)
    }
}

/// iOS 17's animators and iOS 16's style protocols as app code writes them: a phase animator, a
/// keyframe animator over a struct with two tracks, the modifier forms, a labeled-content style,
/// a form style, menu styles, a menu with a symbol and a primary action, labeled content formatted.
@MainActor
public struct AnimatedStylesSnippet: View {
    @State private var likes = 0

    /// The screen.
    public init() {}

    /// A like's pop evaluated outside a view: its length and its peak.
    public static var likePop: (duration: TimeInterval, peak: Double) {
        let timeline = KeyframeTimeline(initialValue: 1.0) {
            LinearKeyframe(1.3, duration: 0.2)
            SpringKeyframe(1.0, spring: .bouncy)
        }
        return (timeline.duration, timeline.value(time: 0.2))
    }

    /// How long the bouncy spring takes to settle.
    public static var bouncySettling: TimeInterval { Spring.bouncy.settlingDuration }

    public var body: some View {
        Form {
            Section("Animators") {
                PhaseAnimator([1.0, 1.3]) { scale in
                    Image(systemName: "heart.fill").scaleEffect(scale)
                }
                KeyframeAnimator(initialValue: LikeAnimationValues(), trigger: likes) { values in
                    Image(systemName: "star.fill")
                        .scaleEffect(values.scale)
                        .offset(y: values.verticalOffset)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.1)
                        SpringKeyframe(1.4, duration: 0.2, spring: .bouncy)
                        CubicKeyframe(1.0, duration: 0.3)
                    }
                    KeyframeTrack(\.verticalOffset) {
                        MoveKeyframe(0)
                        LinearKeyframe(-20, duration: 0.2, timingCurve: .easeOut)
                        SpringKeyframe(0, spring: Spring(duration: 0.4, bounce: 0.2))
                    }
                }
                Text("Pulse").phaseAnimator([0.5, 1.0], trigger: likes) { content, opacity in
                    content.opacity(opacity)
                }
                Text("Bounce").keyframeAnimator(initialValue: 0.0, repeating: false) { content, offset in
                    content.offset(x: offset)
                } keyframes: { _ in
                    LinearKeyframe(10.0, duration: 0.2)
                }
            }
            Section("Details") {
                LabeledContent("Distance", value: 5.2, format: .number.precision(.fractionLength(1)))
                LabeledContent("Pace", value: "5:40 /km").labeledContentStyle(StackedLabeledContentStyle())
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("Newest") {}
                    Button("Longest") {}
                }
                .menuStyle(.button)
                Menu("Share") {
                    Button("Copy link") {}
                } primaryAction: {
                    likes += 1
                }
                .menuStyle(PaddedMenuStyle())
            }
        }
        .formStyle(.grouped)
    }
}
