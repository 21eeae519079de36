import AirFitUI
import Foundation
import SwiftUI

/// Built-in sample data of the pastel screens: deterministic, no dates or randomness.
enum DailySamples {
    struct Message: Sendable {
        let text: Text
        let fromUser: Bool
    }

    struct SettingsGroup: Sendable {
        let title: Text
        let rows: [(Text, Text)]
    }

    static let calories = 1_920
    static let calorieGoal = 2_300
    static let reps = 12
    static let chat = [
        Message(text: Text("Morning! You slept well: ready for upper body?", bundle: .module), fromUser: false),
        Message(text: Text("Yes, but my shoulder is a bit stiff.", bundle: .module), fromUser: true),
        Message(text: Text("Then we start with band pull-aparts and keep the press light.", bundle: .module), fromUser: false),
        Message(text: Text("Sounds good.", bundle: .module), fromUser: true),
    ]
    static let settings = [
        SettingsGroup(
            title: Text("Profile", bundle: .module),
            rows: [
                (Text("Name", bundle: .module), Text(verbatim: "Sam")),
                (Text("Goal", bundle: .module), Text("Build strength", bundle: .module)),
            ]),
        SettingsGroup(
            title: Text("Units", bundle: .module),
            rows: [
                (Text("Weight", bundle: .module), Text("kg", bundle: .module)),
                (Text("Energy", bundle: .module), Text("kcal", bundle: .module)),
            ]),
        SettingsGroup(
            title: Text("Feel", bundle: .module),
            rows: [
                (Text("Haptics", bundle: .module), Text("On", bundle: .module)),
                (Text("Reduce Motion", bundle: .module), Text("System", bundle: .module)),
            ]),
    ]
    static let exercises: [(name: Text, sets: Text)] = [
        (Text("Bench press", bundle: .module), Text("4 × 8 · 80 kg", bundle: .module)),
        (Text("Pull-ups", bundle: .module), Text("4 × 10", bundle: .module)),
        (Text("Overhead press", bundle: .module), Text("3 × 8 · 45 kg", bundle: .module)),
        (Text("Rows", bundle: .module), Text("4 × 10 · 60 kg", bundle: .module)),
    ]
}
