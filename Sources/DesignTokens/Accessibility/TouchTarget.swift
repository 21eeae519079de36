/// The HIG's minimum hit region for a control on iOS: 44 × 44 pt (Human Interface Guidelines,
/// Buttons, "Best practices"). Controls whose visible shape is smaller (chips, segments, pills)
/// keep their shape and take taps over at least this much (decision D149).
public enum TouchTarget {
    /// The minimum width and height of a control's hit region, in points.
    public static let minimumSide: Double = 44
}
