import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 16's shadowed shape styles (Apple: `ShapeStyle.shadow(_:)`, `ShadowStyle.drop(color:radius:x:y:)`
/// whose color defaults to black at 33% in linear sRGB): a drop shadow is drawn as the `shadow`
/// modifier's is, around what the style fills; the style itself paints as its base.
@MainActor
struct ShadowStyleTests {
    let red = DisplayPaint.color(red: 1, green: 0, blue: 0, opacity: 1)

    func items(_ view: some View) -> [DisplayItem] {
        ViewHost(view.frame(width: 80, height: 80)).displayList(on: .iPhone16)
    }

    @Test func aDropShadowWrapsTheFilledShape() throws {
        let drawn = items(
            Circle().fill(Color(red: 1, green: 0, blue: 0).shadow(.drop(color: Color(red: 0, green: 0, blue: 1), radius: 6, x: 2, y: 3))))
        let circle = try #require(drawn.first { if case .shape = $0.content { true } else { false } })
        guard case let .shape(_, paint, nil) = circle.content else {
            Issue.record("\(circle.content)")
            return
        }
        #expect(paint == red)
        #expect(
            circle.groups.map(\.effect) == [
                .shadow(.color(red: 0, green: 0, blue: 1, opacity: 1), radius: 6, offset: CGSize(width: 2, height: 3))
            ])
    }

    @Test func theDefaultDropShadowIsBlackAtAThird() throws {
        let drawn = items(Rectangle().fill(Color(red: 1, green: 0, blue: 0).shadow(.drop(radius: 4))))
        let rectangle = try #require(drawn.first { if case .shape = $0.content { true } else { false } })
        #expect(rectangle.groups.map(\.effect) == [.shadow(.color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 4, offset: .zero)])
    }

    @Test func aBackgroundFillCastsItsShadowToo() throws {
        let drawn = items(Color.clear.background(Color(red: 1, green: 0, blue: 0).shadow(.drop(radius: 5, y: 2))))
        let fill = try #require(drawn.first { $0.content == .fill(red) })
        #expect(
            fill.groups.map(\.effect) == [
                .shadow(.color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 5, offset: CGSize(width: 0, height: 2))
            ])
    }

    @Test func anInnerShadowIsNotDrawnAndTheStyleStillPaints() throws {
        let drawn = items(Circle().fill(Color(red: 1, green: 0, blue: 0).shadow(.inner(radius: 3))))
        let circle = try #require(drawn.first { if case .shape = $0.content { true } else { false } })
        #expect(circle.groups.isEmpty)
        guard case let .shape(_, paint, nil) = circle.content else {
            Issue.record("\(circle.content)")
            return
        }
        #expect(paint == red)
    }

    @Test func shadowedTextPaintsItsBaseColor() throws {
        let host = ViewHost(Text("Hi").foregroundStyle(Color(red: 1, green: 0, blue: 0).shadow(.drop(radius: 2))))
        #expect(host.drawnTexts().map(\.paint) == [red])
    }
}
