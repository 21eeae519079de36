import AirFitUI
import Foundation
import SwiftUI

/// Built-in sample data of the athletic screens: deterministic, no dates or randomness.
enum TrainingSamples {
    struct Program: Sendable {
        let name: Text
        let detail: Text
        let progress: Int
        let sessions: Int
    }

    struct Achievement: Sendable {
        let title: Text
        let symbol: String
        let rarity: Text
        let earned: Text
        let detail: Text
        let gold: Bool
    }

    static let streakDays = 12
    static let weeklyVolume = Text("\(Text(24_860, format: .number)) kg", bundle: .module)
    static let weeklyVolumeTrend: [Double] = [0.42, 0.55, 0.48, 0.7, 0.64, 0.82, 0.9]
    static let focusAreas = [
        SelectionOption(Text("All", bundle: .module), value: 0), SelectionOption(Text("Strength", bundle: .module), value: 1),
        SelectionOption(Text("Hypertrophy", bundle: .module), value: 2), SelectionOption(Text("Mobility", bundle: .module), value: 3),
        SelectionOption(Text("Conditioning", bundle: .module), value: 4),
    ]
    static let programs = [
        Program(
            name: Text("Upper body power", bundle: .module), detail: Text("5 exercises · 45 min", bundle: .module), progress: 3, sessions: 4
        ),
        Program(name: Text("Leg day", bundle: .module), detail: Text("6 exercises · 55 min", bundle: .module), progress: 1, sessions: 4),
        Program(
            name: Text("Core & mobility", bundle: .module), detail: Text("8 exercises · 25 min", bundle: .module), progress: 4, sessions: 4),
    ]
    static let exercise = Text("Bench press", bundle: .module)
    static let setsDone = 2
    static let setsPlanned = 4
    static let setTarget = Text("80 kg × 8", bundle: .module)
    static let achievements = [
        Achievement(
            title: Text("First 100 kg", bundle: .module), symbol: "trophy.fill", rarity: Text("Epic", bundle: .module),
            earned: Text("Earned 12 March", bundle: .module),
            detail: Text("Bench press · 100 kg × 3", bundle: .module), gold: true),
        Achievement(
            title: Text("12-day streak", bundle: .module), symbol: "flame.fill", rarity: Text("Rare", bundle: .module),
            earned: Text("Earned today", bundle: .module),
            detail: Text("Trained 12 days in a row", bundle: .module), gold: false),
        Achievement(
            title: Text("Early bird", bundle: .module), symbol: "sparkles", rarity: Text("Common", bundle: .module),
            earned: Text("Earned 2 March", bundle: .module),
            detail: Text("10 workouts before 7 am", bundle: .module), gold: false),
        Achievement(
            title: Text("Marathon month", bundle: .module), symbol: "figure.run", rarity: Text("Legendary", bundle: .module),
            earned: Text("Earned 28 February", bundle: .module),
            detail: Text("42 km run in February", bundle: .module), gold: true),
    ]
    static let level = 12
    static let experience = 640
    static let experienceGoal = 1000
}
