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

    /// The paint and the group effects of the first filled shape `view` draws.
    func filledShape(_ view: some View) throws -> (paint: DisplayPaint, effects: [DisplayGroup.Effect]) {
        let shape = try #require(
            items(view).lazy.compactMap { item -> (DisplayPaint, [DisplayGroup.Effect])? in
                if case let .shape(_, paint, nil) = item.content { (paint, item.groups.map(\.effect)) } else { nil }
            }.first)
        return (shape.0, shape.1)
    }

    @Test func aDropShadowWrapsTheFilledShape() throws {
        let circle = try filledShape(
            Circle().fill(Color(red: 1, green: 0, blue: 0).shadow(.drop(color: Color(red: 0, green: 0, blue: 1), radius: 6, x: 2, y: 3))))
        #expect(circle.paint == red)
        #expect(
            circle.effects == [
                .shadow(.color(red: 0, green: 0, blue: 1, opacity: 1), radius: 6, offset: CGSize(width: 2, height: 3))
            ])
    }

    @Test func theDefaultDropShadowIsBlackAtAThird() throws {
        let rectangle = try filledShape(Rectangle().fill(Color(red: 1, green: 0, blue: 0).shadow(.drop(radius: 4))))
        #expect(rectangle.effects == [.shadow(.color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: 4, offset: .zero)])
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
        let circle = try filledShape(Circle().fill(Color(red: 1, green: 0, blue: 0).shadow(.inner(radius: 3))))
        #expect(circle.effects.isEmpty)
        #expect(circle.paint == red)
    }

    @Test func shadowedTextPaintsItsBaseColor() throws {
        let host = ViewHost(Text("Hi").foregroundStyle(Color(red: 1, green: 0, blue: 0).shadow(.drop(radius: 2))))
        #expect(host.drawnTexts().map(\.paint) == [red])
    }
}
