import Foundation
import HeadlessSwiftUI

/// The default spacing between a stack's children, which on iOS depends on the neighbours.
///
/// SwiftUI's `spacing: nil` is not a fixed 8 pt: each view carries spacing preferences per edge, by
/// category, and two neighbours are as far apart as the categories they share ask (SwiftUI's
/// `Spacing`, as OpenSwiftUI's audit of iOS 18 and DanceUI record it):
/// - a text under another text keeps its leading above it, rounded up to the pixel, as above each
///   of its own lines: a text style's Dynamic Type line height less the font's natural line (2 pt
///   for `.body` at Large, 1 pt at the first accessibility size), nothing for a font of a fixed
///   size (D172, D318). A symbol image, set in its font, meets a text frame to frame: a `bicycle` over a
///   text over a `heart` on iOS 18 (D294);
/// - a text's top prefers, under any other view, its font's descender plus a tenth of its line
///   height rounded up to the pixel, and its bottom, over any other view, the larger of its line
///   height less its cap height and its descender, each plus that tenth (D314): 6.43 pt above and
///   10.64 pt below `.body` at 3x, where other views ask nothing of these categories;
/// - every other pair keeps the platform's 8 pt.
///
/// Padding on an edge replaces the text's preferences there with another view's (D172).
extension LayoutEngine {
    /// The distance between the line boxes of a symbol and a text stacked (D294), and of two texts
    /// in fonts of a fixed size, which have no leading.
    public static let textToTextSpacing: CGFloat = 0

    /// The space a text in `font` keeps above it, under another text: its leading (its line height
    /// less its natural line, ascender plus descender), rounded up to the pixel (D318):
    /// `.body` at Large is 22 − 20.29 pt, 2 pt at 2x and 3x. `lineSpacing` added by
    /// `lineSpacing(_:)` is the paragraph's, not the font's, and does not count.
    public static func spacingBetweenTexts(above font: ResolvedFont, lineSpacing: CGFloat = 0, pixelScale: CGFloat) -> CGFloat {
        let leading = font.lineHeight - lineSpacing - SystemFontMetrics.naturalLineHeight(pointSize: font.size)
        guard leading > 0 else { return 0 }
        let pixels = max(pixelScale, 1)
        return (leading * pixels - 1e-9).rounded(.up) / pixels
    }

    /// The space a text in `font` asks for above it, under a view that is not text: its descender
    /// plus a tenth of its line height (ascender plus descender) rounded up to the pixel (D314).
    public static func spacingAboveText(_ font: ResolvedFont, pixelScale: CGFloat) -> CGFloat {
        let (_, descender, _, tenth) = textSpacingMetrics(font, pixelScale: pixelScale)
        return descender + tenth
    }

    /// The space a text in `font` asks for below it, over a view that is not text: its line height
    /// less its cap height, or its descender, whichever is larger, plus the same tenth (D314).
    public static func spacingBelowText(_ font: ResolvedFont, pixelScale: CGFloat) -> CGFloat {
        let (ascender, descender, capHeight, tenth) = textSpacingMetrics(font, pixelScale: pixelScale)
        return max(ascender + descender - capHeight, descender) + tenth
    }

    private static func textSpacingMetrics(_ font: ResolvedFont, pixelScale: CGFloat) -> (CGFloat, CGFloat, CGFloat, CGFloat) {
        let ascender = font.size * SystemFontMetrics.ascenderRatio
        let descender = font.size * SystemFontMetrics.descenderRatio
        let pixels = max(pixelScale, 1)
        // A hair under the tenth's exact pixel count still rounds to it (floating point).
        let tenth = ((ascender + descender) * 0.1 * pixels - 1e-9).rounded(.up) / pixels
        return (ascender, descender, font.size * SystemFontMetrics.capHeightRatio, tenth)
    }

