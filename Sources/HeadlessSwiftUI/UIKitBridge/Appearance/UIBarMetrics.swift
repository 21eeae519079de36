/// A bar's background metrics (Apple: `UIBarMetrics`).
public enum UIBarMetrics: Int, Sendable {
    /// The default bar.
    case `default`
    /// A compact bar.
    case compact
    /// A bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt
}
