import Foundation

extension View {
    /// Pads the given edges by `length`, or by the system's default of 16 pt.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = length ?? 16
        let insets = EdgeInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return modifier(EffectModifier(effect: .padding(insets)))
    }

    /// Pads every edge by `length`.
    nonisolated public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Pads each edge by its inset.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View {
        modifier(EffectModifier(effect: .padding(insets)))
    }

    /// A fixed size in either dimension.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(EffectModifier(effect: .frame(width: width, height: height, alignment: alignment)))
    }

    /// Multiplies the view's opacity.
    nonisolated public func opacity(_ opacity: Double) -> some View {
        modifier(EffectModifier(effect: .opacity(opacity)))
    }

    /// Colors the view's text and symbols.
    nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(EffectModifier(effect: .foregroundStyle(style)))
    }

    /// Draws a view behind this one, sized to it.
    nonisolated public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isBackground: true))
    }

    /// Draws a view in front of this one, sized to it.
    nonisolated public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(DecorationModifier(decoration: content(), alignment: alignment, isBackground: false))
    }

    /// Gives the view an explicit identity: a new id is a new view, with fresh state.
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(IdentityModifier(id: id))
    }
}
