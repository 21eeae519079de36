import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// What a stack reads of its children when it shares out its length: whether a child is a spacer
/// and its layout priority, through the modifiers that pass their content's traits on and not
/// through a container. Places an exhaustive mutation run of HeadlessLayout found no test of this
/// target checking (docs/testing.md).
@MainActor
struct StackAllocationTests {
    private let long = String(repeating: "a", count: 30)

    /// A spacer under a modifier that only passes its content through (`zIndex`) is still a
    /// spacer: it takes what the text leaves, its 40 pt minimum kept, so a one-line 255 pt text in
    /// 200 pt gets 160 (as the bare `Spacer(minLength: 40)` leaves it).
    @Test func aSpacerUnderAModifierIsStillASpacer() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                Text(long).lineLimit(1)
                Spacer(minLength: 40).zIndex(1)
            }
            .frame(width: 200))
        let text = try #require(host.frames(ofText: long, in: host.layout(on: .iPhone16)).first)
        #expect(text.width == 160)
    }

    /// Apple, `layoutPriority(_:)` sets the priority of the view it modifies: a column holding a
    /// prioritised text has the default priority itself. Beside a color of 50 to 100 pt in 200 pt,
    /// the color (the less flexible) is offered half and takes 100, and the column's text the other
    /// 100; were the priority read through the column, the text would be offered 150.
    @Test func aPriorityDoesNotReachThroughAContainer() throws {
        let host = ViewHost(
            HStack(spacing: 0) {
                VStack { Text(long).lineLimit(1).layoutPriority(1) }
                Color.blue.frame(minWidth: 50, maxWidth: 100, maxHeight: 20)
            }
            .frame(width: 200))
        let text = try #require(host.frames(ofText: long, in: host.layout(on: .iPhone16)).first)
        #expect(text.width == 100)
    }
}
