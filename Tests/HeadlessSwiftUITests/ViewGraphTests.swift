import HeadlessSwiftUI
import SwiftUICorpus
import Testing

@MainActor
struct ViewGraphTests {
    @Test func sampleScreenGraph() {
        let graph = ViewGraph(root: SampleScreen())
        let nodes = graph.nodes
        let shapes = nodes.compactMap { node -> ShapeDrawing? in
            if case let .shape(drawing) = node.kind { drawing } else { nil }
        }
        // Card background, card border, ring track and ring fill.
        #expect(shapes.count == 4)
        #expect(shapes.contains { ($0.style as? Material)?.thickness == Material.ultraThin.thickness })
        #expect(shapes.filter { $0.stroke?.lineWidth == 10 }.count == 2)
        #expect(shapes.contains { $0.stroke?.lineCap == .round })
        let gradients = nodes.filter { if case let .fill(style) = $0.kind { style is LinearGradient } else { false } }
        #expect(gradients.count == 1)
        let texts = nodes.compactMap { node -> String? in if case let .text(text) = node.kind { text.content } else { nil } }
        // The title cascades: one text per glyph.
        #expect(texts == "DailyDashboard".map(String.init) + ["1850", "Log 100 calories"])
        #expect(Set(nodes.map(\.identity)).count == nodes.count)
    }

    @Test func identitiesAreStableAcrossUpdates() throws {
        let graph = ViewGraph(root: CounterSnippet())
        let before = graph.nodes.map(\.identity)
        guard case let .button(action) = graph.nodes.first(where: { if case .button = $0.kind { true } else { false } })!.kind else {
            Issue.record("no button")
            return
        }
        action()
        #expect(graph.needsUpdate)
        graph.update()
        #expect(graph.nodes.map(\.identity) == before)
    }
}
