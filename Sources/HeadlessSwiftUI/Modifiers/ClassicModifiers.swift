import Foundation

/// Modifiers from SwiftUI's first releases that Apple has since renamed or deprecated and that
/// real views still use everywhere: each does what its successor does.
extension View {
    /// Draws text and shapes inside in `color` (Apple: `foregroundColor(_:)`, superseded by
    /// `foregroundStyle(_:)`); nil leaves the foreground style as it is.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").foregroundColor(.yellow)
    /// ```
    @ViewBuilder
    nonisolated public func foregroundColor(_ color: Color?) -> some View {
        if let color { foregroundStyle(color) } else { self }
    }

    /// The accent color of controls inside (Apple: `accentColor(_:)`, superseded by `tint(_:)`);
    /// nil for the app's.
    ///
    /// ```swift
    /// Form { Toggle("Alerts", isOn: $alerts) }.accentColor(.orange)
    /// ```
    nonisolated public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Extends the view past the safe area on `edges` (Apple: `edgesIgnoringSafeArea(_:)`,
    /// superseded by `ignoresSafeArea(_:edges:)`): the container's safe area, the screen's bars
    /// and rounded corners, as its successor's `.container` region.
    ///
    /// ```swift
    /// Color.black.edgesIgnoringSafeArea(.all)
    /// ```
    nonisolated public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        ignoresSafeArea(.container, edges: edges)
    }

    /// Hides the navigation bar of the page this view is in (Apple: `navigationBarHidden(_:)`,
    /// superseded by `toolbar(.hidden, for: .navigationBar)`).
    ///
    /// ```swift
    /// ScrollView { content }.navigationBarHidden(true)
    /// ```
    nonisolated public func navigationBarHidden(_ hidden: Bool) -> some View {
        toolbar(hidden ? .hidden : .automatic, for: .navigationBar)
    }

    /// Clips the view to a rounded rectangle of `radius` (Apple: `cornerRadius(_:antialiased:)`,
    /// superseded by `clipShape(.rect(cornerRadius:))`).
    ///
    /// ```swift
    /// Image("avatar").resizable().frame(width: 48, height: 48).cornerRadius(12)
    /// ```
    nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius), style: FillStyle(antialiased: antialiased))
    }

    /// Layers `background` behind the view, sized to it and placed by `alignment` (Apple:
    /// `background(_:alignment:)`, superseded by `background(alignment:content:)`).
    ///
    /// ```swift
    /// Text("New").padding(6).background(Capsule().fill(.blue), alignment: .center)
    /// ```
    @_disfavoredOverload
    nonisolated public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        self.background(alignment: alignment) { background }
    }

    /// Layers `overlay` in front of the view, sized to it and placed by `alignment` (Apple:
    /// `overlay(_:alignment:)`, superseded by `overlay(alignment:content:)`).
    ///
    /// ```swift
    /// Circle().overlay(Text("3"), alignment: .center)
    /// ```
    @_disfavoredOverload
    nonisolated public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        self.overlay(alignment: alignment) { overlay }
    }

    /// Sets the color scheme of the view and everything inside it (Apple: `colorScheme(_:)`,
    /// superseded by `preferredColorScheme(_:)` for a whole presentation).
    ///
    /// ```swift
    /// Card().colorScheme(.dark)
    /// ```
    nonisolated public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Runs `action` with the new value when `value` changes (Apple: iOS 14's
    /// `onChange(of:perform:)`, superseded by `onChange(of:initial:_:)`).
    ///
    /// ```swift
    /// .onChange(of: query) { newValue in search(newValue) }
    /// ```
    @available(iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        // The action runs on the main actor, where the view's updates run.
        let action = UncheckedSendable(action)
        return onChange(of: value) { _, newValue in action.value(newValue) }
    }

    /// Animates every change inside this view with `animation` (Apple: iOS 13's `animation(_:)`,
    /// superseded by `animation(_:value:)`, which animates only when a value changes).
    ///
    /// ```swift
    /// Circle().scaleEffect(isOn ? 1.2 : 1).animation(.spring())
    /// ```
    @available(iOS, deprecated: 15.0, message: "Use withAnimation or animation(_:value:) instead.")
    @_disfavoredOverload
    nonisolated public func animation(_ animation: Animation?) -> some View {
        modifier(EffectModifier(effect: .animation(animation, value: EveryUpdate())))
    }
}

/// A value that differs from itself: `animation(_:)` animates the changes of every update.
struct EveryUpdate: Equatable {
    static func == (lhs: EveryUpdate, rhs: EveryUpdate) -> Bool { false }
}
