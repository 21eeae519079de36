import Foundation

/// A scene of windows that show the same view hierarchy (Apple: `WindowGroup`): on iPhone, the
/// app's one window. Its content is the root view `ViewHost(scene:)` hosts.
///
/// ```swift
/// @main
/// struct WorkoutsApp: App {
///     var body: some Scene {
///         WindowGroup { WorkoutsView() }
///     }
/// }
/// ```
public struct WindowGroup<Content: View> {
    let id: String?
    let title: Text?
    let makeContent: () -> Content

    nonisolated init(id: String?, title: Text?, makeContent: @escaping () -> Content) {
        self.id = id
        self.title = title
        self.makeContent = makeContent
    }

    /// A window group showing `makeContent`'s view.
    nonisolated public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: nil, makeContent: makeContent)
    }

    /// A window group with an identifier other code opens it by.
    nonisolated public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: nil, makeContent: makeContent)
    }

    /// A window group titled by a localized key (the title names it in the app switcher).
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: Text(titleKey), makeContent: makeContent)
    }

    /// A window group with a title and an identifier.
    nonisolated public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: Text(titleKey), makeContent: makeContent)
    }

    /// A window group titled by a `Text`.
    @_disfavoredOverload
    nonisolated public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: title, makeContent: makeContent)
    }

    /// A window group titled by a `Text`, with an identifier.
    @_disfavoredOverload
    nonisolated public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: title, makeContent: makeContent)
    }

    /// A window group titled by a string, not localized.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: nil, title: Text(title), makeContent: makeContent)
    }

    /// A window group titled by a string, with an identifier.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.init(id: id, title: Text(title), makeContent: makeContent)
    }

    /// A window group showing `content`'s view (Apple's iOS 14 form, deprecated in iOS 18 for
    /// `init(makeContent:)`).
    nonisolated public init(@ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: nil, title: nil, makeContent: { made })
    }

    /// A window group with an identifier (the iOS 14 form).
    nonisolated public init(id: String, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: id, title: nil, makeContent: { made })
    }

    /// A titled window group (the iOS 14 form).
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        let made = content()
        self.init(id: nil, title: Text(titleKey), makeContent: { made })
    }

    public var body: Never { fatalError("WindowGroup is primitive") }
}

extension WindowGroup: Scene, _PrimitiveScene {
    func _windows() -> [AnyView] { [AnyView(makeContent())] }
}
