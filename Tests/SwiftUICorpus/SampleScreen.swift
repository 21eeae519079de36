import SwiftUI

/// The sample screen of part 1: a gradient background, a glass card, a title and a progress ring.
/// On appear the title cascades in, the card springs in and the ring fills.
@MainActor
public struct SampleScreen: View {
    @State private var calories = 1_850
    @State private var appeared = false
    @ScaledMetric(relativeTo: .largeTitle) private var titleSize: CGFloat = 34
    let goal = 2_300

    public init() {}

    public var body: some View {
        ZStack {
            PeachRoseBackground()
            VStack(alignment: .leading, spacing: 24) {
                CascadeTitleSnippet("Daily\nDashboard", isVisible: appeared)
                    .font(.system(size: titleSize, weight: .thin, design: .rounded))
                    .accessibilityAddTraits(.isHeader)
                HStack {
                    ProgressRingSnippet(progress: appeared ? Double(calories) / Double(goal) : 0)
                        .frame(width: 88, height: 88)
                    Spacer()
                    Text("\(calories)")
                        .font(.system(size: 64, weight: .thin, design: .rounded))
                        .monospacedDigit()
                        .contentTransition(.numericText())
                        // The stack would otherwise offer the number an even share and wrap it.
                        .layoutPriority(1)
                }
                .padding(16)
                .background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 20, style: .continuous))
                .overlay {
                    RoundedRectangle(cornerRadius: 20, style: .continuous)
                        .strokeBorder(Color.white.opacity(0.3), lineWidth: 1)
                }
                .shadow(color: .black.opacity(0.06), radius: 10, x: 0, y: 4)
                .scaleEffect(appeared ? 1 : 0.94)
                .opacity(appeared ? 1 : 0)
                .animation(.spring(response: 0.5, dampingFraction: 0.82), value: appeared)
                .accessibilityElement(children: .ignore)
                .accessibilityLabel("Nutrition summary")
                .accessibilityValue("\(calories) of \(goal) calories")
                Button("Log 100 calories") {
                    withAnimation(.easeOut(duration: 0.6)) { calories += 100 }
                }
            }
            .padding(24)
        }
        .onAppear { appeared = true }
    }
}

/// A ring: a faint full track and a trimmed, rounded stroke from the top.
@MainActor
public struct ProgressRingSnippet: View {
    let progress: Double

    public var body: some View {
        ZStack {
            Circle()
                .stroke(Color.white.opacity(0.3), lineWidth: 10)
            Circle()
                .trim(from: 0, to: min(max(progress, 0), 1))
                .stroke(
                    AngularGradient(colors: [.blue, .purple], center: .center),
                    style: StrokeStyle(lineWidth: 10, lineCap: .round)
                )
                .rotationEffect(.degrees(-90))
                .animation(.spring(response: 0.5, dampingFraction: 0.82), value: progress)
        }
        .accessibilityHidden(true)
    }
}

/// 000's peach-to-rose gradient behind the whole screen, safe areas included.
@MainActor
public struct PeachRoseBackground: View {
    public init() {}

    public var body: some View {
        LinearGradient(
            colors: [Color(red: 0.992, green: 0.894, blue: 0.824), Color(red: 0.976, green: 0.780, blue: 0.839)],
            startPoint: .topLeading, endPoint: .bottomTrailing
        )
        .ignoresSafeArea()
    }
}
