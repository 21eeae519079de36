import DesignTokens

/// Every screen of the spec, by the stable id the command line and the gallery use.
public enum ScreenID: String, CaseIterable, Sendable, Identifiable {
    case onboarding
    case dashboard
    case voiceLog = "voice-log"
    case repCounter = "rep-counter"
    case chat
    case settings
    case workoutDetail = "workout-detail"
    case trainHub = "train-hub"
    case activeTraining = "active-training"
    case achievements
    case today

    public var id: String { rawValue }

    /// The dialect whose document describes the screen. Every screen renders in every theme.
    public var homeDialect: Dialect {
        switch self {
        case .onboarding, .dashboard, .voiceLog, .repCounter, .chat, .settings, .workoutDetail: .pastel
        case .trainHub, .activeTraining, .achievements: .athletic
        case .today: .liquid
        }
    }

    /// A one-line description for `airfit list` and the gallery.
    public var summary: String {
        switch self {
        case .onboarding: "Onboarding welcome: a cascading greeting over the gradient and a call to begin"
        case .dashboard: "Dashboard: today's rings, nutrition and the next workout"
        case .voiceLog: "Voice log: speak a meal, watch the mic ripple"
        case .repCounter: "Rep counter: the current set's count and rest ring"
        case .chat: "Coach chat in glass bubbles"
        case .settings: "Settings: grouped glass rows"
        case .workoutDetail: "Workout detail: exercises, sets and totals"
        case .trainHub: "Train hub: programs, streak and quick starts"
        case .activeTraining: "Active training: the countdown burst into the first set"
        case .achievements: "Achievements: glowing badges and a flipping card"
        case .today: "Today: a fit-to-screen page with a date strip, a segmented picker and pill buttons"
        }
    }

    /// The screen with `id`, or an error listing the valid ids.
    public static func named(_ id: String) throws -> ScreenID {
        guard let screen = ScreenID(rawValue: id) else { throw UnknownScreenError(name: id) }
        return screen
    }
}

/// An id that names no screen, with the ids that do.
public struct UnknownScreenError: Error, CustomStringConvertible, Equatable {
    public let name: String

    public init(name: String) { self.name = name }

    public var description: String {
        "unknown screen \"\(name)\"; valid screens: \(ScreenID.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
