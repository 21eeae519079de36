import DesignTokens
import SwiftUI

/// 004's pill call to action, regular or prominent, with an optional trailing symbol: a `Button`
/// in `LiquidPillButtonStyle`. On iOS 26: `.buttonStyle(.glass)` or `.glassProminent` tinted;
/// before it: a regular pill on the material fallback, a prominent one filled with the tint and a
/// bold white label (D15).
@MainActor
public struct GlassTextPillButton: View {
    let title: Text
    let icon: String?
    let tint: Color?
    let isProminent: Bool
    let action: @MainActor () -> Void

    @Environment(\.airfitTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme

    /// A pill call to action on glass.
    ///
    /// ```swift
    /// GlassTextPillButton("Log meal", systemImage: "arrow.right", isProminent: true) { log() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The button's label.
    ///   - systemImage: An SF Symbol after the label, or nil.
    ///   - tint: The glass's tint (the fill when prominent); nil for the theme's accent, which is
    ///     SwiftUI's tint inside a theme (iOS's blue in the liquid theme).
    ///   - isProminent: A filled, bold call to action instead of a tinted one.
    ///   - action: What a tap does.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String? = nil, tint: Color? = nil, isProminent: Bool = false,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(Text(titleKey), systemImage: systemImage, tint: tint, isProminent: isProminent, action: action)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String? = nil, tint: Color? = nil, isProminent: Bool = false, action: @escaping @MainActor () -> Void
    ) {
        self.init(Text(title), systemImage: systemImage, tint: tint, isProminent: isProminent, action: action)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(
        _ title: Text, systemImage: String? = nil, tint: Color? = nil, isProminent: Bool = false, action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.icon = systemImage
        self.tint = tint
        self.isProminent = isProminent
        self.action = action
    }

    public var body: some View {
        // The theme's accent, given as the tint unless the theme made it SwiftUI's tint already
        // (then `.tint(_:)` on the button reaches it): iOS 26's regular glass draws its label in
        // the primary color where no tint is set.
        let accent = theme?.tintsControls == true ? nil : ThemeRoles(theme, home: .liquid).theme.accent.color(in: colorScheme)
        Button(action: action) { PillLabel(title: title, icon: icon) }
            .buttonStyle(LiquidPillButtonStyle(isProminent: isProminent, tint: tint ?? accent))
            .accessibilityLabel(title)
    }
}

/// 004's pill look on any `Button`: on iOS 26, Apple's `.glass` or `.glassProminent` style at the
/// large control size; before it, a pill on the material fallback, or filled with the tint and a
/// bold white label when prominent. The label takes the theme's label type; the tint is SwiftUI's
/// (the theme's accent inside a theme), so `.tint(_:)` recolors it.
///
/// ```swift
/// Button("Log meal") { log() }
///     .buttonStyle(.liquidPillProminent)
///
/// Button { skip() } label: { Label("Skip", systemImage: "forward.fill") }
///     .buttonStyle(.liquidPill)
///     .tint(.orange)
/// ```
///
/// A primitive style, because on iOS 26 the look is Apple's own glass style on the button.
public struct LiquidPillButtonStyle: PrimitiveButtonStyle {
    let isProminent: Bool
    let tint: Color?

    /// The pill style.
    ///
    /// - Parameter isProminent: A filled, bold call to action instead of a tinted one.
    public init(isProminent: Bool = false) {
        self.init(isProminent: isProminent, tint: nil)
    }

    init(isProminent: Bool, tint: Color?) {
        self.isProminent = isProminent
        self.tint = tint
    }

    public func makeBody(configuration: Configuration) -> some View {
        LiquidPill(configuration: configuration, isProminent: isProminent, tint: tint)
    }
}

extension PrimitiveButtonStyle where Self == LiquidPillButtonStyle {
    /// 004's regular pill: the label in the tint on glass.
    public static var liquidPill: LiquidPillButtonStyle { LiquidPillButtonStyle() }

    /// 004's prominent pill: a bold white label on the tint.
    public static var liquidPillProminent: LiquidPillButtonStyle { LiquidPillButtonStyle(isProminent: true) }
}

/// The pill around a primitive style's button.
@MainActor
struct LiquidPill: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let isProminent: Bool
    let tint: Color?

    @Environment(\.liquidGlassRendering) private var rendering
    @Environment(\.airfitTheme) private var theme

