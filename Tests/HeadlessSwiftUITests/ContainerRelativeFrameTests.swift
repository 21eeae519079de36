import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// `containerRelativeFrame` (Apple: the container is "the nearest container … less any safe area
/// insets and content margins"): the whole width of an iPhone 16 (393 pt) alone, less the
/// content margins set; in `count` parts with `spacing`, `span` of them and the spacing between.
@MainActor
struct ContainerRelativeFrameTests {
    func width(_ view: some View) throws -> CGFloat {
        let host = ViewHost(view)
        return try #require(host.displayList(on: .iPhone16).first).frame.width
    }

    @Test func theContainerIsTheScreenLessItsMargins() throws {
        #expect(try width(Color.red.containerRelativeFrame(.horizontal)) == 393)
        #expect(try width(Color.red.containerRelativeFrame(.horizontal).contentMargins(.horizontal, 20)) == 353)
        #expect(try width(Color.red.containerRelativeFrame(.horizontal).contentMargins(.leading, 30)) == 363)
    }

    @Test func partsShareTheLengthLessTheirSpacing() throws {
        // (353 − 2 × 10) / 3 = 111; two parts span 2 × 111 + 10.
        let one = try width(Color.red.containerRelativeFrame(.horizontal, count: 3, spacing: 10).contentMargins(.horizontal, 20))
        #expect(abs(one - 111) < 1e-9)
        let two = try width(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).contentMargins(.horizontal, 20))
        #expect(abs(two - 232) < 1e-9)
    }
}
