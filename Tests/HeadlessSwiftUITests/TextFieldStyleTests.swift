import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// Text field styles as iOS draws them: `.automatic` (a field alone) draws no border;
/// `.roundedBorder` draws UIKit's `UITextField.BorderStyle.roundedRect`, a hairline of one pixel
/// (1 / `displayScale`: a third of a point on an iPhone 16's 3x display) round a 5 pt corner. A
/// `TextField` shows what is typed; only a `SecureField` draws dots.
@MainActor
struct TextFieldStyleTests {
    func strokes(_ view: some View) -> [StrokeStyle] {
        ViewHost(view).displayList(on: .iPhone16).compactMap { item in
            if case let .shape(_, _, stroke?) = item.content { stroke } else { nil }
        }
    }

    @Test func aPlainFieldHasNoBorder() {
        #expect(strokes(TextField("Name", text: .constant("Ada"))).isEmpty)
    }

    @Test func aRoundedBorderIsOnePixelWide() throws {
        let drawn = strokes(TextField("Name", text: .constant("Ada")).textFieldStyle(.roundedBorder))
        let border = try #require(drawn.first)
        #expect(drawn.count == 1)
        #expect(abs(border.lineWidth - 1.0 / 3) < 1e-9)
    }

    @Test func aTextFieldShowsWhatIsTyped() {
        let texts = ViewHost(TextField("Name", text: .constant("Ada"))).drawnTexts().map(\.string)
        #expect(texts.contains("Ada"))
        let secure = ViewHost(SecureField("Password", text: .constant("Ada"))).drawnTexts().map(\.string)
        #expect(!secure.contains("Ada"))
    }
}
