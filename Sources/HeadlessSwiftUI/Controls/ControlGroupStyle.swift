/// The look of a control group (Apple: `ControlGroupStyle`, iOS 15).
///
/// ```swift
/// struct Stacked: ControlGroupStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack { configuration.content }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ControlGroupStyle {
    /// The view a style makes for a control group.
    associatedtype Body: View
    /// What the style is told: the group's content and label.
    typealias Configuration = ControlGroupStyleConfiguration
    /// The control group's view.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a control group style is given (Apple: `ControlGroupStyleConfiguration`).
public struct ControlGroupStyleConfiguration {
    /// The controls of the group.
    @MainActor @preconcurrency public struct Content: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The group's label, empty when it has none.
    @MainActor @preconcurrency public struct Label: View {
        let content: AnyView
        public var body: Never { bodyError() }
    }

    /// The controls of the group.
    public let content: ControlGroupStyleConfiguration.Content
    /// The group's label.
    public let label: ControlGroupStyleConfiguration.Label
}

extension ControlGroupStyleConfiguration.Content: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "content") }
}

extension ControlGroupStyleConfiguration.Label: _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] { context.resolve(content, component: "label") }
}

/// The platform's default: on iOS outside a toolbar, the controls side by side, each taking an
/// equal share of the width (Apple: `AutomaticControlGroupStyle`). The grouped background iOS
/// draws behind them is not measured yet and not drawn (docs/fidelity.md).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// The automatic style.
    nonisolated public init() {}

    /// The controls in a row, each an equal share of the width.
    public func makeBody(configuration: Configuration) -> some View {
        EqualShares { configuration.content }
    }
}

/// Lays its children out side by side, each proposed and centred in an equal share of the width,
/// as the buttons of an automatic control group share it.
struct EqualShares: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        let share = proposal.width.map { $0 / CGFloat(subviews.count) }
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: share, height: proposal.height)) }
        let height = sizes.map(\.height).max() ?? 0
        return CGSize(width: proposal.width ?? (sizes.map(\.width).max() ?? 0) * CGFloat(subviews.count), height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let share = bounds.width / CGFloat(subviews.count)
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + share * (CGFloat(index) + 0.5), y: bounds.midY), anchor: .center,
                proposal: ProposedViewSize(width: share, height: bounds.height))
        }
    }
}

/// Controls as a navigation bar groups them, side by side at their own widths (Apple:
/// `NavigationControlGroupStyle`).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// The navigation style.
    nonisolated public init() {}

    /// The controls in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
    }
}

/// Controls behind a menu, as the group's label (Apple: `MenuControlGroupStyle`). Headless, the
/// menu stays closed: only the label is drawn.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// The menu style.
    nonisolated public init() {}

    /// The label, in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        Button {
        } label: {
            configuration.label
        }
    }
}

/// Controls in a compact menu (Apple: `CompactMenuControlGroupStyle`); drawn as `.menu`.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// The compact menu style.
    nonisolated public init() {}

    /// The label, in the tint.
    public func makeBody(configuration: Configuration) -> some View {
        Button {
        } label: {
            configuration.label
        }
    }
}

/// Controls as a palette of icons inside a menu (Apple: `PaletteControlGroupStyle`); outside a
/// menu, side by side.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// The palette style.
    nonisolated public init() {}

    /// The controls in a row.
    public func makeBody(configuration: Configuration) -> some View {
        HStack { configuration.content }
    }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The platform's default.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// As a navigation bar groups controls.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// Behind a menu.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// Behind a compact menu.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// As a palette.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension EnvironmentValues {
    /// The control group style below `controlGroupStyle(_:)`; nil for the default.
    var _controlGroupStyle: (@MainActor (ControlGroupStyleConfiguration) -> AnyView)? {
        get { self[InstalledStyleKey<ControlGroupStyleConfiguration>.self] }
        set { self[InstalledStyleKey<ControlGroupStyleConfiguration>.self] = newValue }
    }
}

extension View {
    /// Styles the control groups inside this view (Apple: `controlGroupStyle(_:)`).
    ///
    /// ```swift
    /// ControlGroup { ... }.controlGroupStyle(.navigation)
    /// ```
    nonisolated public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        installingStyle(style, at: \._controlGroupStyle) { $0.makeBody(configuration: $1) }
    }
}
