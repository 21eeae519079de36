import DesignTokens
import SwiftUI

/// The environment key telling liquid components they are in 004's compact mode.
struct LiquidCompactModeKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True inside a `FitToScreenPage` shorter than 700 pt: smaller spacing and icons, secondary
    /// text hidden (004 "Fit-to-screen").
    public var liquidCompactMode: Bool {
        get { self[LiquidCompactModeKey.self] }
        set { self[LiquidCompactModeKey.self] = newValue }
    }
}

/// 004's fit-to-screen page: measures the height it is given (`GeometryReader`) and lays its
/// content out to fit without scrolling, in compact mode below 700 pt (`GlassTokens.Layout`):
/// 12 pt card spacing instead of 16, and `liquidCompactMode` set for the components inside. The
/// content receives the spacing to use; pages sit on the grouped background with 20 pt margins.
@MainActor
public struct FitToScreenPage<Content: View>: View {
    let content: (_ spacing: Double) -> Content

    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    /// A page that lays `content` out to fit the height it is given.
    ///
    /// ```swift
    /// FitToScreenPage { spacing in
    ///     LiquidGlassDateStrip(selection: $day, dates: week)
    ///     GlassCard(tint: .blue) { Text("Morning run") }
    /// }
    /// ```
    ///
    /// - Parameter content: The page's views, given the spacing to use (12 pt when compact, 16 pt otherwise).
    public init(@ViewBuilder content: @escaping (_ spacing: Double) -> Content) {
        self.content = content
    }

    public var body: some View {
        GeometryReader { geometry in
            let height = geometry.size.height
            let compact = GlassTokens.Layout.isCompact(screenHeight: height)
            let page = VStack(alignment: .leading, spacing: GlassTokens.Layout.cardSpacing(for: height)) {
                content(GlassTokens.Layout.cardSpacing(for: height))
            }
            .padding(.horizontal, GlassTokens.Layout.pageHorizontalPadding)
            .padding(.bottom, GlassTokens.Layout.pageBottomInset)
            Group {
                if dynamicTypeSize.isAccessibilitySize {
                    // At the accessibility sizes the page cannot fit without shrinking its words, so it
                    // scrolls instead (decision D150).
                    ScrollView { page.frame(width: geometry.size.width, alignment: .leading) }
                } else {
                    page.frame(width: geometry.size.width, height: height, alignment: .top)
                }
            }
            .environment(\.liquidCompactMode, compact)
        }
        .background { LiquidStyle.groupedBackground.color(in: colorScheme).ignoresSafeArea() }
    }
}

/// Text that 004's compact mode hides: secondary descriptions.
@MainActor
public struct SecondaryText: View {
    let text: Text

    @Environment(\.liquidCompactMode) private var compact

    /// Secondary text that hides itself in compact mode.
    ///
    /// ```swift
    /// SecondaryText("Your longest this week")
    /// ```
    ///
    /// - Parameter key: The text, looked up in the app's String Catalog.
    public init(_ key: LocalizedStringKey) {
        self.init(Text(key))
    }

    /// Secondary text shown verbatim (a string value, not a literal).
    @_disfavoredOverload
    public init(_ text: some StringProtocol) {
        self.init(Text(text))
    }

    /// Secondary text made as you like: `Text("key", bundle: .module)`.
    public init(_ text: Text) {
        self.text = text
    }

    public var body: some View {
        if !compact {
            text
                .font(.subheadline)
                .accessibleSecondaryForeground()
        }
    }
}
