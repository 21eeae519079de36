import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

@testable import HeadlessSwiftUI

/// Behaviours `make mutants --module HeadlessSwiftUI` found untested by the module's own target
/// (docs/testing.md): the W3C hue-rotate matrix, the accessibility display settings' defaults,
/// where a wheel picker puts its chosen row, a grid's vertical alignment, and intraword emphasis.
@MainActor
struct MutationGapTests {
    /// `hueRotation(_:)` lowers to the hue-rotate matrix of the W3C's Filter Effects (feColorMatrix
    /// type="hueRotate"), the matrix `HueRotationEffect` names as its source: at 90° (cos 0, sin 1)
    /// and at 180° (cos −1, sin 0), every coefficient of the three colour rows, as the
    /// specification's formula gives it.
    @Test func hueRotationIsTheW3CMatrix() throws {
        let quarter: [Double] = [
            0, 0, 1, 0, 0,
            0.356, 0.855, -0.211, 0, 0,
            -0.574, 1.43, 0.144, 0, 0,
            0, 0, 0, 1, 0,
        ]
        let half: [Double] = [
            -0.574, 1.43, 0.144, 0, 0,
            0.426, 0.43, 0.144, 0, 0,
            0.426, 1.43, -0.856, 0, 0,
            0, 0, 0, 1, 0,
        ]
        for (degrees, expected) in [(90.0, quarter), (180.0, half)] {
            guard case let .colorMatrix(matrix) = HueRotationEffect(degrees: degrees).lowered() else {
                Issue.record("hueRotation(\(degrees)°) is not a colour matrix")
                continue
            }
            #expect(matrix.count == 20)
            for (index, value) in expected.enumerated() {
                #expect(abs(matrix[index] - value) < 1e-9, "\(degrees)° [\(index)]: \(matrix[index]), the W3C's \(value)")
            }
        }
    }

    /// A device's accessibility display settings are off until the person turns them on (Settings ›
    /// Accessibility › Display & Text Size): SwiftUI's environment reads standard contrast, no
    /// Differentiate Without Color, no inverted colours and no button shapes.
    @Test func theAccessibilityDisplaySettingsStartOff() {
        let environment = EnvironmentValues()
        #expect(environment.colorSchemeContrast == .standard)
        #expect(!environment.accessibilityDifferentiateWithoutColor)
        #expect(!environment.accessibilityInvertColors)
        #expect(!environment.accessibilityShowButtonShapes)
    }

    /// A wheel picker centres its chosen row on the selection band in the middle of its 216 pt wheel
    /// (UIKit's `UIPickerView`, whose selection indicator marks the centre row), whichever row that is.
    @Test(arguments: [0, 1, 4])
    func aWheelPickerCentresItsChosenRowOnTheBand(chosen: Int) throws {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let host = ViewHost(
            Picker("Day", selection: .constant(chosen)) {
                ForEach(0..<days.count, id: \.self) { Text(days[$0]).tag($0) }
            }
            .pickerStyle(.wheel)
        )
        let list = host.displayList(on: .iPhone16)
        let band = try #require(list.first { abs($0.frame.height - 34) < 1e-9 && $0.frame.width > 100 })
        let row = try #require(list.first { if case let .text(text) = $0.content { text.string == days[chosen] } else { false } })
        // A display item's frame is where layout put it; its offset moves it where it is drawn.
        let (rowY, bandY) = (row.frame.midY + row.offset.height, band.frame.midY + band.offset.height)
        #expect(abs(rowY - bandY) < 0.5, "\(days[chosen]) at \(rowY), the band at \(bandY)")
    }

    /// A `Grid` centres each cell in its row's height by default (Apple's `Grid(alignment:…)`:
    /// "The default is center"): a 20 pt cell beside a 60 pt one sits 20 pt down, its centre on the
    /// row's; `.top` puts both at the row's top.
    @Test func aGridCentresAShortCellInItsRow() throws {
        for (alignment, offset) in [(Alignment.center, 20.0), (.top, 0.0)] {
            let host = ViewHost(
                Grid(alignment: alignment) {
                    GridRow {
                        Color.red.frame(width: 20, height: 60)
                        Color.blue.frame(width: 30, height: 20)
                    }
                }
            )
            let frames = Array(host.layout(on: .iPhone16).frames.values)
            let tall = try #require(frames.first { $0.size == CGSize(width: 20, height: 60) })
            let short = try #require(frames.first { $0.size == CGSize(width: 30, height: 20) })
            #expect(abs(short.minY - tall.minY - offset) < 1e-9, "\(alignment): \(short.minY - tall.minY)")
        }
    }

    /// Intraword emphasis as CommonMark has it (the spec's rules for left-flanking runs; Apple's
    /// `AttributedString(markdown:)` is cmark-gfm): `*` may open inside a word, `_` may not, so
    /// "foo*bar*" sets "bar" in italic and "foo_bar_" stays literal.
    @Test func anAsteriskOpensInsideAWordAndAnUnderscoreDoesNot() throws {
        let (plain, runs) = try #require(InlineMarkdown.parse("foo*bar*"))
        #expect(plain == "foobar")
        let italic = runs.filter(\.italic).map { String(decoding: Array(plain.utf8)[$0.range], as: UTF8.self) }
        #expect(italic == ["bar"])
        #expect(InlineMarkdown.parse("foo_bar_") == nil)
    }
}
