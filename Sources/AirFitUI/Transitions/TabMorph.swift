import DesignTokens
import SwiftUI

/// 003 §4.5's tab morph: the page of the selected tab slides in 30 pt from the side of the tab
/// delta and fades in, while the outgoing page slides 30 pt the other way and fades by 60%.
/// The swap happens one update after the direction is set, so the outgoing page leaves with the
/// direction of this change rather than the one that brought it in. The light impact of a tab
/// change is `AnimatedTabBar`'s (one haptic per change; decision D47). Reduce Motion: the new page
/// replaces the old one in the same frame.
@MainActor
public struct TabMorphContainer<Selection: Hashable, Page: View>: View {
    let selection: Selection
    let isForward: (Selection, Selection) -> Bool
    let page: (Selection) -> Page

    @State private var shown: Selection
    @State private var forward = true
    @State private var swaps = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// Shows `page(selection)`, morphing to the new page whenever `selection` changes; a tab later
    /// in `order` comes in from the trailing side, an earlier one from the leading side. The order
    /// is an `AnimatedTabBar`'s options, whose values are any `Hashable`.
    ///
    /// ```swift
    /// enum Tab { case home, train, progress }
    /// TabMorphContainer(selection: tab, in: [Tab.home, .train, .progress]) { tab in TabPage(tab) }
    /// ```
    public init(selection: Selection, in order: [Selection], @ViewBuilder page: @escaping (Selection) -> Page) {
        self.init(
            selection: selection, isForward: { old, new in (order.firstIndex(of: new) ?? 0) >= (order.firstIndex(of: old) ?? 0) },
            page: page)
    }

    init(selection: Selection, isForward: @escaping (Selection, Selection) -> Bool, page: @escaping (Selection) -> Page) {
        self.selection = selection
        self.isForward = isForward
        self.page = page
        _shown = State(initialValue: selection)
    }

    public var body: some View {
        ZStack {
            page(shown)
                .transition(reduceMotion ? .identity : Self.transition(forward: forward))
                .id(shown)
        }
        .onChange(of: selection) { old, new in
            forward = isForward(old, new)
            swaps += 1
        }
        .onChange(of: swaps) {
            withAnimation(reduceMotion ? nil : .token(SignatureTransition.tabMorph.token.animation)) { shown = selection }
        }
    }

    /// Moving to a later tab: in from 30 pt to the trailing side, out 30 pt to the leading side; the
    /// reverse for an earlier tab.
    static func transition(forward: Bool) -> AnyTransition {
        let travel = SignatureTransition.tabMorph.token.offset * (forward ? 1 : -1)
        return .asymmetric(
            insertion: .offset(x: travel).combined(with: .opacity),
            removal: .offset(x: -travel).combined(
                with: .modifier(
                    active: FadeTo(opacity: SignatureTransitionDetails.tabMorphOutgoingOpacity),
                    identity: FadeTo(opacity: 1)))
        )
    }
}

extension TabMorphContainer where Selection: Comparable {
    /// Shows `page(selection)`, morphing to the new page whenever `selection` changes: a greater
    /// selection (a later tab's index) comes in from the trailing side.
    ///
    /// ```swift
    /// TabMorphContainer(selection: tab) { index in TabPage(index) }
    /// ```
    public init(selection: Selection, @ViewBuilder page: @escaping (Selection) -> Page) {
        self.init(selection: selection, isForward: { old, new in new >= old }, page: page)
    }
}

/// An opacity a transition moves between (`.opacity` only fades to nothing).
@MainActor
struct FadeTo: ViewModifier {
    let opacity: Double

    func body(content: Content) -> some View {
        content.opacity(opacity)
    }
}
