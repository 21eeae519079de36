import AirFitUI
import DesignTokens
import SwiftUI

/// 000 §6.2 / 001's dashboard: the cascading title, then glass cards for nutrition (ring and
/// gradient number), performance and recovery.
@MainActor
public struct DashboardScreen: View {
    @Environment(\.locale) private var locale
    let onLogMeal: @MainActor () -> Void

    /// The dashboard with its sample data.
    ///
    /// - Parameter onLogMeal: What the "Log a meal" button does.
    public init(onLogMeal: @escaping @MainActor () -> Void = {}) {
        self.onLogMeal = onLogMeal
    }

    public var body: some View {
        PastelPage(initial: .mintAqua) {
            VStack(alignment: .leading, spacing: 24) {
                ScreenTitle(text: String(localized: "Daily\nDashboard", bundle: .module, locale: locale), size: 34)
                PastelScroll {
                    VStack(spacing: 20) {
                        GlassCard {
                            // From AX3 the number (scaled with Dynamic Type, D155) goes under the ring.
                            AdaptiveStack(stacksFrom: .accessibility3, spacing: 8) {
                                MetricRing(value: DailySamples.calories, goal: DailySamples.calorieGoal)
                                Spacer(minLength: 0)
                                GradientNumber(value: DailySamples.calories)
                            }
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(
                            Text("Nutrition, \(DailySamples.calories) of \(DailySamples.calorieGoal) calories", bundle: .module))
                        GlassCard {
                            VStack(alignment: .leading, spacing: 6) {
                                // One word: at AX5 it shrinks a little rather than break (D150).
                                Text("Performance", bundle: .module).font(.headline).lineLimit(1).minimumScaleFactor(0.7)
                                Text("Upper body · 45 min · 18 sets", bundle: .module).font(.subheadline).accessibleSecondaryForeground()
                            }
                        }
                        .accessibilityElement(children: .combine)
                        GlassCard {
                            VStack(alignment: .leading, spacing: 6) {
                                Text("Recovery", bundle: .module).font(.headline)
                                Text("Slept 7 h 40 min · resting HR 52", bundle: .module).font(.subheadline).accessibleSecondaryForeground()
                            }
                        }
                        .accessibilityElement(children: .combine)
                        FlareButton(Text("Log a meal", bundle: .module), action: onLogMeal)
                    }
                }
            }
        }
    }
}
