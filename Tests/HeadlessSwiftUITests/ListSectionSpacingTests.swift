import Foundation
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// iOS 17's `listSectionSpacing(_:)` (Apple: "Sets the spacing between adjacent sections in a
/// List"; on a `Section` it writes that section's trait, on a list its environment): a custom value
/// is the space from one section's card to the next section's header text or card, in place of
/// the list's own 35 pt (17 pt above a header's text). The first section stays where it was.
@MainActor
struct ListSectionSpacingTests {
    func list(headed: Bool) -> some View {
        List {
            Section { Text(verbatim: "Alpha") }
            // A grouped header is uppercased, as iOS draws it.
            if headed {
                Section {
                    Text(verbatim: "Beta")
                } header: {
                    Text(verbatim: "Second")
                }
            } else {
                Section { Text(verbatim: "Beta") }
            }
        }
    }

    func minY(_ text: String, in view: some View) throws -> CGFloat { try ViewHost(view).frame(ofText: text).minY }

    @Test func aCustomSpacingReplacesTheGapAboveASection() throws {
        let plain = try minY("Beta", in: list(headed: false))
        #expect(try minY("Beta", in: list(headed: false).listSectionSpacing(12)) == plain - (35 - 12))
        #expect(try minY("Beta", in: list(headed: false).listSectionSpacing(.custom(50))) == plain + (50 - 35))
        #expect(try minY("Alpha", in: list(headed: false).listSectionSpacing(12)) == minY("Alpha", in: list(headed: false)))
        // `.default` and `.compact` (not sourced: drawn as the default, D274) leave the list as it is.
        #expect(try minY("Beta", in: list(headed: false).listSectionSpacing(.default)) == plain)
        #expect(try minY("Beta", in: list(headed: false).listSectionSpacing(.compact)) == plain)
    }

    @Test func aCustomSpacingEndsAtTheNextHeadersText() throws {
        let header = try minY("SECOND", in: list(headed: true))
        // The header's text starts 0.5 pt into the spacing: 34.5 pt under the card by default, 11.5 here.
        #expect(try minY("SECOND", in: list(headed: true).listSectionSpacing(12)) == header - (35 - 12))
        let host = ViewHost(list(headed: true).listSectionSpacing(12))
        let card = try host.frame(ofText: "Alpha").maxY + 11
        #expect(abs(try host.frame(ofText: "SECOND").minY - card - 12) < 1, "\(card)")
    }

    @Test func aSectionsOwnSpacingWinsOverTheLists() throws {
        let view = List {
            Section { Text(verbatim: "Alpha") }
            Section { Text(verbatim: "Beta") }.listSectionSpacing(20)
            Section { Text(verbatim: "Gamma") }
        }
        let host = ViewHost(view.listSectionSpacing(8))
        let alpha = try host.frame(ofText: "Alpha")
        let beta = try host.frame(ofText: "Beta")
        let gamma = try host.frame(ofText: "Gamma")
        // Rows 44 pt apart plus the gap: 20 above Beta, the list's 8 above Gamma.
        #expect(
            abs(beta.minY - alpha.minY - (44 + 20)) < 1e-9 && abs(gamma.minY - beta.minY - (44 + 8)) < 1e-9, "\(alpha) \(beta) \(gamma)")
    }
}
