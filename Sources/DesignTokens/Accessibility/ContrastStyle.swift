/// What surfaces do under Increase Contrast (`colorSchemeContrast == .increased`), which the spec does
/// not cover (decision D151): glass becomes the opaque grouped surface Reduce Transparency uses, and
/// every card's edge becomes the label color at this opacity, at least 1 pt wide, so a card's bounds
/// read without relying on blur or a faint white line.
public enum ContrastStyle {
    /// The edge's opacity of the label color: 55%, the least round value whose edge reaches WCAG's
    /// 3:1 for a component's bounds in every theme (the audit's `cardEdge.increasedContrast`).
    public static let edgeOpacity: Double = 0.55
}
