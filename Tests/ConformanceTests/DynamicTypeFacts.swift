import Foundation
import HeadlessLayout
import HeadlessSwiftUI
import Testing

/// Text styles at every size (Apple Human Interface Guidelines, Typography, "Dynamic Type sizes",
/// iOS; the table is in platform-facts.md): a one-line text is SF Pro's natural line for the
/// style's size, rounded up to the pixel grid (measured on iOS 13 and 18 simulators for `.body`,
/// `.footnote` and `.title2`), and its lines are the style's leading apart.
@MainActor
struct DynamicTypeFacts {
    /// (style, size, leading) at Large, the default category (HIG).
    nonisolated static let large: [(Font, String, CGFloat, CGFloat)] = [
        (.largeTitle, "largeTitle", 34, 41), (.title, "title", 28, 34), (.title2, "title2", 22, 28),
        (.title3, "title3", 20, 25), (.headline, "headline", 17, 22), (.body, "body", 17, 22),
        (.callout, "callout", 16, 21), (.subheadline, "subheadline", 15, 20), (.footnote, "footnote", 13, 18),
        (.caption, "caption", 12, 16), (.caption2, "caption2", 11, 13),
    ]

    @Test(arguments: large.map { ($0.1, $0.2, $0.3) })
    func oneLineHeightAtLarge(style: String, size: CGFloat, leading: CGFloat) throws {
        let font = try #require(Self.large.first { $0.1 == style }).0
        let frame = try #require(try ConformanceHost.textFrame("Move", in: Text("Move").font(font)))
        #expect(close(frame.height, snapped(sfLineHeight(size))), "\(style): \(frame.height)")
    }

    @Test(arguments: large.map { ($0.1, $0.2, $0.3) })
    func linesAreTheLeadingApart(style: String, size: CGFloat, leading: CGFloat) throws {
        let font = try #require(Self.large.first { $0.1 == style }).0
        // Three short words in a narrow frame: three lines.
        let text = Text("Go\nup\nnow").font(font)
        let frame = try #require(try ConformanceHost.textFrame("Go\nup\nnow", in: text))
        #expect(close(frame.height, snapped(sfLineHeight(size) + 2 * leading)), "\(style): \(frame.height)")
    }

    /// `.body` at every category, xSmall … AX5 (HIG): 14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt.
    @Test(arguments: zip(DynamicTypeSize.allCases, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] as [CGFloat]))
    func bodyAtEveryCategory(size category: DynamicTypeSize, points: CGFloat) throws {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = category
        let frame = try #require(try ConformanceHost.textFrame("Move", in: Text("Move").font(.body), environment: environment))
        #expect(close(frame.height, snapped(sfLineHeight(points))), "\(category): \(frame.height)")
    }
}
