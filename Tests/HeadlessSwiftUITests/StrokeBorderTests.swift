import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `strokeBorder(_:style:)` strokes inside the shape's frame (Apple: "the shape inset by half the
/// line width"): a 4 pt border's centre line runs 2 pt inside a 100 × 50 frame.
@MainActor
struct StrokeBorderTests {
    @Test func theBorderIsInsetByHalfItsWidth() throws {
        let item = try #require(
            ViewHost(Rectangle().strokeBorder(Color.red, style: StrokeStyle(lineWidth: 4)).frame(width: 100, height: 50))
                .displayList(on: .iPhone16).first)
        guard case let .shape(path, _, stroke?) = item.content else {
            Issue.record("not a stroked shape: \(item.content)")
            return
        }
        #expect(stroke.lineWidth == 4)
        #expect(path.boundingRect == item.frame.insetBy(dx: 2, dy: 2))
    }
}
