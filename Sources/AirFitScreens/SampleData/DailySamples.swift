/// Built-in sample data of the pastel screens: deterministic, no dates or randomness.
enum DailySamples {
    struct Message: Hashable, Sendable {
        let text: String
        let fromUser: Bool
    }

    struct SettingsGroup: Sendable {
        let title: String
        let rows: [(String, String)]
    }

    static let calories = 1_920
    static let calorieGoal = 2_300
    static let reps = 12
    static let chat = [
        Message(text: "Morning! You slept well: ready for upper body?", fromUser: false),
        Message(text: "Yes, but my shoulder is a bit stiff.", fromUser: true),
        Message(text: "Then we start with band pull-aparts and keep the press light.", fromUser: false),
        Message(text: "Sounds good.", fromUser: true),
    ]
    static let settings = [
        SettingsGroup(title: "Profile", rows: [("Name", "Sam"), ("Goal", "Build strength")]),
        SettingsGroup(title: "Units", rows: [("Weight", "kg"), ("Energy", "kcal")]),
        SettingsGroup(title: "Feel", rows: [("Haptics", "On"), ("Reduce Motion", "System")]),
    ]
    static let exercises = [
        ("Bench press", "4 × 8 · 80 kg"), ("Pull-ups", "4 × 10"), ("Overhead press", "3 × 8 · 45 kg"),
        ("Rows", "4 × 10 · 60 kg"),
    ]
}
