import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// A folder tree, as the documentation of `OutlineGroup` writes one.
private struct Folder: Identifiable {
    let id: String
    var subfolders: [Folder]?
}

private let folders = [
    Folder(id: "Runs", subfolders: [Folder(id: "Tempo"), Folder(id: "Long", subfolders: [Folder(id: "Marathon")])]),
    Folder(id: "Rides"),
]

/// `OutlineGroup` and `List(_:children:rowContent:)` (Apple, iOS 14): an element whose children are
/// not nil is a disclosure group, collapsed until tapped, whose content is its children's rows;
/// every row, however deep, is a row of the list (44 pt apart, the least list row height).
@MainActor
struct OutlineGroupTests {
    private func texts(_ host: ViewHost) -> [String] { host.drawnTexts().map(\.string) }

    @Test func aListOfATreeShowsTheTopRowsUntilAParentIsTapped() throws {
        let host = ViewHost(List(folders, children: \.subfolders) { Text($0.id) })
        #expect(texts(host) == ["Runs", "Rides"])
        #expect(host.accessibilityElements.first { $0.label == "Runs" }?.value == "Collapsed")
        // A leaf is its content alone: no disclosure state.
        #expect(host.accessibilityElements.first { $0.label == "Rides" }?.value == nil)
        try host.tap("Runs")
        #expect(texts(host) == ["Runs", "Tempo", "Long", "Rides"])
        let runs = try host.frame(ofText: "Runs")
        let tempo = try host.frame(ofText: "Tempo")
        let long = try host.frame(ofText: "Long")
        #expect(abs(tempo.midY - runs.midY - 44) < 0.5 && abs(long.midY - tempo.midY - 44) < 0.5, "\(runs) \(tempo) \(long)")
        try host.tap("Long")
        #expect(texts(host) == ["Runs", "Tempo", "Long", "Marathon", "Rides"])
        try host.tap("Runs")
        #expect(texts(host) == ["Runs", "Rides"])
    }

    @Test func anOutlineGroupInAListDrawsTheSameRowsAsTheHierarchicalList() throws {
        let grouped = ViewHost(
            List {
                OutlineGroup(folders, children: \.subfolders) { Text($0.id) }
            })
        let plain = ViewHost(List(folders, children: \.subfolders) { Text($0.id) })
        try grouped.tap("Runs")
        try plain.tap("Runs")
        #expect(texts(grouped) == texts(plain))
        #expect(try grouped.frame(ofText: "Long") == plain.frame(ofText: "Long"))
    }

    @Test func aRootOutlineShowsTheRootAndItsChildrenByTheirKeyPathIdentity() throws {
        let host = ViewHost(
            List {
                OutlineGroup(folders[0], id: \.id, children: \.subfolders) { Text($0.id) }
            })
        #expect(texts(host) == ["Runs"])
        try host.tap("Runs")
        #expect(texts(host) == ["Runs", "Tempo", "Long"])
    }

    /// A disclosure group with no binding expands on its own state: its content becomes rows of
    /// the list, leading-aligned with the label's row and 44 pt below it, not a stack inside the
    /// label's row; it collapses again (its state kept while its rows stand in the list).
    @Test func aDisclosureGroupOnItsOwnStateExpandsIntoRowsOfTheList() throws {
        let host = ViewHost(
            List {
                DisclosureGroup("Advanced") {
                    Text("Auto-pause")
                    Text("Voice cues")
                }
                Text("About")
            })
        try host.tap("Advanced")
        let label = try host.frame(ofText: "Advanced")
        let first = try host.frame(ofText: "Auto-pause")
        let second = try host.frame(ofText: "Voice cues")
        #expect(first.minX == label.minX && second.minX == label.minX, "\(label) \(first) \(second)")
        #expect(abs(first.midY - label.midY - 44) < 0.5 && abs(second.midY - first.midY - 44) < 0.5)
        try host.tap("Advanced")
        #expect(texts(host) == ["Advanced", "About"])
    }
}
