import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// `#Preview` expands as Xcode expands it (Apple, DeveloperToolsSupport: a `PreviewRegistry` with
/// `fileID`, `line`, `column` and `makePreview()`), and the review finds every expansion in the
/// running program with no registration code. The previews are in PreviewSnippets.swift.
@MainActor
struct PreviewDiscoveryTests {
    private var snippets: [DiscoveredPreview] {
        DiscoveredPreview.all().filter { $0.fileID == "HeadlessSwiftUITests/PreviewSnippets.swift" }
    }

    @Test func findsEveryPreviewWithItsFileAndLine() {
        #expect(snippets.map(\.line) == [6, 10, 17, 31, 44])
        #expect(snippets.map(\.column) == [1, 1, 1, 1, 1])
        #expect(snippets.first?.module == "HeadlessSwiftUITests")
    }

    @Test func readsNamesAndTraits() throws {
        let made = try snippets.map { try $0.make() }
        #expect(made.map(\.name) == ["Greeting", nil, "Counter", "Modified", "Returned"])
        #expect(made.map(\.layout) == [.device, .sizeThatFits, .fixed(width: 200, height: 100), .device, .device])
        #expect(made.map(\.orientation.id) == ["portrait", "landscapeLeft", "portrait", "portrait", "portrait"])
        // A landscape trait turns the device it is drawn on (D212); portrait keeps it.
        #expect(made.map { $0.device(on: .iPhone16).size.width } == [393, 852, 393, 393, 393])
        #expect(made[1].device(on: .iPhone16).safeArea == CGRect(x: 59, y: 0, width: 734, height: 372))
    }

    /// Apple, `PreviewProvider`: found by conformance in its module, named and laid out by its
    /// `previewDisplayName` and `previewLayout`.
    @Test func findsPreviewProvidersOfAModule() throws {
        let previews = DiscoveredPreview.all(in: "HeadlessSwiftUITests")
        #expect(previews.map(\.fileID).suffix(1) == ["HeadlessSwiftUITests/PreviewSnippetProvider"])
        #expect(previews.dropLast().map(\.line) == [6, 10, 17, 31, 44])
        let provided = try #require(previews.last).make()
        #expect(provided.name == "Provided text" && provided.layout == .sizeThatFits && provided.orientation.id == "landscapeRight")
        #expect(DiscoveredPreview.all(in: "NoSuchModule").isEmpty)
    }

    @Test func drawsTheBodyWithItsStatements() async throws {
        let view = try await snippets[1].make().view()
        #expect(ViewHost(view).accessibilityElements.map(\.label) == ["Ready", "Set"])
        // A body that returns its view, as many previews written before `@ViewBuilder` bodies do.
        let returned = ViewHost(try await snippets[4].make().view())
        #expect(returned.accessibilityElements.map(\.label) == ["Title", "Returned"])
    }

    /// Apple, `Previewable()`: the variable is state of the preview, so a tap changes what it shows.
    @Test func previewableStateLivesAcrossUpdates() async throws {
        let host = ViewHost(try await snippets[2].make().view())
        #expect(host.accessibilityElements.map(\.label) == ["Count 3 2"])
        try host.tap("Count 3 2")
        host.update()
        #expect(host.accessibilityElements.map(\.label) == ["Count 4 2"])
    }

    /// Apple, `PreviewModifier`: the trait's modifier wraps the preview's content.
    @Test func appliesTheModifierOfItsTraits() async throws {
        let host = ViewHost(try await snippets[3].make().view())
        let plain = ViewHost(Text("Inside")).idealSize()
        #expect(host.accessibilityElements.map(\.label) == ["Inside"])
        #expect(host.idealSize() == CGSize(width: plain.width + 16, height: plain.height + 16))
    }
}

/// A generic type of the module: its metadata accessor needs its arguments, so discovery, which
/// makes the metadata of the module's types, must pass it by (`findsPreviewProvidersOfAModule`
/// walks this module's types).
struct PreviewlessBox<Value> {
    let value: Value
}
