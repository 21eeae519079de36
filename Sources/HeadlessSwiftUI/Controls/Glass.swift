import Foundation

/// Liquid Glass, iOS 26 (Apple: `Glass`).
@available(iOS 26.0, macOS 26.0, *)
public struct Glass: Equatable, Sendable {
    package enum Variant: Equatable, Sendable { case regular, clear, identity }
    package var variant: Variant
    package var tintColor: Color?
    package var isInteractive = false

    /// The standard Liquid Glass: blurs and refracts what is behind it.
    public static var regular: Glass { Glass(variant: .regular) }
    /// A more transparent Liquid Glass, for content over rich media.
    public static var clear: Glass { Glass(variant: .clear) }
    /// No glass: the view draws as if the effect were absent.
    public static var identity: Glass { Glass(variant: .identity) }

    /// The same glass tinted with `color` (nil for none).
    public func tint(_ color: Color?) -> Glass {
        var copy = self
        copy.tintColor = color
        return copy
    }

    /// The same glass, reacting to touches as iOS 26's interactive glass does.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        var copy = self
        copy.isInteractive = isEnabled
        return copy
    }
}

/// The shape glass takes by default: a capsule (Apple: `DefaultGlassEffectShape`).
@available(iOS 26.0, macOS 26.0, *)
public struct DefaultGlassEffectShape: Sendable {
    /// The capsule glass takes when no shape is given.
    nonisolated public init() {}
}

@available(iOS 26.0, macOS 26.0, *)
extension DefaultGlassEffectShape: Shape {
    /// A capsule filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// Groups glass shapes so nearby ones blend and morph (Apple: `GlassEffectContainer`).
@available(iOS 26.0, macOS 26.0, *)
public struct GlassEffectContainer<Content: View> {
    let spacing: CGFloat?
    let content: Content

    /// Groups glass shapes so that those within `spacing` of each other blend and morph together.
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { bodyError() }
}

@available(iOS 26.0, macOS 26.0, *)
extension GlassEffectContainer: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        [context.node(.effect(.glassContainer(spacing: spacing)), children: context.resolve(content, component: "content"))]
    }
}

@available(iOS 26.0, macOS 26.0, *)
extension View {
    /// Lays Liquid Glass behind the view in `shape`.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View {
        modifier(EffectModifier(effect: .glass(GlassDrawing(glass: glass, shape: shape))))
    }

    /// Ties this glass shape to others of the same id in `namespace`, so it morphs between them.
    nonisolated public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View {
        modifier(EffectModifier(effect: .glassID(id.map { "\($0)" }, namespace: namespace)))
    }
}

/// What a glass effect node draws.
package struct GlassDrawing: Sendable {
    public let glass: any Sendable
    public let shape: any Shape
}

/// A button drawn on glass (Apple: `GlassButtonStyle`).
@available(iOS 26.0, macOS 26.0, *)
public struct GlassButtonStyle: PrimitiveButtonStyle {
    /// The glass button style.
    nonisolated public init() {}
}

/// A button drawn on tinted, prominent glass (Apple: `GlassProminentButtonStyle`).
@available(iOS 26.0, macOS 26.0, *)
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent (tinted) glass button style.
    nonisolated public init() {}
}

@available(iOS 26.0, macOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// iOS 26's glass button style: the label on a capsule of regular glass.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

@available(iOS 26.0, macOS 26.0, *)
extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// iOS 26's prominent glass button style: the label on glass tinted with the accent color.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}

/// The tint set by `.tint(_:)` above a view, for the glass button styles.
struct TintColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    package var _tintColor: Color? { self[TintColorKey.self] }
}

/// What `.glass` and `.glassProminent` draw: the label padded on a capsule of interactive glass;
/// prominent glass is tinted with the `.tint` above (blue by default) under a white label. At
/// `.controlSize(.large)` the capsule is at least 44 pt tall, the height iOS 26's large buttons
/// keep (D153).
@MainActor
struct GlassButtonFace: View {
    let configuration: ButtonStyleConfiguration
    let isProminent: Bool

    @Environment(\._tintColor) private var tint
    @Environment(\.controlSize) private var controlSize

    /// The capsule's smallest height: 44 pt when large, else the label's with its padding.
    private var minimumHeight: CGFloat? {
        controlSize == .large || controlSize == .extraLarge ? 44 : nil
    }

    var body: some View {
        if isProminent {
            configuration.label
                .foregroundStyle(Color.white)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .frame(minHeight: minimumHeight)
                .background { Capsule().fill(tint ?? .blue) }
                .glassEffect(Glass.regular.tint(tint ?? .blue).interactive(), in: Capsule())
                .scaleEffect(configuration.isPressed ? 0.96 : 1)
        } else {
            configuration.label
                .foregroundStyle(tint ?? .primary)
                .padding(.horizontal, 16)
                .padding(.vertical, 10)
                .frame(minHeight: minimumHeight)
                .glassEffect(Glass.regular.interactive(), in: Capsule())
                .scaleEffect(configuration.isPressed ? 0.96 : 1)
        }
    }
}

@available(iOS 26.0, macOS 26.0, *)
extension GlassButtonStyle {
    /// The button as it is; the graph draws it on glass.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}

@available(iOS 26.0, macOS 26.0, *)
extension GlassProminentButtonStyle {
    /// The button as it is; the graph draws it on prominent glass.
    public func makeBody(configuration: Configuration) -> some View { Button(configuration) }
}