    /// The gaps between consecutive items: `spacing` when it is given, otherwise the neighbours' preference.
    func gaps(_ items: [LayoutItem], axis: Axis, spacing: CGFloat?) -> [CGFloat] {
        // One gap after each item but the first (none for an empty stack).
        let following = items.indices.dropFirst()
        if let spacing { return following.map { _ in spacing } }
        return following.map { index in
            let (above, below) = (items[index - 1], items[index])
            guard axis == .vertical, !above.isSpacer, !below.isSpacer else { return Self.defaultSpacing }
            switch (above.textEdge(at: .bottom), below.textEdge(at: .top)) {
            case let (upper?, lower?):
                // Text under text: the lower text's leading, above its first line as above each of
                // its lines. A symbol on either side meets the other frame to frame (D294).
                guard !upper.texts.isEmpty, !lower.texts.isEmpty else { return Self.textToTextSpacing }
                return lower.leadingFonts.map {
                    Self.spacingBetweenTexts(above: $0.font, lineSpacing: $0.lineSpacing, pixelScale: pixelScale)
                }
                .max() ?? Self.textToTextSpacing
            case let (nil, edge?):
                // Another view over a text: the text's preference above it. A symbol's is not
                // sourced: it keeps the platform's.
                return edge.fonts.map { Self.spacingAboveText($0, pixelScale: pixelScale) }.max() ?? Self.defaultSpacing
            case let (edge?, nil):
                return edge.fonts.map { Self.spacingBelowText($0, pixelScale: pixelScale) }.max() ?? Self.defaultSpacing
            case (nil, nil):
                return Self.defaultSpacing
            }
        }
    }
}

/// What shows on one edge of a stack's item, for the spacing: text, whose fonts decide the space
/// other views keep from it, or a symbol (set in a font, meeting text as text does).
struct TextEdge {
    /// The texts on the edge; empty when only symbols show there.
    var texts: [ViewNode]

    /// The texts' fonts, resolved only where a distance needs them.
    @MainActor var fonts: [ResolvedFont] { leadingFonts.map(\.font) }

    /// The texts' fonts with the paragraph spacing `lineSpacing(_:)` adds to their lines, which
    /// is not the font's leading.
    @MainActor var leadingFonts: [(font: ResolvedFont, lineSpacing: CGFloat)] {
        texts.compactMap { node in
            guard case let .text(text) = node.kind else { return nil }
            let lineSpacing = node.environment[InheritedTextAttributesKey.self].lineSpacing ?? 0
            return (ResolvedFont.resolveRuns(text, environment: node.environment).font, lineSpacing)
        }
    }
}

extension LayoutItem {
    /// The text the item's edge carries the spacing preference of: a text, through the modifiers
    /// that keep their content's spacing, or a stack whose children show text on that edge (a
    /// vertical stack's first child for its top, last for its bottom; any child of the others);
    /// nil when none does.
    @MainActor func textEdge(at edge: Edge) -> TextEdge? {
        switch self {
        case let .group(nodes, axis, _):
            return Self.textEdge(LayoutItem.flatten(nodes), stackAxis: axis == .vertical ? .vertical : .horizontal, at: edge)
        case let .node(node):
            return Self.textEdge(node, at: edge)
        }
    }

    @MainActor private static func textEdge(_ node: ViewNode, at edge: Edge) -> TextEdge? {
        switch node.kind {
        case .text:
            return TextEdge(texts: [node])
        case let .image(image):
            // A symbol is set in its font, and prefers its text's spacing too (D294).
            if case .system = image.source, !image.isResizable { return TextEdge(texts: []) }
            return nil
        case let .stack(axis, _, _):
            return textEdge(flatten(node.children), stackAxis: axis, at: edge)
        case .button:
            // A button is its label to its neighbours: two text links stacked meet as two texts
            // (Hymns-iOS's `SongInfoView`, D299). A style's padding around the label still resets.
            return node.children.count == 1 ? textEdge(node.children[0], at: edge) : nil
        case let .effect(effect):
            switch effect {
            case let .padding(insets) where insets.inset(at: edge) != 0:
                return nil
            case .padding, .frame, .flexibleFrame, .fixedSize, .decoration:
                return content(of: node, effect: effect).textEdge(at: edge)
            default:
                break
            }
        default:
            break
        }
        guard isTransparent(node), node.children.count == 1 else { return nil }
        return textEdge(node.children[0], at: edge)
    }

    /// A stack's edge: a vertical stack's first child's top and last child's bottom; every child's,
    /// merged, on the other edges and in the other stacks.
    @MainActor private static func textEdge(_ items: [LayoutItem], stackAxis: StackAxis, at edge: Edge) -> TextEdge? {
        guard stackAxis == .vertical, edge == .top || edge == .bottom else {
            let edges = items.compactMap { $0.textEdge(at: edge) }
            return edges.isEmpty ? nil : TextEdge(texts: edges.flatMap(\.texts))
        }
        return (edge == .top ? items.first : items.last)?.textEdge(at: edge)
    }
}

extension EdgeInsets {
    /// The inset on one edge.
    fileprivate func inset(at edge: Edge) -> CGFloat {
        switch edge {
        case .top: top
        case .leading: leading
        case .bottom: bottom
        case .trailing: trailing
        }
    }
}
