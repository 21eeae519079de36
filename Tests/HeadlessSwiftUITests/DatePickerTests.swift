import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// `DatePicker` in its compact style, as iOS draws it in a form row (issue #36): the label
/// leading, the date and the time trailing as text in rounded fills, formatted in the
/// environment's locale.
@MainActor
struct DatePickerTests {
    /// 28 November 2026, 14:39 UTC.
    let date = Date(timeIntervalSince1970: 1_795_876_740)

    @Test func theDateAndTheTimeReadAsIOSWritesThemInEnglish() {
        let strings = ViewHost(DatePickerSnippet(date: date)).drawnTexts().map(\.string)
        // A date and time picker, a date picker and a time picker: two dates, two times.
        #expect(strings.filter { $0 == "Nov 28, 2026" }.count == 2, "\(strings)")
        #expect(strings.filter { $0.hasPrefix("2:39") && $0.hasSuffix("PM") }.count == 2, "\(strings)")
    }

    @Test func theFieldsFollowTheLocale() {
        let strings = ViewHost(DatePickerSnippet(date: date).environment(\.locale, Locale(identifier: "de_DE"))).drawnTexts().map(\.string)
        #expect(strings.contains("28.11.2026") && strings.contains("14:39"), "\(strings)")
    }

    @Test func eachFieldIsPaddedTextInARoundedFillAtTheRowsTrailingInset() throws {
        let host = ViewHost(DatePickerSnippet(date: date))
        let result = host.layout(on: .iPhone16)
        let dates = host.frames(ofText: "Nov 28, 2026", in: result)
        let label = try #require(host.frames(ofText: "Starts", in: result).first)
        let first = try #require(dates.first)
        // The time's fill ends at the form row's trailing inset (20 pt card inset + 20 pt row inset);
        // the date's fill is 6 pt before the time's, its text 11 pt inside it.
        let fills = host.displayList(on: .iPhone16).filter { abs($0.frame.height - (first.height + 12)) < 1e-9 }
        let rowFills = fills.filter { abs($0.frame.midY - first.midY) < 1e-9 }.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(rowFills.count == 2, "\(fills.map(\.frame))")
        #expect(abs((rowFills.last?.maxX ?? 0) - (393 - 40)) < 1e-9, "\(rowFills)")
        #expect(abs(rowFills[0].minX - (first.minX - 11)) < 1e-9 && abs(rowFills[1].minX - rowFills[0].maxX - 6) < 1e-9)
        #expect(abs(label.minX - 40) < 1e-9)
    }
}
