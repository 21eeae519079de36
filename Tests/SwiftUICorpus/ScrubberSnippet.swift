import SwiftUI

/// An audio scrubber and reading controls as apps written for iOS 13 still spell them: the older
/// `Slider(value:in:onEditingChanged:label:)` order, a stepped slider between two symbols, a
/// two-line switch label, and a menu picker outside a form beside a caption.
@MainActor
public struct ScrubberSnippet: View {
    @State private var elapsed = 12.0
    @State private var fontSize = 18.0
    @State private var repeatsChorus = true
    @State private var language = "English"
    private let duration = 100.0

    /// The controls.
    public init() {}

    public var body: some View {
        VStack(spacing: 0) {
            Slider(value: $elapsed, in: 0...duration, onEditingChanged: { _ in }, label: { Text("Song progress") })
            Slider(value: $elapsed, in: 0...duration, step: 1, onEditingChanged: { _ in }) { Text("Seconds") }
            Slider(
                value: $elapsed, in: 0...duration, onEditingChanged: { _ in }, minimumValueLabel: Text("0"),
                maximumValueLabel: Text("100")
            ) { Text("Progress") }
            HStack {
                Image(systemName: "textformat.size.smaller")
                Slider(value: $fontSize, in: 13...24, step: 1)
                Image(systemName: "textformat.size.larger")
            }
            .padding(.horizontal)
            Toggle(isOn: $repeatsChorus) {
                VStack(alignment: .leading, spacing: 5) {
                    Text("Repeat chorus")
                    Text("For songs with only one chorus, repeat it after every verse.").font(.caption)
                }
            }
            .padding()
            HStack {
                Text("Preferred search language")
                Spacer()
                Picker("Preferred search language", selection: $language) {
                    ForEach(["English", "Spanish"], id: \.self) { Text($0).tag($0) }
                }
            }
            .padding()
        }
    }
}
