import DesignTokens
import SwiftUI

/// 001's primary action: a glass capsule that glows with a soft radial flare while pressed and
/// gives 001's confirmation haptic (rigid) once per completed tap.
@MainActor
public struct FlareButton: View {
    let title: Text
    let action: @MainActor () -> Void

    /// A pastel glass button that flares from its centre while pressed.
    ///
    /// ```swift
    /// FlareButton("Log a meal") { log() }
    /// ```
    ///
    /// - Parameters:
    ///   - titleKey: The button's label.
    ///   - action: What a tap does.
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(Text(titleKey), action: action)
    }

    /// The same with a title shown verbatim (a string value, not a literal: a name, say).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(Text(title), action: action)
    }

    /// The same with a title made as you like: `Text("key", bundle: .module)` for a key in your
    /// module's String Catalog.
    public init(_ title: Text, action: @escaping @MainActor () -> Void) {
        self.title = title
        self.action = action
    }

    public var body: some View {
        FeedbackButton(feedback: PastelHaptics.confirmation.feedback, style: FlareButtonStyle(), action: action) {
            // A word too long for the capsule (German "Wiederholung") shrinks rather than break (D150).
            title.minimumScaleFactor(0.7)
        }
    }
}

/// The flare: a white radial glow in the capsule, shown while the finger is down, and a slight
/// press-in, on the bounce-free spring. (A style, not a view: it takes `ButtonStyle`'s own
/// isolation, main-actor from iOS 18.)
public struct FlareButtonStyle: ButtonStyle {
    /// The flare style (also `.buttonStyle(.flare)`).
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.modifier(FlareFace(isPressed: configuration.isPressed))
    }
}

/// The flare capsule around a label: the theme's label type, 000's glass, the glow while pressed
/// and the theme's press.
@MainActor
struct FlareFace: ViewModifier {
    let isPressed: Bool

    @Environment(\.airfitTheme) private var theme

    nonisolated init(isPressed: Bool) {
        self.isPressed = isPressed
    }

    func body(content: Content) -> some View {
        let roles = ThemeRoles(theme, home: .pastel)
        return
            content
            .typography(roles.theme.typography.label)
            .padding(.horizontal, 28)
            .padding(.vertical, 14)
            .glassSurface(
                material: PastelGlass.material, cornerRadius: 28, stroke: PastelGlass.strokeColor,
                strokeWidth: PastelGlass.strokeWidth, shadow: PastelShadow.floating
            )
            .overlay {
                RadialGradient(
                    colors: [Color.white.opacity(0.55), Color.white.opacity(0)], center: .center,
                    startRadius: 0, endRadius: 90
                )
                .clipShape(Capsule())
                .opacity(isPressed ? 1 : 0)
                .allowsHitTesting(false)
            }
            .pressResponse(isPressed: isPressed, scale: roles.theme.press.scale, animation: roles.theme.press.animation)
    }
}

extension ButtonStyle where Self == FlareButtonStyle {
    /// 000's flare button look on any `Button`:
    ///
    /// ```swift
    /// Button("Log a meal") { log() }
    ///     .buttonStyle(.flare)
    /// ```
    public static var flare: FlareButtonStyle { FlareButtonStyle() }
}
