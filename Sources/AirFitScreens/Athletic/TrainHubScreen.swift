import AirFitUI
import DesignTokens
import SwiftUI

/// 003's Train hub (Phase A's core loop): the streak and the week's volume, a focus filter, the
/// active programs revealed in a stagger, quick starts, and the tab bar.
@MainActor
public struct TrainHubScreen: View {
    @Environment(\.airfitTheme) private var theme
    /// The theme's roles, athletic where none is set: a brand theme reaches the screen's own text and accents.
    private var roles: Theme { theme ?? .athletic }
    @State private var focus = 0
    @State private var tab = 1
    @Environment(\.colorScheme) private var colorScheme

    /// The training hub with its sample data.
    public init() {}

    public var body: some View {
        ThemeBackdrop(home: .athletic) {
            VStack(spacing: 0) {
                ScrollView {
                    VStack(alignment: .leading, spacing: 16) {
                        header
                        // One column from xLarge: side by side, "24,860 kg" no longer fits its card.
                        AdaptiveStack(stacksFrom: .xLarge, spacing: 12) {
                            // Each card reads "title, value" to VoiceOver.
                            StatCard(
                                Text("Streak", bundle: .module), value: Text("\(TrainingSamples.streakDays) days", bundle: .module),
                                systemImage: "flame.fill", tint: roles.highlight)
                            StatCard(
                                Text("This week", bundle: .module), value: TrainingSamples.weeklyVolume, systemImage: "chart.bar.fill"
                            ) {
                                Sparkline(values: TrainingSamples.weeklyVolumeTrend)
                            }
                            .a11y(label: Text("Volume this week, \(TrainingSamples.weeklyVolume)", bundle: .module))
                        }
                        PillSelector(selection: $focus, options: TrainingSamples.focusAreas)
                            .padding(.horizontal, -AthleticCard.screenPadding)
                        Text("Your programs", bundle: .module)
                            .typography(AthleticTypography.headlineSmall)
                            .foregroundStyle(roles.textPrimary)
                            .accessibilityAddTraits(.isHeader)
                        ForEach(Array(TrainingSamples.programs.enumerated()), id: \.offset) { index, program in
                            ProgramRow(program: program)
                                .staggerReveal(index: index)
                        }
                        HStack(spacing: 8) {
                            ActionChip(Text("Quick 20", bundle: .module), systemImage: "bolt.fill") {}
                            ActionChip(Text("Log run", bundle: .module), systemImage: "figure.run") {}
                        }
                        ModernButton(Text("Start workout", bundle: .module), variant: .primary) {}
                            .a11y(
                                label: Text("Start workout", bundle: .module),
                                hint: Text("Begins \(TrainingSamples.programs[0].name)", bundle: .module), trait: .isButton)
                    }
                    .padding(AthleticCard.screenPadding)
                }
                AnimatedTabBar(selection: $tab, options: ScreenTabs.tabs)
                    .padding(.horizontal, AthleticCard.screenPadding)
                    .padding(.bottom, 4)
            }
        }
    }

    private var header: some View {
        AdaptiveStack(verticalAlignment: .firstTextBaseline, spacing: 8) {
            Text("Train", bundle: .module)
                .typography(AthleticTypography.displaySmall)
                .foregroundStyle(roles.textPrimary)
                .accessibilityAddTraits(.isHeader)
                .layoutPriority(1)
            Spacer(minLength: 0)
            GlowBadge(Text("Level \(TrainingSamples.level)", bundle: .module), systemImage: "star.fill")
        }
    }
}

/// One program: its name, detail and sessions done this week on a tappable card.
@MainActor
struct ProgramRow: View {
    @Environment(\.airfitTheme) private var theme
    /// The theme's roles, athletic where none is set: a brand theme reaches the screen's own text and accents.
    private var roles: Theme { theme ?? .athletic }
    let program: TrainingSamples.Program
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        ModernCard(accentEdge: program.progress < program.sessions ? roles.accent : nil, action: {}) {
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    program.name.typography(AthleticTypography.headlineSmall)
                        .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
                        .foregroundStyle(roles.textPrimary)
                    program.detail.typography(AthleticTypography.bodyMedium)
                        .foregroundStyle(roles.textSecondary)
                }
                .layoutPriority(1)
                Spacer(minLength: 8)
                Text("\(program.progress)/\(program.sessions)", bundle: .module)
                    .typography(AthleticTypography.numberSmall)
                    .foregroundStyle(roles.accentText)
                    .fixedSize()
            }
        }
        .a11y(
            label: Text("\(program.name), \(program.progress) of \(program.sessions) sessions this week", bundle: .module),
            trait: .isButton)
    }
}

/// A week's trend as a line in a StatCard's sparkline slot.
@MainActor
struct Sparkline: View {
    @Environment(\.airfitTheme) private var theme
    /// The theme's roles, athletic where none is set: a brand theme reaches the screen's own text and accents.
    private var roles: Theme { theme ?? .athletic }
    let values: [Double]
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        SparklineShape(values: values)
            .stroke(roles.accent, style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            .frame(height: 24)
            .accessibilityHidden(true)
    }
}

/// The polyline through `values` (0…1), left to right, bottom up.
struct SparklineShape: Shape {
    let values: [Double]

    nonisolated func path(in rect: CGRect) -> Path {
        var path = Path()
        guard values.count > 1 else { return path }
        for (index, value) in values.enumerated() {
            let point = CGPoint(
                x: rect.minX + rect.width * Double(index) / Double(values.count - 1),
                y: rect.maxY - rect.height * min(max(value, 0), 1))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        return path
    }
}

/// The athletic screens' tab bar.
enum ScreenTabs {
    static let tabs: [SelectionOption<Int>] = [
        SelectionOption(Text("Home", bundle: .module), value: 0, systemImage: "house"),
        SelectionOption(Text("Train", bundle: .module), value: 1, systemImage: "dumbbell"),
        SelectionOption(Text("Progress", bundle: .module), value: 2, systemImage: "chart.bar", hasBadge: true),
        SelectionOption(Text("Profile", bundle: .module), value: 3, systemImage: "person"),
    ]
}
