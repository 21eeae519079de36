import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// How iOS formats values interpolated into a `LocalizedStringKey` (`Text("...")` with
/// interpolations): each through its `printf` specifier (Apple's SDK interface: `Double`'s
/// `_FormatSpecifiable` conformance; issue #30's iOS references, item 7: `Text("\(0.76 * 100)%")`
/// reads "76.000000%").
@MainActor
struct LocalizedInterpolationFacts {
    func drawn(_ text: Text) -> [String] {
        ViewHost(text).displayList(on: .iPhone16).compactMap { if case let .text(t) = $0.content { t.string } else { nil } }
    }

    @Test func aDoubleReadsWithSixDecimals() {
        #expect(drawn(Text("\(0.76 * 100)%")) == ["76.000000%"])
        let percent: LocalizedStringKey = "\(0.76 * 100)%"
        #expect(percent.key == "%lf%%")
    }

    @Test func integersReadPlainAndTheKeyCarriesTheirSpecifier() {
        let sets: LocalizedStringKey = "\(3) of \(5) sets"
        #expect(sets.key == "%lld of %lld sets")
        #expect(drawn(Text(sets)) == ["3 of 5 sets"])
    }

    @Test func aSpecifierAndAFormatStyleAreApplied() {
        #expect(drawn(Text("\(82.5, specifier: "%.1f") kg")) == ["82.5 kg"])
        #expect(drawn(Text("\(Float(2), specifier: "%.2f")")) == ["2.00"])
        #expect(drawn(Text("Hello \("Sam")")) == ["Hello Sam"])
        #expect(drawn(Text("\(1234, format: .number.grouping(.never)) kcal")) == ["1234 kcal"])
    }
}
