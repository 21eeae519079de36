import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// A turned iPhone: `UIView.safeAreaInsets` prints (top 0, left 59, bottom 21, right 59) in
/// landscape on a device whose portrait insets are 59 and 34, the iPhone 16's (csl.cool, "iOS
/// Layout Adaptation", 2023); an iPhone SE has none (D212).
@MainActor
struct LandscapeLayoutTests {
    @Test func theHousingMovesToTheSides() {
        let turned = Device.iPhone16.landscape
        #expect(turned.size == CGSize(width: 852, height: 393))
        #expect(turned.safeArea == CGRect(x: 59, y: 0, width: 734, height: 372))
        #expect(Device.iPhoneSE.landscape.safeArea == CGRect(x: 0, y: 0, width: 667, height: 375))
        #expect(Device.iPhone16.safeArea.minX == 0 && Device.iPhone16.safeArea.width == 393)
    }

    /// Content fills the safe area between the housings; `ignoresSafeArea()` reaches the edges.
    @Test func contentStaysBetweenTheHousings() throws {
        let view = ZStack {
            Color.blue.ignoresSafeArea()
            Text(verbatim: "Row").frame(maxWidth: .infinity, alignment: .leading)
        }
        let host = ViewHost(view)
        let result = host.layout(on: .iPhone16.landscape)
        let text = try #require(host.frames(ofText: "Row", in: result).first)
        #expect(text.minX == 59, "the leading text starts at \(text.minX)")
        #expect(result.frames.values.contains { $0.minX == 0 && $0.width == 852 && $0.height == 393 })
        #expect(!result.frames.values.contains { $0.minX < 59 && $0.width < 852 })
    }

    /// A `GeometryReader` is first offered the safe area: 734 pt wide in landscape.
    @Test func aReaderIsOfferedTheSafeAreasWidth() {
        #expect(ViewHost.readerSize(on: .iPhone16.landscape) == CGSize(width: 734, height: 372))
    }

}
