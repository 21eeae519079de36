import SwiftUI

/// Plain SwiftUI controls as app teams write them: toggles, labels, progress views, a resizable
/// symbol, classic modifiers and the system colors.
@MainActor
public struct ControlsSnippet: View {
    @State private var reminders = true
    @State private var haptics = false

    public init() {}

    public var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Image(systemName: "person.crop.circle.fill")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 56, height: 56)
                    .foregroundColor(.indigo)
                VStack(alignment: .leading, spacing: 2) {
                    Text("Sam Rivera").font(.title3.bold())
                    Text("Member since 2024").font(.subheadline).foregroundStyle(.secondary)
                }
            }
            Label("12-day streak", systemImage: "flame.fill")
            Label("Personal best", systemImage: "star.fill").labelStyle(.titleOnly)
            Toggle("Workout reminders", isOn: $reminders)
            Toggle("Haptics", isOn: $haptics.animation()).tint(.orange)
            ProgressView("Weekly goal", value: 3, total: 5)
            ProgressView()
            Text("Synced").italic().padding(8).background(Color(.secondarySystemBackground)).cornerRadius(8)
        }
        .padding()
    }
}
