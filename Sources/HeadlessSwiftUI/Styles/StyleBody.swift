/// A style's `makeBody(configuration:)` resolved as a view of its own, so that the style's dynamic
/// properties (`@Environment`, `@State`) are connected where the control stands: on iOS a
/// `ButtonStyle` that declares `@Environment(\.colorScheme)` reads the scheme around its button,
/// `@Environment(\.isEnabled)` reads false under `.disabled(true)`, and a value set above the
/// control reaches the style (issue #36, `StyleEnvironmentFacts`).
@MainActor
struct StyleBody<Style, Configuration, Body: View>: View, _DynamicPropertyHost {
    let style: Style
    let configuration: Configuration
    let make: @MainActor (Style, Configuration) -> Body

    init(_ style: Style, _ configuration: Configuration, make: @escaping @MainActor (Style, Configuration) -> Body) {
        self.style = style
        self.configuration = configuration
        self.make = make
    }

    var body: Body { make(style, configuration) }

    /// The style, whose stored dynamic properties the graph connects with this view's.
    var _hostedProperties: Any { style }
}

/// A view holding a value whose dynamic properties the graph connects as if they were the
/// view's own (SwiftUI does so for a style's properties and a `DynamicProperty`'s nested ones).
@MainActor protocol _DynamicPropertyHost {
    var _hostedProperties: Any { get }
}

extension View {
    /// Installs `style` at `keyPath` for the views inside: each control there that reads the key
    /// draws `make(style, configuration)`. Inside that body the key is cleared, so a style may draw
    /// the control's default from its configuration (`Menu(configuration)`) without drawing itself
    /// again, as SwiftUI does.
    nonisolated func installingStyle<Style, Configuration, Body: View>(
        _ style: Style, at keyPath: WritableKeyPath<EnvironmentValues, (@MainActor (Configuration) -> AnyView)?>,
        make: @escaping @MainActor (Style, Configuration) -> Body
    ) -> some View {
        let box = UncheckedSendable((style, keyPath, make))
        return EnvironmentWriter(content: self) { values in
            values[keyPath: box.value.1] = { configuration in
                AnyView(StyleBody(box.value.0, configuration, make: box.value.2).environment(box.value.1, nil))
            }
        }
    }
}
