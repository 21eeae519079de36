import Foundation
import SwiftUI
import Testing

/// `Text` is `Equatable` (Apple: `struct Text: Equatable`): two texts are equal when they read the
/// same and are styled the same, each style on its own making them differ. `Angle`'s degrees and
/// radians are one value (π radians = 180°), and angles compare by it. A slashed circle keeps both,
/// and every variant contains itself (Apple: `SymbolVariants.contains(_:)`).
struct TextValueTests {
    @Test func eachStyleMakesATextDiffer() {
        let plain = Text("Go")
        #expect(plain == Text("Go"))
        #expect(plain != Text("Stop"))
        let styled: [Text] = [
            plain.font(.title), plain.fontWeight(.bold), plain.monospacedDigit(), plain.kerning(1), plain.italic(),
            plain.foregroundColor(.red),
        ]
        for (index, text) in styled.enumerated() {
            #expect(text != plain, "style \(index)")
            #expect(text == styled[index], "style \(index)")
        }
    }

    @Test func degreesAndRadiansAreOneAngle() {
        var angle = Angle()
        angle.degrees = 90
        #expect(abs(angle.radians - .pi / 2) < 1e-12)
        #expect(Angle.degrees(10) < .degrees(11))
        #expect(!(Angle.degrees(10) < .degrees(10)))
    }

    @Test func variantsCombineAndContainThemselves() {
        #expect(SymbolVariants.circle.slash.contains(.circle) && SymbolVariants.circle.slash.contains(.slash))
        #expect(SymbolVariants.slash.contains(.slash) && SymbolVariants.fill.contains(.fill))
        #expect(!SymbolVariants.slash.contains(.fill) && !SymbolVariants.fill.contains(.slash))
    }
}
