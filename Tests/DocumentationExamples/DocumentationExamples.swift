import AirFitUI
import SwiftUI

/// The documentation examples, one per public component: the code each component's page shows
/// (compiled here against the headless layer and by `make typecheck` against Apple's SDKs) and the
/// view `DocumentationImageTests` renders into the page's picture.
public enum DocumentationExamples {
    /// One example: the component it documents, its dialect (the backdrop of its picture) and the view.
    public struct Example: Sendable {
        /// The component's type name, which names its page (`Components/NAME.md`) and example file.
        public let component: String
        /// "pastel", "athletic" or "liquid": the folder the component lives in.
        public let dialect: String
        /// Builds the example's view.
        public let makeView: @MainActor @Sendable () -> AnyView
    }

    /// Every example, by component name.
    public static let all: [Example] = [
        Example(component: "ActionChip", dialect: "athletic") { AnyView(QuickActions()) },
        Example(component: "AnimatedTabBar", dialect: "athletic") { AnyView(MainTabs()) },
        Example(component: "BaseScreen", dialect: "pastel") { AnyView(MorningScreen()) },
        Example(component: "CardSurface", dialect: "athletic") { AnyView(ThemedRow()) },
        Example(component: "CascadeText", dialect: "pastel") { AnyView(Greeting()) },
        Example(component: "Countdown", dialect: "athletic") { AnyView(GetReady()) },
        Example(component: "DragDismissSheet", dialect: "pastel") { AnyView(MealSheet()) },
        Example(component: "ExpandingMetric", dialect: "pastel") { AnyView(WaterMetric()) },
        Example(component: "FitToScreenPage", dialect: "liquid") { AnyView(TodayPage()) },
        Example(component: "FlareButton", dialect: "pastel") { AnyView(StartButton()) },
        Example(component: "GlassCard", dialect: "pastel") { AnyView(ProteinCard()) },
        Example(component: "GlassHelpButton", dialect: "liquid") { AnyView(HelpCorner()) },
        Example(component: "GlassIconButton", dialect: "liquid") { AnyView(CloseButton()) },
        Example(component: "GlassTextPillButton", dialect: "liquid") { AnyView(LogButtons()) },
        Example(component: "GlowBadge", dialect: "athletic") { AnyView(LevelBadge()) },
        Example(component: "GradientNumber", dialect: "pastel") { AnyView(CaloriesToday()) },
        Example(component: "LiquidGlassDateStrip", dialect: "liquid") { AnyView(WeekStrip()) },
        Example(component: "LiquidGlassSegmentedPicker", dialect: "liquid") { AnyView(MealPicker()) },
        Example(component: "MetricRing", dialect: "pastel") { AnyView(CaloriesRing()) },
        Example(component: "MicRippleView", dialect: "pastel") { AnyView(ListeningIndicator()) },
        Example(component: "ModernButton", dialect: "athletic") { AnyView(StartSet()) },
        Example(component: "ModernCard", dialect: "athletic") { AnyView(NextWorkout()) },
        Example(component: "ModernSegmentControl", dialect: "athletic") { AnyView(PeriodPicker()) },
        Example(component: "ModernTextField", dialect: "athletic") { AnyView(WorkoutName()) },
        Example(component: "ParallaxContainer", dialect: "pastel") { AnyView(TiltingCard()) },
        Example(component: "PillSelector", dialect: "athletic") { AnyView(MuscleFilter()) },
        Example(component: "ProgressRing", dialect: "athletic") { AnyView(WeeklyGoal()) },
        Example(component: "SecondaryText", dialect: "liquid") { AnyView(RunSummary()) },
        Example(component: "StatCard", dialect: "athletic") { AnyView(VolumeCard()) },
        Example(component: "TabMorphContainer", dialect: "athletic") { AnyView(TabPages()) },
    ]
}
