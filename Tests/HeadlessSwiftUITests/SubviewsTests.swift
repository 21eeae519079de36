import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

extension ContainerValues {
    /// Whether a card asks its container to highlight it (a value declared with `@Entry`).
    @Entry var isHighlightedCard: Bool = false
}

/// A container that pads each of its subviews and stars the highlighted ones, as iOS 18's
/// documentation writes a custom container.
private struct StarredStack<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(spacing: 8) {
            ForEach(subviews: content) { subview in
                HStack(spacing: 4) {
                    subview
                    if subview.containerValues.isHighlightedCard { Text("★") }
                }
                .padding(10)
            }
        }
    }
}

/// A row whose own state changes what it shows: a subview keeps its state in its container.
private struct Counter: View {
    @State private var count = 0

    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

/// A view whose body is two views and whose own state changes the first: a container takes it
/// apart into two subviews and keeps its state.
private struct SwitchAndNote: View {
    @State private var isOn = false

    var body: some View {
        Button(isOn ? "On" : "Off") { isOn.toggle() }
        Text("note")
    }
}

/// iOS 18's custom containers (Apple: `ForEach(subviews:content:)`, `Group(subviews:transform:)`,
/// `Subview`, `ContainerValues`): a container gets each view of its content, a `ForEach`'s views
/// one by one, and the values each passed up with `containerValue(_:_:)` or `tag(_:)`.
@MainActor
struct SubviewsTests {
    @Test func aContainerPlacesEachSubviewOfItsContent() throws {
        let host = ViewHost(
            StarredStack {
                Text("Tempo")
                ForEach(["Long", "Easy"], id: \.self) { Text($0) }
            })
        #expect(host.drawnTexts().map(\.string) == ["Tempo", "Long", "Easy"])
        // Each subview padded by 10 on both sides, 8 apart.
        let tempo = try host.frame(ofText: "Tempo")
        let long = try host.frame(ofText: "Long")
        #expect(abs(long.minY - tempo.maxY - 28) < 1e-9, "\(tempo) \(long)")
    }

    @Test func aSubviewCarriesTheValuesItPassedUp() throws {
        let host = ViewHost(
            StarredStack {
                Text("PR").containerValue(\.isHighlightedCard, true)
                Text("Run")
            })
        #expect(host.drawnTexts().map(\.string) == ["PR", "★", "Run"])
    }

    @Test func aGroupTransformsAllTheSubviewsAtOnce() throws {
        let host = ViewHost(
            Group(
                subviews: Group {
                    Text("A").tag(3)
                    Text("B")
                    Text("C")
                }
            ) { subviews in
                Text("\(subviews.count) cards")
                Text(subviews.map { _ in "•" }.joined() + "|" + subviews.reversed().map { _ in "◦" }.joined())
                if let first = subviews.first, first.containerValues.hasTag(3), first.containerValues.tag(for: Int.self) == 3 {
                    first
                }
                subviews[1..<3]
            })
        #expect(host.drawnTexts().map(\.string) == ["3 cards", "•••|◦◦◦", "A", "B", "C"])
    }

    @Test func aSubviewKeepsItsStateInItsContainer() throws {
        let host = ViewHost(StarredStack { Counter() })
        try host.tap("Count 0")
        try host.tap("Count 1")
        #expect(host.drawnTexts().map(\.string) == ["Count 2"])
    }

    /// A view of two views is two subviews, each padded on its own (10 + 8 + 10 apart), and its
    /// state survives being taken apart: it switches on and off again.
    @Test func aViewOfSeveralViewsIsSeveralSubviewsThatKeepItsState() throws {
        let host = ViewHost(StarredStack { SwitchAndNote() })
        let first = try host.frame(ofText: "Off")
        let note = try host.frame(ofText: "note")
        #expect(abs(note.minY - first.maxY - 28) < 1e-9, "\(first) \(note)")
        try host.tap("Off")
        #expect(host.drawnTexts().map(\.string) == ["On", "note"])
        try host.tap("On")
        #expect(host.drawnTexts().map(\.string) == ["Off", "note"])
    }
}
