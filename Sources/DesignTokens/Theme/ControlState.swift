/// How controls look when they cannot be used (`disabled(_:)`): the whole control at this opacity,
/// its colors and shape kept so it reads as the same control, dimmed. Apple publishes no figure
/// (decision D139); WCAG 2.2 exempts inactive controls from its contrast minimums.
public enum ControlState {
    /// The opacity of a disabled control: 0.4.
    public static let disabledOpacity: Double = 0.4
}
