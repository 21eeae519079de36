import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `EnvironmentValues.multilineTextAlignment` reads what `multilineTextAlignment(_:)` sets.
@MainActor
struct TextAlignmentEnvironmentTests {
    @Test func theEnvironmentReadsTheModifiersAlignment() {
        var seen: [TextAlignment] = []
        let host = ViewHost(
            VStack {
                AlignmentProbe { seen.append($0) }
                AlignmentProbe { seen.append($0) }.multilineTextAlignment(.center)
                AlignmentProbe { seen.append($0) }.multilineTextAlignment(.trailing)
            })
        host.update()
        #expect(Array(seen.prefix(3)) == [.leading, .center, .trailing])
        var values = EnvironmentValues()
        values.multilineTextAlignment = .center
        #expect(values.multilineTextAlignment == .center)
    }
}

@MainActor
struct AlignmentProbe: View {
    let report: @MainActor (TextAlignment) -> Void
    @Environment(\.multilineTextAlignment) private var alignment

    var body: some View {
        report(alignment)
        return Text("probe")
    }
}
