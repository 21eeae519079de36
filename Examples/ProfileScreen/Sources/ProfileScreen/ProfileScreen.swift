import AirFitUI
import SwiftUI

/// A profile and settings screen as an app team writes it: plain SwiftUI (`Toggle`, `ProgressView`,
/// `Label`, a resizable image) around AirFit UI components (`ModernCard`, `StatCard`, `ModernButton`).
@MainActor
public struct ProfileScreen: View {
    @State private var reminders = true
    @State private var haptics = false
    let weeklyGoal: Double

    /// A profile with `weeklyGoal` of this week's workouts done (0 to 1).
    public init(weeklyGoal: Double = 0.6) {
        self.weeklyGoal = weeklyGoal
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack(spacing: 14) {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 64, height: 64)
                        .foregroundStyle(.tint)
                    VStack(alignment: .leading, spacing: 2) {
                        Text("Sam Rivera").font(.title2.bold())
                        Text("Member since 2024").font(.subheadline).foregroundStyle(.secondary)
                    }
                    Spacer()
                }
                StatCard("Streak", value: "12 days", systemImage: "flame.fill")
                    .frame(maxWidth: .infinity, alignment: .leading)
                ModernCard {
                    VStack(alignment: .leading, spacing: 12) {
                        Label("Weekly goal", systemImage: "target")
                            .font(.headline)
                        ProgressView(value: weeklyGoal) {
                            Text("3 of 5 workouts")
                        }
                    }
                }
                ModernCard {
                    VStack(alignment: .leading, spacing: 14) {
                        Toggle("Workout reminders", isOn: $reminders)
                        Toggle("Haptics", isOn: $haptics)
                    }
                }
                ModernButton("Edit profile", variant: .primary) {}
            }
            .padding(20)
        }
        .background(Self.groupedBackground)
    }

    /// UIKit's grouped background on iOS (and on Linux, where the headless layer draws it); the
    /// window background on a Mac, which has no UIKit.
    static var groupedBackground: Color {
        #if os(macOS)
            Color(nsColor: .windowBackgroundColor)
        #else
            Color(.systemGroupedBackground)
        #endif
    }
}

#Preview("Profile") {
    ProfileScreen()
}

#Preview("Goal met", traits: .sizeThatFitsLayout) {
    @Previewable @State var goal = 1.0
    ProfileScreen(weeklyGoal: goal)
}
