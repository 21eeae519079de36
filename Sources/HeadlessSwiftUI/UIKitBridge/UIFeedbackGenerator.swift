/// Where the layer's UIKit feedback generators report the haptics they fire: the host sets it
/// while it delivers a tap, the moment an app's action fires one, and records each in its
/// haptics log under the `SensoryFeedback` SwiftUI plays with the same generator.
@MainActor package enum UIFeedbackRecorder {
    /// Receives the feedback's name; nil when no host is listening.
    package static var sink: ((String) -> Void)?

    /// Runs `action` with `sink` receiving what it fires.
    package static func recording(_ sink: @escaping (String) -> Void, _ action: () -> Void) {
        let previous = self.sink
        self.sink = sink
        defer { self.sink = previous }
        action()
    }
}

/// The base of UIKit's haptic generators (Apple: `UIFeedbackGenerator`), as SwiftUI code calls
/// them from an action.
@MainActor
open class UIFeedbackGenerator {
    /// A generator.
    public init() {}

    /// Readies the Taptic Engine for a haptic soon: nothing to ready here.
    open func prepare() {}

    func fire(_ feedback: SensoryFeedback) { UIFeedbackRecorder.sink?(feedback.name) }
}

/// Haptics of a physical impact (Apple: `UIImpactFeedbackGenerator`).
///
/// ```swift
/// Button("Log set") {
///     UIImpactFeedbackGenerator(style: .medium).impactOccurred()
///     log.addSet()
/// }
/// ```
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass and flexibility of the impact (Apple: `UIImpactFeedbackGenerator.FeedbackStyle`).
    public enum FeedbackStyle: Int, Sendable {
        /// A small, light object.
        case light
        /// A medium-sized object.
        case medium
        /// A large, heavy object.
        case heavy
        /// A soft, flexible object.
        case soft
        /// A hard, inflexible object.
        case rigid
    }

    let style: FeedbackStyle

    /// A generator of impacts of `style`.
    public init(style: FeedbackStyle) {
        self.style = style
    }

    /// A generator of medium impacts.
    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact (as SwiftUI's `.impact(weight:)` or `.impact(flexibility:)` of the style).
    open func impactOccurred() {
        switch style {
        case .light: fire(.impact(weight: .light))
        case .medium: fire(.impact(weight: .medium))
        case .heavy: fire(.impact(weight: .heavy))
        case .soft: fire(.impact(flexibility: .soft))
        case .rigid: fire(.impact(flexibility: .rigid))
        }
    }

    /// Plays the impact at `intensity`, from 0 to 1.
    open func impactOccurred(intensity: CGFloat) { impactOccurred() }
}

/// Haptics of a task's outcome (Apple: `UINotificationFeedbackGenerator`).
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome (Apple: `UINotificationFeedbackGenerator.FeedbackType`).
    public enum FeedbackType: Int, Sendable {
        /// A task succeeded.
        case success
        /// A task produced a warning.
        case warning
        /// A task failed.
        case error
    }

    /// A generator of outcome haptics.
    public override init() {}

    /// Plays the haptic of `notificationType` (SwiftUI's `.success`, `.warning`, `.error`).
    open func notificationOccurred(_ notificationType: FeedbackType) {
        switch notificationType {
        case .success: fire(.success)
        case .warning: fire(.warning)
        case .error: fire(.error)
        }
    }
}

/// The haptic of a changed selection (Apple: `UISelectionFeedbackGenerator`).
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// A generator of selection haptics.
    public override init() {}

    /// Plays the selection haptic (SwiftUI's `.selection`).
    open func selectionChanged() { fire(.selection) }
}
