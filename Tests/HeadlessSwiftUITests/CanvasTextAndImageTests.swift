import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// Texts and images drawn into a `Canvas` (Apple: `GraphicsContext.draw(_:at:anchor:)`,
/// `draw(_:in:)`, `resolve(_:)`): each drawn as the view would be, at its natural size with its
/// anchor on the point given (the centre by default), in the canvas's coordinates under the
/// context's transform; a resolved text measures as the view measures.
@MainActor
struct CanvasTextAndImageTests {
    /// The items a 160 × 100 canvas draws, centred on the iPhone 16's safe area (59 to 818): its
    /// origin at ((393 − 160) / 2, 59 + (759 − 100) / 2) = (116.5, 388.5).
    func drawn(_ renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void) -> [DisplayItem] {
        ViewHost(Canvas(renderer: renderer).frame(width: 160, height: 100)).displayList(on: .iPhone16)
    }

    let origin = CGPoint(x: 116.5, y: 388.5)

    static func text(of item: DisplayItem) -> DisplayText? {
        if case let .text(text) = item.content { text } else { nil }
    }

    /// The size the text takes as a view on its own: what the canvas draws it at.
    func viewSize(of text: Text) throws -> CGSize {
        try ViewHost(text).frame(ofText: "42").size
    }

    @Test func aTextIsCentredOnItsPointAtItsViewSize() throws {
        let items = drawn { context, _ in context.draw(Text("42").font(.title), at: CGPoint(x: 40, y: 30)) }
        let item = try #require(items.first { if case .text = $0.content { true } else { false } })
        let size = try viewSize(of: Text("42").font(.title))
        #expect(size.width > 10 && item.frame.size == size)
        let centre = item.transform.apply(CGPoint(x: item.frame.midX, y: item.frame.midY))
        #expect(abs(centre.x - (origin.x + 40)) < 1e-9 && abs(centre.y - (origin.y + 30)) < 1e-9, "\(centre)")
        let text = try #require(Self.text(of: item))
        #expect(text.string == "42" && text.font.size == 28)
    }

    @Test func anAnchorAndTheContextsTransformPlaceTheText() throws {
        let items = drawn { context, _ in
            var moved = context
            moved.translateBy(x: 20, y: 10)
            moved.draw(Text("42"), at: CGPoint(x: 100, y: 50), anchor: .bottomTrailing)
        }
        let item = try #require(items.first { if case .text = $0.content { true } else { false } })
        let size = try viewSize(of: Text("42"))
        let corner = item.transform.apply(CGPoint(x: item.frame.maxX, y: item.frame.maxY))
        #expect(item.frame.size == size)
        #expect(abs(corner.x - (origin.x + 120)) < 1e-9 && abs(corner.y - (origin.y + 60)) < 1e-9, "\(corner)")
    }

    @Test func aResolvedTextMeasuresAsTheViewAndPaintsWithItsShading() throws {
        var measured = CGSize.zero
        let items = drawn { context, size in
            var label = context.resolve(Text("42"))
            label.shading = .color(Color(red: 1, green: 0, blue: 0))
            measured = label.measure(in: size)
            context.draw(label, in: CGRect(x: 10, y: 10, width: 140, height: 80))
        }
        #expect(try measured == viewSize(of: Text("42")))
        let item = try #require(items.first { if case .text = $0.content { true } else { false } })
        #expect(item.frame.origin == CGPoint(x: 10, y: 10) && item.frame.size == measured)
        let text = try #require(Self.text(of: item))
        #expect(text.paint == .color(red: 1, green: 0, blue: 0, opacity: 1))
    }

    @Test func aSymbolIsDrawnAtItsNaturalSizeAndAnImageInARectFillsIt() throws {
        var natural = CGSize.zero
        let items = drawn { context, _ in
            let star = context.resolve(Image(systemName: "star.fill"))
            natural = star.size
            context.draw(star, at: CGPoint(x: 80, y: 50))
            context.draw(Image(systemName: "heart.fill"), in: CGRect(x: 0, y: 0, width: 60, height: 60))
        }
        let symbols = items.filter { if case .symbol = $0.content { true } else { false } }
        try #require(symbols.count == 2)
        // As the view: `Image(systemName: "star.fill")` at the body font's size.
        let view = ViewHost(Image(systemName: "star.fill")).layout(on: .iPhone16)
        let viewFrame = try #require(view.frames.values.first { $0.width > 0 && $0.width < 100 })
        #expect(natural == viewFrame.size && symbols[0].frame.size == natural)
        #expect(
            symbols[0].transform.apply(CGPoint(x: symbols[0].frame.midX, y: symbols[0].frame.midY))
                == CGPoint(x: origin.x + 80, y: origin.y + 50))
        #expect(symbols[1].frame == CGRect(x: 0, y: 0, width: 60, height: 60))
    }
}
