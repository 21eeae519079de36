import DesignTokens
import SwiftUI

/// 003's tab bar: the selected tab on an emerald capsule glow that slides between tabs
/// (`matchedGeometryEffect`), its symbol switching to the `.fill` variant with a bounce
/// (`symbolEffect`), a pulsing gold dot on tabs with a badge, and a light impact on every change
/// (SwiftUI's `sensoryFeedback` prepares the generator itself: UIKit's `prepare()`).
@MainActor
public struct AnimatedTabBar<Value: Hashable>: View {
    let options: [SelectionOption<Value>]
    @Binding var selection: Value

    @Namespace private var namespace
    @Environment(\.isEnabled) private var isEnabled

    /// A tab bar choosing `selection` among `options`; each option needs an SF Symbol (its `.fill`
    /// form shows while selected).
    ///
    /// ```swift
    /// AnimatedTabBar(selection: $tab, options: [
    ///     SelectionOption("Home", value: Tab.home, systemImage: "house"),
    ///     SelectionOption("Progress", value: .progress, systemImage: "chart.bar", hasBadge: true),
    /// ])
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen tab; set when a tab is tapped, clicked or activated from the keyboard.
    ///   - options: The tabs, in order, with their symbols.
    public init(selection: Binding<Value>, options: [SelectionOption<Value>]) {
        self.options = options
        _selection = selection
    }

    public var body: some View {
        // Chrome that cannot grow (decision D150): a tab bar keeps its size at every text size (as iOS tab bars do); a long press shows a tab enlarged.
        face
            .dynamicTypeSize(...DynamicTypeSize.large)
            .accessibilityShowsLargeContentViewer()
    }

    @ViewBuilder private var face: some View {
        HStack(spacing: 0) {
            ForEach(options) { option in
                let selected = option.value == selection
                Button {
                    withAnimation(.token(SignatureTransition.tabMorph.token.animation)) { selection = option.value }
                } label: {
                    TabBarItem(
                        title: option.title, systemImage: option.systemImage ?? "circle", hasBadge: option.hasBadge,
                        isSelected: selected, namespace: namespace)
                }
                .buttonStyle(.plain)
                .accessibilityLabel(option.title)
                // The badge reads as the tab's value: "Progress, new".
                .accessibilityValue(option.hasBadge ? Text("new", bundle: .module) : Text(verbatim: ""))
                .accessibilityAddTraits(selected ? .isSelected : [])
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background {
            Capsule()
                .fill(AthleticColors.surfaceRaised)
                .overlay { Capsule().strokeBorder(AthleticCard.borderColor, lineWidth: AthleticCard.borderWidth) }
        }
        .opacity(isEnabled ? 1 : ControlState.disabledOpacity)
        .sensoryFeedback(HapticToken.light.feedback, trigger: selection)
        .accessibilityElement(children: .contain)
        .accessibilityAddTraits(.isTabBar)
    }
}

@MainActor
struct TabBarItem: View {
    let title: Text
    let systemImage: String
    let hasBadge: Bool
    let isSelected: Bool
    let namespace: Namespace.ID

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.airfitTheme) private var theme

    /// The slot every item's symbol is centred in: a line of its 20 pt font (23.9 pt), so the
    /// titles share one line whatever each symbol's height (a symbol's frame hugs its ink, D293).
    static let iconSlotHeight: CGFloat = 24

    var body: some View {
        let roles = ThemeRoles(theme, home: .athletic)
        let foreground = isSelected ? roles.accentText : AnyShapeStyle(roles.theme.textSecondary)
        VStack(spacing: 2) {
            Image(systemName: isSelected ? systemImage + ".fill" : systemImage)
                .font(.system(size: 20, weight: .semibold))
                .frame(height: Self.iconSlotHeight)
                .symbolEffect(.bounce, value: isSelected)
                .accessibilityHidden(true)
                .overlay(alignment: .topTrailing) {
                    if hasBadge { BadgeDot().offset(x: 4, y: -2) }
                }
            title
                .typography(AthleticTypography.labelSmall)
                .lineLimit(1)
                .minimumScaleFactor(AthleticTypography.minimumScaleFactor)
        }
        .foregroundStyle(foreground)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity)
        .background {
            if isSelected {
                Capsule()
                    .fill(roles.accent)
                    .opacity(0.2)
                    .shadow(color: roles.theme.accent.opacity(0.2).color(in: colorScheme), radius: 10)
                    .matchedGeometryEffect(id: "selection", in: namespace)
            }
        }
        .contentShape(Rectangle())
    }
}

/// The tab bar's gold badge dot, pulsing for as long as it shows.
@MainActor
struct BadgeDot: View {
    @State private var pulsing = false
    @Environment(\.airfitTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Circle()
            .fill(ThemeRoles(theme, home: .athletic).theme.highlight)
            .frame(width: 8, height: 8)
            .scaleEffect(pulsing && !reduceMotion ? 1.25 : 1)
            .opacity(pulsing && !reduceMotion ? 0.7 : 1)
            .animation(.token(AthleticMotion.badgePulse), value: pulsing)
            .onAppear { pulsing = true }
            .accessibilityHidden(true)
    }
}
