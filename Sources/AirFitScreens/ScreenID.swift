import DesignTokens

/// Every screen of the spec, by the stable id the command line and the gallery use.
public enum ScreenID: String, CaseIterable, Sendable, Identifiable {
    /// 000 §6.1: the welcome screen.
    case onboarding
    /// 000 §6.2 and 001: the daily dashboard.
    case dashboard
    /// 000 §6.3: logging a meal by voice.
    case voiceLog = "voice-log"
    /// 000 §6.4: the workout (rep) counter.
    case repCounter = "rep-counter"
    /// The coach's chat.
    case chat
    /// The settings list.
    case settings
    /// A workout's exercises and sets.
    case workoutDetail = "workout-detail"
    /// 003: the training hub.
    case trainHub = "train-hub"
    /// 003: a set under way, after the countdown.
    case activeTraining = "active-training"
    /// 003: the achievements grid.
    case achievements
    /// 004: the liquid Today page.
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
    /// The id that was asked for.
    public let name: String

    /// - Parameter name: The id that names no screen.
    public init(name: String) { self.name = name }

    public var description: String {
        "unknown screen \"\(name)\"; valid screens: \(ScreenID.allCases.map(\.rawValue).joined(separator: ", "))"
    }
}
