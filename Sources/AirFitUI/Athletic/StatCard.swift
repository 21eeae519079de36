import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 003's stat: a `ModernCard` with the accent edge, an icon in a circle glowing emerald (or gold) at
/// 8%, the figure in displaySmall rounded with a counting transition, a caption, and an optional
/// sparkline slot below.
@MainActor
public struct StatCard<Sparkline: View>: View {
    let title: String
    let value: String
    let symbol: String
    let tint: AdaptiveColor
    let sparkline: Sparkline

    @Environment(\.colorScheme) private var colorScheme

    /// A stat card with a sparkline (or any view) under its number.
    ///
    /// ```swift
    /// StatCard("This week", value: "24,860 kg", systemImage: "chart.bar.fill") { Sparkline(values: trend) }
    /// ```
    ///
    /// - Parameters:
    ///   - title: What the number is.
    ///   - value: The number, as it should read.
    ///   - systemImage: The SF Symbol in the glowing circle.
    ///   - tint: The symbol's color: emerald `accentPrimary` or gold `accentSecondary`.
    ///   - sparkline: A view under the number.
    public init(
        _ title: String, value: String, systemImage: String, tint: AdaptiveColor = AthleticColors.accentPrimary,
        @ViewBuilder sparkline: () -> Sparkline
    ) {
        self.title = title
        self.value = value
        self.symbol = systemImage
        self.tint = tint
        self.sparkline = sparkline()
    }

    public var body: some View {
        let accent = tint.color(in: colorScheme)
        ModernCard(accentEdge: AthleticColors.accentPrimary) {
            VStack(alignment: .leading, spacing: 8) {
                HStack(spacing: 12) {
                    Image(systemName: symbol)
                        .typography(AthleticTypography.headlineSmall)
                        .foregroundStyle(accent)
                        .frame(width: 36, height: 36)
                        .background { Circle().fill(accent.opacity(AthleticWidgets.statIconGlowOpacity)) }
                    Text(title)
                        .typography(AthleticTypography.bodyMedium)
                        .foregroundStyle(AthleticColors.textSecondary)
                }
                Text(value)
                    .typography(AthleticWidgets.statNumber)
                    .lineLimit(1)
                    .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
                    .foregroundStyle(AthleticColors.textPrimary)
                    .contentTransition(.numericText())
                sparkline
            }
        }
        .a11y(label: "\(title), \(value)")
    }
}

extension StatCard where Sparkline == EmptyView {
    /// A stat without a sparkline.
    public init(_ title: String, value: String, systemImage: String, tint: AdaptiveColor = AthleticColors.accentPrimary) {
        self.init(title, value: value, systemImage: systemImage, tint: tint) { EmptyView() }
    }
}
