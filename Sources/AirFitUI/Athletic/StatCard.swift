import DesignTokens
import SwiftUI

/// 003's stat: a `ModernCard` with the accent edge in its tint, an icon in a circle glowing emerald (or gold) at
/// 8%, the figure in displaySmall rounded with a counting transition, a caption, and an optional
/// sparkline slot below.
@MainActor
public struct StatCard<Sparkline: View>: View {
    let title: Text
    let value: Text
    let symbol: String
    let tint: AdaptiveColor?
    let sparkline: Sparkline

    @Environment(\.airfitTheme) private var theme

    /// A stat card with a sparkline (or any view) under its number.
    ///
    /// ```swift
    /// StatCard("This week", value: "24,860 kg", systemImage: "chart.bar.fill") { Sparkline(values: trend) }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: What the number is, looked up in the app's String Catalog.
    ///   - value: The number, as it should read (data: shown verbatim).
    ///   - systemImage: The SF Symbol in the glowing circle.
    ///   - tint: The symbol's and edge's color, such as 003's gold `accentSecondary`; nil for the
    ///     theme's accent (003's emerald), which `.tint(_:)` changes inside a theme.
    ///   - sparkline: A view under the number.
    public init(
        _ titleKey: LocalizedStringKey, value: some StringProtocol, systemImage: String,
        tint: AdaptiveColor? = nil, @ViewBuilder sparkline: () -> Sparkline
    ) {
        self.init(Text(titleKey), value: Text(verbatim: String(value)), systemImage: systemImage, tint: tint, sparkline: sparkline)
    }

    /// The same with a title shown verbatim (a string value, not a literal).
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, value: some StringProtocol, systemImage: String,
        tint: AdaptiveColor? = nil, @ViewBuilder sparkline: () -> Sparkline
    ) {
        self.init(Text(title), value: Text(verbatim: String(value)), systemImage: systemImage, tint: tint, sparkline: sparkline)
    }

    /// The same with a title and a value made as you like: `Text("Streak", bundle: .module)` and
    /// `Text("\(days) days", bundle: .module)` for keys in your module's String Catalog, or
    /// `Text(volume, format: .measurement(width: .abbreviated))` for a value in the reader's locale.
    public init(
        _ title: Text, value: Text, systemImage: String, tint: AdaptiveColor? = nil,
        @ViewBuilder sparkline: () -> Sparkline
    ) {
        self.title = title
        self.value = value
        self.symbol = systemImage
        self.tint = tint
        self.sparkline = sparkline()
    }

    public var body: some View {
        let roles = ThemeRoles(theme, home: .athletic)
        let accent = tint.map { AnyShapeStyle($0) } ?? roles.accent
        ModernCard(edge: accent) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) {
                    Image(systemName: symbol)
                        .accessibilityHidden(true)
                        .typography(AthleticTypography.headlineSmall)
                        .foregroundStyle(accent)
                        .frame(width: 36, height: 36)
                        .background { Circle().fill(accent).opacity(AthleticWidgets.statIconGlowOpacity) }
                    title
                        .typography(roles.theme.typography.body)
                        .foregroundStyle(roles.theme.textSecondary)
                }
                value
                    .typography(roles.theme.typography.number)
                    .lineLimit(1)
                    .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
                    .foregroundStyle(roles.theme.textPrimary)
                    .contentTransition(.numericText())
                sparkline
            }
        }
        // One element reading "title, value" (003 §5: a card gives its summary).
        .accessibilityElement(children: .combine)
    }
}

extension StatCard where Sparkline == EmptyView {
    /// A stat without a sparkline.
    public init(
        _ titleKey: LocalizedStringKey, value: some StringProtocol, systemImage: String, tint: AdaptiveColor? = nil
    ) {
        self.init(titleKey, value: value, systemImage: systemImage, tint: tint) { EmptyView() }
    }

    /// A stat without a sparkline, its title shown verbatim.
    @_disfavoredOverload
    public init(
        _ title: some StringProtocol, value: some StringProtocol, systemImage: String, tint: AdaptiveColor? = nil
    ) {
        self.init(title, value: value, systemImage: systemImage, tint: tint) { EmptyView() }
    }

    /// A stat without a sparkline, its title and value made as you like.
    public init(_ title: Text, value: Text, systemImage: String, tint: AdaptiveColor? = nil) {
        self.init(title, value: value, systemImage: systemImage, tint: tint) { EmptyView() }
    }
}
