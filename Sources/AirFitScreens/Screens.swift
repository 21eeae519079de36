import AirFitUI
import DesignTokens
import SwiftUI

/// The screens as views. Each reads the theme (`.theme(_:)`) and color scheme from its environment.
public enum Screens {
    /// The view of screen `id`, with its built-in sample data.
    @MainActor public static func view(_ id: ScreenID) -> AnyView {
        switch id {
        case .onboarding: AnyView(OnboardingScreen())
        case .dashboard: AnyView(DashboardScreen())
        case .voiceLog: AnyView(VoiceLogScreen())
        case .repCounter: AnyView(RepCounterScreen())
        case .chat: AnyView(ChatScreen())
        case .settings: AnyView(SettingsScreen())
        case .workoutDetail: AnyView(WorkoutDetailScreen())
        case .trainHub: AnyView(TrainHubScreen())
        case .activeTraining: AnyView(ActiveTrainingScreen())
        case .achievements: AnyView(AchievementsScreen())
        case .today: AnyView(TodayScreen())
        }
    }
}
