import SwiftUI

/// Custom controls as design systems write them for VoiceOver: a switch drawn with shapes that
/// reads as the system toggle, and a chart drawn as bars that reads one element per day.
@MainActor
public struct CustomControlsSnippet: View {
    @State private var isOn = true
    let distances: [(day: String, km: Double)] = [("Monday", 4), ("Tuesday", 2)]

    public init() {}

    public var body: some View {
        VStack(spacing: 24) {
            Capsule()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 50, height: 30)
                .onTapGesture { isOn.toggle() }
                .accessibilityRepresentation {
                    Toggle("Wi-Fi", isOn: $isOn)
                }
            HStack(alignment: .bottom) {
                ForEach(distances, id: \.day) { entry in
                    Rectangle().frame(width: 12, height: entry.km * 10)
                }
            }
            .accessibilityElement()
            .accessibilityChildren {
                ForEach(distances, id: \.day) { entry in
                    Text("\(entry.day), \(Int(entry.km)) km")
                }
            }
        }
    }
}
