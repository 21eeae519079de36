import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// The circular progress view's spinner is 20 pt at the Large text size and grows with body text's
/// leading: 56.33 pt across under AX5 on iOS 18 (body's 62 pt leading over 22 gives 56.36, D284).
@MainActor
struct CircularSpinnerTests {
    @Test func theSpinnerGrowsWithBodyTextsLeading() throws {
        func below(at size: DynamicTypeSize) throws -> CGRect {
            let host = ViewHost(
                VStack(spacing: 0) {
                    ProgressView()
                    Text("Below")
                }
                .frame(maxHeight: .infinity, alignment: .top)
                .environment(\.dynamicTypeSize, size))
            return try host.frame(ofText: "Below")
        }
        let large = try below(at: .large)
        let ax5 = try below(at: .accessibility5)
        // The stack starts at the iPhone 16's 59 pt safe area.
        let top: CGFloat = 59
        #expect(abs(large.minY - top - 20) < 0.34, "\(large)")
        #expect(abs(ax5.minY - top - 20 * 62 / 22) < 0.34, "\(large) \(ax5)")
        #expect(abs(try below(at: .xSmall).minY - top - 20 * 19 / 22) < 0.34)
    }
}
