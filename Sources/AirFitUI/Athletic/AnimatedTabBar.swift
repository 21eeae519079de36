#if canImport(SwiftUI)
import SwiftUI
#else
import HeadlessSwiftUI
#endif
import DesignTokens

/// 003's tab bar: the selected tab on an emerald capsule glow that slides between tabs
/// (`matchedGeometryEffect`), its symbol switching to the `.fill` variant with a bounce
/// (`symbolEffect`), a pulsing gold dot on tabs with a badge, and a light impact on every change
/// (SwiftUI's `sensoryFeedback` prepares the generator itself: UIKit's `prepare()`).
@MainActor
public struct AnimatedTabBar: View {
    /// One tab: a title, an SF Symbol (its outline form; the bar adds `.fill` when selected) and
    /// whether it shows a badge dot.
    public struct Tab: Identifiable, Hashable, Sendable {
        public let title: String
        public let systemImage: String
        public let hasBadge: Bool

        public var id: String { title }

        public init(_ title: String, systemImage: String, hasBadge: Bool = false) {
            self.title = title
            self.systemImage = systemImage
            self.hasBadge = hasBadge
        }
    }

    let tabs: [Tab]
    @Binding var selection: Int

    @Namespace private var namespace
    @Environment(\.colorScheme) private var colorScheme

    /// A bar of `tabs` selecting the index in `selection`.
    public init(_ tabs: [Tab], selection: Binding<Int>) {
        self.tabs = tabs
        _selection = selection
    }

    public var body: some View {
        HStack(spacing: 0) {
            ForEach(tabs.indices, id: \.self) { index in
                TabBarItem(tab: tabs[index], isSelected: index == selection, namespace: namespace)
                    .onTapGesture {
                        withAnimation(.token(SignatureTransition.tabMorph.token.animation)) { selection = index }
                    }
            }
        }
        .padding(.horizontal, 8)
        .padding(.vertical, 6)
        .background {
            Capsule()
                .fill(AthleticColors.surfaceRaised)
                .overlay { Capsule().strokeBorder(AthleticCard.borderColor, lineWidth: AthleticCard.borderWidth) }
        }
        .sensoryFeedback(HapticToken.light.feedback, trigger: selection)
        .accessibilityElement(children: .contain)
    }
}

/// One tab of `AnimatedTabBar`.
@MainActor
struct TabBarItem: View {
    let tab: AnimatedTabBar.Tab
    let isSelected: Bool
    let namespace: Namespace.ID

    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        let foreground = isSelected ? AthleticColors.accentPrimaryText : AthleticColors.textSecondary
        VStack(spacing: 2) {
            Image(systemName: isSelected ? tab.systemImage + ".fill" : tab.systemImage)
                .font(.system(size: 20, weight: .semibold))
                .symbolEffect(.bounce, value: isSelected)
                .overlay(alignment: .topTrailing) {
                    if tab.hasBadge { BadgeDot().offset(x: 4, y: -2) }
                }
            Text(tab.title)
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
                    .fill(AthleticWidgets.tabSelectedGlow)
                    .shadow(color: AthleticWidgets.tabSelectedGlow.color(in: colorScheme), radius: 10)
                    .matchedGeometryEffect(id: "selection", in: namespace)
            }
        }
        .contentShape(Rectangle())
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(tab.hasBadge ? "\(tab.title), new" : tab.title)
        .accessibilityAddTraits(isSelected ? [.isButton, .isSelected] : .isButton)
    }
}

/// The tab bar's gold badge dot, pulsing for as long as it shows.
@MainActor
struct BadgeDot: View {
    @State private var pulsing = false
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Circle()
            .fill(AthleticWidgets.tabBadge)
            .frame(width: 8, height: 8)
            .scaleEffect(pulsing && !reduceMotion ? 1.25 : 1)
            .opacity(pulsing && !reduceMotion ? 0.7 : 1)
            .animation(.token(AthleticMotion.badgePulse), value: pulsing)
            .onAppear { pulsing = true }
            .accessibilityHidden(true)
    }
}
