import AirFitUI
import DesignTokens
import Motion
import SwiftUI

/// 000 §8 and §11's scripted flow: Welcome → Dashboard → Voice Log → Rep Counter over one backdrop.
/// Each push enters with the pastel navigation transition (0.6 s ease-in-out) and moves the gradient
/// on by `GradientManager.next()`; by default the gradients follow 000 §11's QA table (peach rose →
/// mint aqua → lilac blush → sky lavender).
@MainActor
public struct PastelFlow: View {
    /// The flow's steps, in order.
    public enum Step: Int, CaseIterable, Sendable {
        /// The onboarding screen.
        case welcome
        /// The dashboard.
        case dashboard
        /// The voice log.
        case voiceLog
        /// The rep counter.
        case repCounter
    }

    let autoplay: Bool

    @State private var step = Step.welcome
    @State private var held = 0
    @State private var manager: GradientManager

    /// A flow whose gradients come from `source` (000 §11's table by default). With `autoplay`, it
    /// walks through its steps by itself, a second each, under a progress bar (for demos and the gallery).
    public init(source: some GradientTokenSource = ScriptedGradientSource.qaTable, autoplay: Bool = false) {
        self.autoplay = autoplay
        _manager = State(initialValue: GradientManager(active: .peachRose, source: source, hour: { 9 }))
    }

    public var body: some View {
        BaseScreen {
            ZStack {
                switch step {
                case .welcome: OnboardingScreen { go(to: .dashboard) }.transition(.pastelNavigation)
                case .dashboard: DashboardScreen { go(to: .voiceLog) }.transition(.pastelNavigation)
                case .voiceLog: VoiceLogScreen { go(to: .repCounter) }.transition(.pastelNavigation)
                case .repCounter: RepCounterScreen().transition(.pastelNavigation)
                }
            }
            .overlay(alignment: .top) {
                if autoplay {
                    Capsule()
                        .fill(Color.primary.opacity(0.15))
                        .frame(height: 3)
                        .overlay(alignment: .leading) {
                            GeometryReader { proxy in
                                Capsule().fill(Color.primary.opacity(0.6))
                                    .frame(width: proxy.size.width * Double(held) / Double(Step.allCases.count))
                            }
                        }
                        .padding(.horizontal, PastelLayout.screenPadding)
                        .accessibilityHidden(true)
                }
            }
        }
        .environment(manager)
        .onAppear { if autoplay { hold() } }
    }

    /// One second on the current step (the progress bar's animation), then the next push.
    private func hold() {
        withAnimation(.linear(duration: 1)) {
            held += 1
        } completion: {
            guard let next = Step(rawValue: step.rawValue + 1) else { return }
            go(to: next)
            hold()
        }
    }

    /// Pushes `next` with 000 §8's 0.6 s ease-in-out and moves the gradient on, as every push does.
    private func go(to next: Step) {
        withAnimation(.easeInOut(duration: MotionToken.duration)) { step = next }
        manager.next()
    }
}
