import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Where each picker style marks its choice (UIKit's `UISegmentedControl`, `UIPickerView` and a
/// list's checkmark rows, as SwiftUI's styles draw them on iOS): the segmented thumb under the
/// chosen segment, the checkmark in the chosen row of an inline picker, the wheel's chosen row at
/// full strength and its neighbours faded; VoiceOver reads the chosen option as selected.
@MainActor
struct PickerStyleTests {
    let units = ["Day", "Week", "Month"]

    func picker(_ chosen: Int) -> some View {
        Picker("Range", selection: .constant(chosen)) {
            ForEach(0..<3, id: \.self) { Text(units[$0]).tag($0) }
        }
    }

    func textItem(_ string: String, in list: [DisplayItem]) throws -> DisplayItem {
        try #require(list.first { if case let .text(text) = $0.content { text.string == string } else { false } })
    }

    @Test(arguments: [0, 1, 2])
    func theSegmentedThumbSitsUnderTheChosenSegment(chosen: Int) throws {
        let list = ViewHost(picker(chosen).pickerStyle(.segmented).padding()).displayList(on: .iPhone16)
        let thumb = try #require(
            list.first { if case .shape(_, .color(1, 1, 1, 1), nil) = $0.content { true } else { false } })
        for (index, unit) in units.enumerated() {
            let title = try textItem(unit, in: list)
            #expect(thumb.frame.contains(CGPoint(x: title.frame.midX, y: title.frame.midY)) == (index == chosen), "\(unit)")
        }
        // Inset 2 pt in its segment: a third of the control less 4 pt.
        let control = try #require(list.first { abs($0.frame.height - 32) < 1e-9 && $0.frame.width > 300 })
        #expect(abs(thumb.frame.width - (control.frame.width / 3 - 4)) < 1e-6)
    }

    @Test func theChosenSegmentReadsAsSelected() throws {
        let host = ViewHost(picker(2).pickerStyle(.segmented))
        let elements = host.accessibilityElements(in: host.layout(on: .iPhone16)).map(\.element)
        for unit in units {
            let element = try #require(elements.first { $0.label == unit })
            #expect(element.traits.contains("selected") == (unit == "Month"), "\(unit): \(element.traits)")
        }
    }

    @Test func anInlinePickerChecksTheChosenRow() throws {
        let list = ViewHost(picker(1).pickerStyle(.inline)).displayList(on: .iPhone16)
        let check = try #require(list.first { if case .symbol("checkmark", _, _, _, _) = $0.content { true } else { false } })
        let week = try textItem("Week", in: list)
        #expect(abs(check.frame.midY - week.frame.midY) < 1)
        #expect(list.filter { if case .symbol("checkmark", _, _, _, _) = $0.content { true } else { false } }.count == 1)
    }

    @Test func theWheelFadesTheRowsItDidNotChoose() throws {
        let list = ViewHost(picker(1).pickerStyle(.wheel)).displayList(on: .iPhone16)
        #expect(try textItem("Week", in: list).opacity == 1)
        #expect(abs(try textItem("Day", in: list).opacity - 0.35) < 1e-9)
        #expect(abs(try textItem("Month", in: list).opacity - 0.35) < 1e-9)
    }
}