    var body: some View {
        let roles = ThemeRoles(theme, home: .liquid)
        Button {
            configuration.trigger()
        } label: {
            // A prominent pill's label is the theme's on-accent color (white on iOS's blue, 003's
            // near-black on emerald), which iOS 26's prominent glass would otherwise draw white.
            if isProminent {
                configuration.label.foregroundStyle(roles.theme.onAccent)
            } else if tint == nil && roles.isSet {
                // A regular pill's label on glass: the theme's accent text color, legible where
                // the accent itself is light (a brand's coral is 2.8:1 on white).
                configuration.label.foregroundStyle(roles.accentText)
            } else {
                configuration.label
            }
        }
        .typography(roles.theme.typography.label)
        .fontWeight(isProminent ? .bold : .semibold)
        .modifier(PillButtonLook(tint: tint, isProminent: isProminent, native: rendering != .fallback))
    }
}

/// The pill's label: its title and a trailing symbol.
@MainActor
struct PillLabel: View {
    let title: Text
    let icon: String?

    var body: some View {
        HStack(spacing: 6) {
            title
            if let icon {
                Image(systemName: icon).font(.system(size: 15, weight: .semibold)).accessibilityHidden(true)
            }
        }
    }
}

/// Which look the pill takes: the native glass styles, or the fallback.
@MainActor
struct PillButtonLook: ViewModifier {
    let tint: Color?
    let isProminent: Bool
    let native: Bool

    func body(content: Content) -> some View {
        if native, #available(iOS 26.0, macOS 26.0, *) {
            content.modifier(NativePillStyle(tint: tint, isProminent: isProminent))
        } else {
            content.buttonStyle(FallbackPillStyle(tint: tint, isProminent: isProminent))
        }
    }
}

/// iOS 26's glass button styles, in a modifier of their own, at the large control size: the
/// regular size is shorter than the 44 pt a finger needs, the large one is not (D153).
@available(iOS 26.0, macOS 26.0, *)
@MainActor
struct NativePillStyle: ViewModifier {
    let tint: Color?
    let isProminent: Bool

    func body(content: Content) -> some View {
        Group {
            if isProminent {
                content.buttonStyle(.glassProminent).modifier(TintIfGiven(tint: tint))
            } else {
                content.buttonStyle(.glass).modifier(TintIfGiven(tint: tint))
            }
        }
        .controlSize(.large)
    }
}

/// `.tint(_:)` with a color given, and nothing otherwise: `.tint(nil)` would clear the tint above.
@MainActor
struct TintIfGiven: ViewModifier {
    let tint: Color?

    nonisolated init(tint: Color?) {
        self.tint = tint
    }

    func body(content: Content) -> some View {
        if let tint {
            content.tint(tint)
        } else {
            content
        }
    }
}

/// The pill before iOS 26: on the material fallback (regular) or filled with the tint (prominent).
struct FallbackPillStyle: ButtonStyle {
    let tint: Color?
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(FallbackPillFace(tint: tint, isProminent: isProminent, isPressed: configuration.isPressed))
            .minimumTouchTarget()
    }
}

/// The fallback pill's face, in the given tint or the environment's (the theme's accent).
@MainActor
struct FallbackPillFace: ViewModifier {
    let tint: Color?
    let isProminent: Bool
    let isPressed: Bool

    @Environment(\.airfitTheme) private var theme
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.controlSize) private var controlSize

    nonisolated init(tint: Color?, isProminent: Bool, isPressed: Bool) {
        self.tint = tint
        self.isProminent = isProminent
        self.isPressed = isPressed
    }

    func body(content: Content) -> some View {
        let roles = ThemeRoles(theme, home: .liquid)
        let fill = tint.map { AnyShapeStyle($0) } ?? roles.accent
        let glassTint = tint ?? roles.theme.accent.color(in: colorScheme)
        return Group {
            if isProminent {
                padded(content)
                    .foregroundStyle(roles.theme.onAccent)
                    .background { Capsule().fill(fill) }
                    .liquidGlass(in: Capsule(), tint: glassTint)
            } else {
                padded(content)
                    .foregroundStyle(fill)
                    .liquidGlass(in: Capsule(), tint: glassTint)
            }
        }
        .pressResponse(isPressed: isPressed, scale: roles.theme.press.scale, animation: roles.theme.press.animation)
    }

    /// The pill's padding by control size, 44 pt tall at least (the glass styles pad their labels
    /// themselves).
    private func padded(_ content: Content) -> some View {
        let metrics = PillMetrics(controlSize)
        return content.padding(.horizontal, metrics.horizontal).padding(.vertical, metrics.vertical).frame(minHeight: 44)
    }
}
