import SwiftUI

/// `@State`, `Button`, `Text`, stacks, `onChange` and the accessibility modifiers.
@MainActor
public struct CounterSnippet: View {
    @State private var count = 0
    @State public private(set) var changes: [String] = []
    let title: String

    public init(title: String = "Reps") {
        self.title = title
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            HStack {
                Text("\(count)")
                    .monospacedDigit()
                    .accessibilityLabel("Count")
                    .accessibilityValue("\(count)")
                Spacer()
                Button("Add one") { count += 1 }
                    .accessibilityHint("Adds one rep")
            }
            Divider()
            CounterBadge(count: $count)
        }
        .padding()
        .onChange(of: count) { oldValue, newValue in
            changes.append("\(oldValue)→\(newValue)")
        }
    }
}

/// A child that writes through a `Binding`.
@MainActor
public struct CounterBadge: View {
    @Binding var count: Int

    public var body: some View {
        Button {
            count = 0
        } label: {
            Image(systemName: "arrow.counterclockwise")
            Text("Reset")
        }
        .opacity(count == 0 ? 0.5 : 1)
    }
}
