import DesignTokens

#if canImport(SwiftUI)
    import SwiftUI
#else
    import HeadlessSwiftUI
#endif

/// 004's pill call to action, regular or prominent, with an optional trailing symbol. On iOS 26:
/// `.buttonStyle(.glass)` or `.glassProminent` tinted; before it: a regular pill on the material
/// fallback, a prominent one filled with `tint` and a bold white label (D15).
@MainActor
public struct GlassTextPillButton: View {
    let title: Text
    let icon: String?
    let tint: Color
    let isProminent: Bool
    let action: @MainActor () -> Void

    @Environment(\.liquidGlassRendering) private var rendering

    /// A pill call to action on glass.
    ///
    /// ```swift
    /// GlassTextPillButton("Log meal", systemImage: "arrow.right", isProminent: true) { log() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The button's label.
    ///   - systemImage: An SF Symbol after the label, or nil.
    ///   - tint: The glass's tint (the fill when prominent).
    ///   - isProminent: A filled, bold call to action instead of a tinted one.
    ///   - action: What a tap does.
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String? = nil, tint: Color = .blue, isProminent: Bool = false,
        action: @escaping @MainActor () -> Void
    ) {
        self.init(Text(titleKey), systemImage: systemImage, tint: tint, isProminent: isProminent, action: action)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, systemImage: String? = nil, tint: Color = .blue, isProminent: Bool = false, action: @escaping @MainActor () -> Void
    ) {
        self.init(Text(title), systemImage: systemImage, tint: tint, isProminent: isProminent, action: action)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(
        _ title: Text, systemImage: String? = nil, tint: Color = .blue, isProminent: Bool = false, action: @escaping @MainActor () -> Void
    ) {
        self.title = title
        self.icon = systemImage
        self.tint = tint
        self.isProminent = isProminent
        self.action = action
    }

    public var body: some View {
        Button(action: action) { PillLabel(title: title, icon: icon, isProminent: isProminent) }
            .modifier(PillButtonLook(tint: tint, isProminent: isProminent, native: rendering != .fallback))
            .accessibilityLabel(title)
    }
}

/// The pill's label: `.headline` text (bold when prominent, D15) and a trailing symbol.
@MainActor
struct PillLabel: View {
    let title: Text
    let icon: String?
    let isProminent: Bool

    var body: some View {
        HStack(spacing: 6) {
            title
                .font(.headline)
                .fontWeight(isProminent ? .bold : .semibold)
            if let icon {
                Image(systemName: icon).font(.system(size: 15, weight: .semibold)).accessibilityHidden(true)
            }
        }
    }
}

/// Which look the pill takes: the native glass styles, or the fallback.
@MainActor
struct PillButtonLook: ViewModifier {
    let tint: Color
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
    let tint: Color
    let isProminent: Bool

    func body(content: Content) -> some View {
        Group {
            if isProminent {
                content.buttonStyle(.glassProminent).tint(tint)
            } else {
                content.buttonStyle(.glass).tint(tint)
            }
        }
        .controlSize(.large)
    }
}

/// The pill before iOS 26: on the material fallback (regular) or filled with the tint (prominent).
struct FallbackPillStyle: ButtonStyle {
    let tint: Color
    let isProminent: Bool

    func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(FallbackPillFace(tint: tint, isProminent: isProminent, isPressed: configuration.isPressed))
            .minimumTouchTarget()
    }
}

/// The fallback pill's face.
@MainActor
struct FallbackPillFace: ViewModifier {
    let tint: Color
    let isProminent: Bool
    let isPressed: Bool

    nonisolated init(tint: Color, isProminent: Bool, isPressed: Bool) {
        self.tint = tint
        self.isProminent = isProminent
        self.isPressed = isPressed
    }

    func body(content: Content) -> some View {
        Group {
            if isProminent {
                padded(content)
                    .foregroundStyle(Color.white)
                    .background { Capsule().fill(tint) }
                    .liquidGlass(in: Capsule(), tint: tint)
            } else {
                padded(content)
                    .foregroundStyle(tint)
                    .liquidGlass(in: Capsule(), tint: tint)
            }
        }
        .pressResponse(isPressed: isPressed, scale: Theme.liquid.press.scale, animation: GlassTokens.Animation.press)
    }

    /// The pill's padding, 44 pt tall at least (the glass styles pad their labels themselves).
    private func padded(_ content: Content) -> some View {
        content.padding(.horizontal, 20).padding(.vertical, 12).frame(minHeight: 44)
    }
}
