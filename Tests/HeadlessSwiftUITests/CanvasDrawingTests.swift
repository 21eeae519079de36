import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// A `Canvas` draws what its renderer fills and strokes (Apple: `Canvas`, `GraphicsContext`): in the
/// canvas's coordinates, placed at its frame, under the transform, opacity and clip of the context
/// that drew it; copies of a context keep their own state and draw into the same canvas.
@MainActor
struct CanvasDrawingTests {
    /// The canvas's shape items, and the canvas's frame (a 160 × 100 canvas centred on the screen).
    func drawn(_ renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) -> [DisplayItem] {
        ViewHost(Canvas(renderer: renderer).frame(width: 160, height: 100)).displayList(on: .iPhone16).filter {
            if case .shape = $0.content { true } else { false }
        }
    }

    /// The iPhone 16's screen is 393 × 852 pt with a safe area from 59 to 818: the canvas is centred
    /// in it, its origin at ((393 − 160) / 2, 59 + (759 − 100) / 2).
    let origin = CGPoint(x: 116.5, y: 388.5)

    @Test func aFillIsDrawnAtTheCanvasFrame() throws {
        let items = drawn { context, size in
            context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        let item = try #require(items.first)
        #expect(items.count == 1)
        #expect(item.transform.apply(.zero) == origin)
        #expect(item.transform.apply(CGPoint(x: 160, y: 100)) == CGPoint(x: origin.x + 160, y: origin.y + 100))
        // UIKit's systemBlue, light: (0, 122, 255).
        guard case let .shape(path, paint, stroke) = item.content else {
            Issue.record("not a shape")
            return
        }
        #expect(paint == .color(red: 0, green: 122.0 / 255, blue: 1, opacity: 1))
        #expect(stroke == nil)
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 160, height: 100))
    }

    @Test func aCopyKeepsItsOwnTransformAndOpacity() throws {
        let items = drawn { context, size in
            var dial = context
            dial.translateBy(x: size.width / 2, y: size.height / 2)
            dial.rotate(by: .degrees(90))
            dial.opacity = 0.5
            dial.stroke(
                Path {
                    $0.move(to: .zero)
                    $0.addLine(to: CGPoint(x: 0, y: -40))
                }, with: .color(.red), lineWidth: 3)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }
        #expect(items.count == 2)
        let tick = items[0]
        // Turned a quarter clockwise about the centre: 40 pt up becomes 40 pt right.
        let end = tick.transform.apply(CGPoint(x: 0, y: -40))
        #expect(abs(end.x - (origin.x + 80 + 40)) < 1e-9 && abs(end.y - (origin.y + 50)) < 1e-9)
        #expect(tick.opacity == 0.5)
        guard case let .shape(_, _, stroke) = tick.content else {
            Issue.record("not a shape")
            return
        }
        #expect(stroke?.lineWidth == 3)
        // The original context was not moved, nor made translucent.
        #expect(items[1].transform.apply(.zero) == origin)
        #expect(items[1].opacity == 1)
    }

    @Test func aScaleWidensTheStrokeWithThePath() throws {
        let items = drawn { context, _ in
            var scaled = context
            scaled.scaleBy(x: 2, y: 2)
            scaled.stroke(Path(CGRect(x: 10, y: 5, width: 20, height: 20)), with: .color(.red), lineWidth: 1)
        }
        let item = try #require(items.first)
        #expect(item.transform.apply(CGPoint(x: 10, y: 5)) == CGPoint(x: origin.x + 20, y: origin.y + 10))
        #expect(item.transform.determinant == 4)
    }

    @Test func aClipAppliesToWhatIsDrawnAfterIt() throws {
        let items = drawn { context, size in
            context.fill(Path(CGRect(x: 0, y: 0, width: 5, height: 5)), with: .color(.black))
            var clipped = context
            clipped.translateBy(x: 20, y: 0)
            clipped.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 40)))
            clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.orange))
        }
        #expect(items.count == 2)
        #expect(items[0].groups.isEmpty)
        let clip = try #require(
            items[1].groups.compactMap { group -> Path? in if case let .clip(path, _) = group.effect { path } else { nil } }.first)
        // The clip in screen points, where the translated context put it.
        #expect(clip.boundingRect == CGRect(x: origin.x + 20, y: origin.y, width: 50, height: 40))
    }

    @Test func gradientsAreGivenInCanvasPoints() throws {
        let items = drawn { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)),
                with: .linearGradient(
                    Gradient(colors: [.white, .black]), startPoint: CGPoint(x: 40, y: 0), endPoint: CGPoint(x: 120, y: 0)))
        }
        guard case let .shape(_, .linearGradient(stops, start, end), _) = try #require(items.first).content else {
            Issue.record("not a linear gradient")
            return
        }
        #expect(stops.count == 2)
        #expect(start == CGPoint(x: 40, y: 0) && end == CGPoint(x: 120, y: 0))
    }

    /// Apple's `fill` and `stroke` do not mutate: a helper given the context by value draws.
    static func drawBadge(in context: GraphicsContext) {
        context.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .foreground)
    }

    @Test func aHelperDrawsThroughACopy() throws {
        let items = drawn { context, _ in Self.drawBadge(in: context) }
        // The foreground style: the primary label color, black in light mode.
        guard case let .shape(_, paint, _) = try #require(items.first).content else {
            Issue.record("not a shape")
            return
        }
        #expect(paint == .color(red: 0, green: 0, blue: 0, opacity: 1))
    }
}
