import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A stack is placed with the proposal it was sized with, not its own size (SwiftUI places a
/// subview with the proposal it measured it with): a row of two titles at its ideal width, as
/// the screen's root or inside a column, keeps each on one line. Re-shared from its own width,
/// its least flexible title would be offered half the row and wrap.
@MainActor
struct PlacementProposalTests {
    @Test(arguments: [false, true])
    func aRowAtItsIdealWidthKeepsItsTitlesOnOneLine(nested: Bool) throws {
        let row = HStack {
            Text("Export")
            Text("Sync").padding(.horizontal, 12)
        }
        let host = nested ? ViewHost(VStack { row }) : ViewHost(row)
        let result = host.layout(on: .iPhone16)
        let export = try #require(host.frames(ofText: "Export", in: result).first)
        let sync = try #require(host.frames(ofText: "Sync", in: result).first)
        let alone = ViewHost(Text("Export").fixedSize())
        let line = try #require(alone.frames(ofText: "Export", in: alone.layout(on: .iPhone16)).first)
        #expect(export.height == line.height && sync.height == line.height)
        #expect(export.width == line.width)
    }
}
