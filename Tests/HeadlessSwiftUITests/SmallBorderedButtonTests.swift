import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// A small bordered button is 10 × 5 pt around a `.subheadline` label, 28 pt tall, unless a font is
/// set around it (measured on iOS 18 in an unavailable-content view, D281), and a capsule unless
/// another border shape is set (a small "Check" button in content, D283).
@MainActor
struct SmallBorderedButtonTests {
    func face(_ host: ViewHost) throws -> CGRect {
        let found = host.displayList(on: .iPhone16).first { item in
            if case .shape = item.content { true } else { false }
        }
        return try #require(found).frame
    }

    @Test func aSmallBorderedButtonsLabelIsSubheadline() throws {
        let small = ViewHost(Button("Add Item") {}.buttonStyle(.bordered).controlSize(.small))
        let label = try small.frame(ofText: "Add Item")
        // One line of 15 pt text: 15 × 1.1934 pt.
        #expect(abs(label.height - 15 * 1.1934) < 0.4, "\(label)")
        #expect(abs(try face(small).height - (label.height + 10)) < 0.01)
        let titled = ViewHost(Button("Add Item") {}.buttonStyle(.bordered).controlSize(.small).font(.title))
        #expect(abs(try titled.frame(ofText: "Add Item").height - 28 * 1.1934) < 0.4)
        let regular = ViewHost(Button("Add Item") {}.buttonStyle(.bordered))
        #expect(abs(try regular.frame(ofText: "Add Item").height - 17 * 1.1934) < 0.4)
    }

    @Test func aSmallBorderedButtonIsACapsule() throws {
        func cornerIsCut(_ view: some View) throws -> Bool {
            let item = try #require(
                ViewHost(view).displayList(on: .iPhone16).first { item in
                    if case .shape = item.content { true } else { false }
                })
            guard case let .shape(path, _, _) = item.content else { return false }
            // 2 pt in from the corner: outside a capsule's 14 pt radius, inside a 4 pt one.
            return !path.contains(CGPoint(x: item.frame.minX + 2, y: item.frame.minY + 2))
        }
        #expect(try cornerIsCut(Button("Check") {}.buttonStyle(.bordered).controlSize(.small)))
        #expect(try !cornerIsCut(Button("Check") {}.buttonStyle(.bordered).controlSize(.small).buttonBorderShape(.roundedRectangle)))
        #expect(try !cornerIsCut(Button("Check") {}.buttonStyle(.bordered)))
    }
}
