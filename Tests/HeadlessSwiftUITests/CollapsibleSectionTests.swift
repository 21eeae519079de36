import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 17's collapsible sections (Apple: `Section(isExpanded:content:header:)`, "a section that
/// can be expanded or collapsed"): while `isExpanded` is false the header stays and the rows go.
@MainActor
struct CollapsibleSectionTests {
    @MainActor
    struct Archive: View {
        @State var isExpanded: Bool
        var body: some View {
            VStack {
                Button("Show archived") { isExpanded.toggle() }
                List {
                    Section(isExpanded: $isExpanded) {
                        Text("Morning run")
                        Text("Evening swim")
                    } header: {
                        Text("Archived")
                    }
                    Section("Active", isExpanded: .constant(true)) {
                        Text("Rowing")
                    }
                }
            }
        }
    }

    func texts(_ host: ViewHost) -> [String] { host.drawnTexts().map(\.string) }

    @Test func aCollapsedSectionKeepsItsHeaderAndHidesItsRows() throws {
        let host = ViewHost(Archive(isExpanded: false))
        #expect(!texts(host).contains("Morning run") && !texts(host).contains("Evening swim"))
        #expect(texts(host).contains("Rowing") && texts(host).contains("ARCHIVED"))
        try host.tap("Show archived")
        #expect(texts(host).contains("Morning run") && texts(host).contains("Evening swim"))
        try host.tap("Show archived")
        #expect(!texts(host).contains("Morning run"))
    }

    @Test func anExpandedSectionIsAPlainOne() {
        let expanded = ViewHost(List { Section("Active", isExpanded: .constant(true)) { Text("Rowing") } })
        let plain = ViewHost(List { Section("Active") { Text("Rowing") } })
        #expect(expanded.displayList(on: .iPhone16).map(\.frame) == plain.displayList(on: .iPhone16).map(\.frame))
    }

    @Test func aNumericTransitionByValueIsANumericOne() {
        #expect(ContentTransition.numericText(value: 3) == .numericText())
    }
}
