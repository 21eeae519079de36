/// Built-in sample data of the athletic screens: deterministic, no dates or randomness.
enum TrainingSamples {
    struct Program: Hashable, Sendable {
        let name: String
        let detail: String
        let progress: Int
        let sessions: Int
    }

    struct Achievement: Hashable, Sendable {
        let title: String
        let symbol: String
        let rarity: String
        let earned: String
        let detail: String
        let gold: Bool
    }

    static let streakDays = 12
    static let weeklyVolume = "24,860 kg"
    static let weeklyVolumeTrend: [Double] = [0.42, 0.55, 0.48, 0.7, 0.64, 0.82, 0.9]
    static let focusAreas = ["All", "Strength", "Hypertrophy", "Mobility", "Conditioning"]
    static let programs = [
        Program(name: "Upper body power", detail: "5 exercises · 45 min", progress: 3, sessions: 4),
        Program(name: "Leg day", detail: "6 exercises · 55 min", progress: 1, sessions: 4),
        Program(name: "Core & mobility", detail: "8 exercises · 25 min", progress: 4, sessions: 4),
    ]
    static let exercise = "Bench press"
    static let setsDone = 2
    static let setsPlanned = 4
    static let setTarget = "80 kg × 8"
    static let achievements = [
        Achievement(
            title: "First 100 kg", symbol: "trophy.fill", rarity: "Epic", earned: "Earned 12 March",
            detail: "Bench press · 100 kg × 3", gold: true),
        Achievement(
            title: "12-day streak", symbol: "flame.fill", rarity: "Rare", earned: "Earned today",
            detail: "Trained 12 days in a row", gold: false),
        Achievement(
            title: "Early bird", symbol: "sparkles", rarity: "Common", earned: "Earned 2 March",
            detail: "10 workouts before 7 am", gold: false),
        Achievement(
            title: "Marathon month", symbol: "figure.run", rarity: "Legendary", earned: "Earned 28 February",
            detail: "42 km run in February", gold: true),
    ]
    static let level = 12
    static let experience = 640
    static let experienceGoal = 1000
}
