import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// A menu picker in a list row (a `Form`'s picker on iOS 16 and later): its label at the leading
/// edge and its choice, in the secondary color, at the trailing edge of one row; at accessibility
/// sizes the choice goes under the label (UIKit's list cells stack their text at those sizes);
/// `labelsHidden()` leaves the choice alone.
@MainActor
struct ListRowPickerTests {
    func row(size: DynamicTypeSize = .large, labelsHidden: Bool = false) -> ViewHost {
        let picker = Picker("Units", selection: .constant(1)) {
            Text("Metric").tag(0)
            Text("Imperial").tag(1)
        }
        if labelsHidden {
            return ViewHost(List { picker.labelsHidden() }.environment(\.dynamicTypeSize, size))
        }
        return ViewHost(List { picker }.environment(\.dynamicTypeSize, size))
    }

    @Test func theLabelAndTheChoiceShareARow() throws {
        let host = row()
        let label = try host.frame(ofText: "Units")
        let choice = try host.frame(ofText: "Imperial")
        #expect(abs(label.midY - choice.midY) < 1)
        #expect(choice.minX > label.maxX + 100)
        let paint = try #require(host.drawnTexts().first { $0.string == "Imperial" }).paint
        // UIKit's secondaryLabel in light: #3C3C43 at 60%.
        let grey: Double = 60.0 / 255
        let blue: Double = 67.0 / 255
        #expect(paint == DisplayPaint.color(red: grey, green: grey, blue: blue, opacity: 0.6))
    }

    @Test func atAnAccessibilitySizeTheChoiceGoesUnderTheLabel() throws {
        let host = row(size: .accessibility2)
        let label = try host.frame(ofText: "Units")
        let choice = try host.frame(ofText: "Imperial")
        #expect(choice.minY >= label.maxY)
        #expect(abs(choice.minX - label.minX) < 1)
    }

    @Test func hiddenLabelsLeaveTheChoice() throws {
        let host = row(labelsHidden: true)
        #expect(!host.drawnTexts().contains { $0.string == "Units" })
        #expect(host.drawnTexts().contains { $0.string == "Imperial" })
        let big = row(size: .accessibility2, labelsHidden: true)
        #expect(!big.drawnTexts().contains { $0.string == "Units" })
    }
}
