import Foundation
import HeadlessSwiftUI
import ImageEncoding
import Testing

/// `shadow(radius:)` with its default color (black at a third) falls off as on iOS, measured on
/// Hymns-iOS's iOS 18.1 `Toast.center` reference (390 × 844 pt at 2x): a white card with a 10 pt
/// corner radius and `shadow(radius: 5)` on a white screen. Going up from the card's top edge
/// through the middle of its width, iOS's pixels read 215, 228, 240, 249 and 254 (of 255) 1, 5, 9,
/// 14 and 18 px out, and white from 19 px; the card's own edge is white.
@MainActor
struct ShadowFacts {
    @Test func aShadowFallsOffAsOnIOS() throws {
        let image = try PrefireCanvas.render(
            Color.white.frame(width: 200, height: 60).cornerRadius(10).shadow(radius: 5).padding(40), height: 140, size: .large)
        // The card spans 80…200 px down; the column through its middle, counted up from its top.
        let (x, top) = (40 * 2 + 200, 40 * 2)
        func level(_ out: Int) -> Int { Int(image[x: x, y: top - out]?.red ?? 0) }
        let measured: [(out: Int, iOS: Int)] = [(1, 215), (5, 228), (9, 240), (14, 249), (18, 254)]
        for (out, iOS) in measured {
            #expect(abs(level(out) - iOS) <= 3, "\(out) px out: \(level(out)), iOS \(iOS)")
        }
        #expect(level(-1) == 255 && level(26) == 255, "\(level(-1)) \(level(26))")
    }
}
