import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import LayoutCheck
import Testing

/// In landscape the sensor housing takes 59 pt at each side of an iPhone 16 (D212): text moved
/// under it is found, text between the housings is not.
@MainActor
struct SensorHousingTests {
    let checker = LayoutChecker(measurer: FixedAdvanceTextMeasurer())

    @Test func textUnderTheHousingIsFound() {
        // "Under" is 42.5 pt with the fixed-advance measurer; centred on 852 pt and moved 380 pt
        // left it starts at 24.75 pt, inside the 59 pt housing but on the screen.
        let moved = Text(verbatim: "Under").offset(x: -380)
        let findings = checker.check(ViewHost(moved), on: .iPhone16.landscape)
        #expect(findings.map(\.kind) == [.outsideSafeArea], "\(findings)")
        #expect(findings.first?.detail.contains("sensor housing (safe area 59 pt left, 59 pt right)") == true)
        // Moved 300 pt it starts at 104.75 pt, clear of the housing.
        let centred = Text(verbatim: "Under").offset(x: -300)
        #expect(checker.check(ViewHost(centred), on: .iPhone16.landscape) == [])
    }
}
