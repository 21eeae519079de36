import Foundation
import HeadlessLayout
import HeadlessSwiftUI

/// Texts and images as the display list draws them: a view's, in its laid-out frame, and a
/// canvas's, where its drawing placed them.
extension DisplayListBuilder {
    /// `text` in `frame`, in `node`'s environment: its font (shrunk as the layout shrank it), the
    /// lines that fit, its styled runs and decorations.
    mutating func drawText(_ text: Text, of node: ViewNode, frame: CGRect, state: State, dark: Bool) {
        let attributes = node.environment[InheritedTextAttributesKey.self]
        let (font, runs) = drawnFont(text, environment: node.environment, width: frame.width)
        // A frame shorter than the text's lines shows the lines that fit (the layout sized it so).
        let fitting = font.lines(fittingHeight: frame.height)
        var resolved = DisplayText(
            string: text.content, font: font, paint: paint(text.ownForeground ?? state.foreground, frame: frame, dark: dark),
            alignment: Self.drawn(attributes.alignment ?? .leading, node.environment.layoutDirection),
            lineLimit: fitting == .max ? attributes.lineLimit : min(attributes.lineLimit ?? .max, fitting))
        resolved.truncationMode = node.environment.truncationMode
        if !runs.isEmpty { style(&resolved, runs: runs, of: text, environment: node.environment, frame: frame, dark: dark) }
        if !text.decorations.isEmpty { decorate(&resolved, with: text.decorations, frame: frame, dark: dark) }
        emit(node, frame, state, .text(resolved))
    }

    /// `image` in `frame`, in `node`'s environment: a symbol at its font's size (mirrored right to
    /// left where SF Symbols mirrors it), a bitmap from its file, a template bitmap in the
    /// foreground style.
    mutating func drawImage(_ image: Image, of node: ViewNode, frame: CGRect, state: State, dark: Bool) {
        switch image.source {
        case let .system(name):
            let font = ResolvedFont.resolve(Text(""), environment: node.environment)
            // A resizable symbol's live area fills the shorter side of its frame.
            let size =
                image.isResizable
                ? min(frame.width, frame.height) / SymbolMetrics.liveArea
                : SymbolMetrics.glyphSize(pointSize: font.size, scale: node.environment.imageScale)
            // Directional symbols (`chevron.forward`, `arrow.backward`, ...) point the other way
            // right to left, as SF Symbols' localized variants do; `chevron.right` does not.
            var drawnState = state
            if node.environment.layoutDirection == .rightToLeft, SymbolMirroring.mirrors(name) {
                drawnState.transform = state.transform.concatenating(.scale(-1, 1, about: CGPoint(x: frame.midX, y: frame.midY)))
            }
            let ink = symbolInk(name, image: image, font: font, scale: node.environment.imageScale, frame: frame)
            emit(
                node, frame, drawnState,
                .symbol(
                    name, size: size, weight: font.weight, paint: paint(state.foreground, frame: frame, dark: dark), ink: ink))
        case let .bitmap(_, path?, _) where image.rendersAsTemplate:
            // A template image: the foreground style, masked by the image's alpha.
            let (content, mask) = state.masked(by: node.identity + "#template")
            emit(node, frame, content, .fill(paint(state.drawn(ForegroundStyle()), frame: frame, dark: dark)))
            emit(node, frame, mask, .bitmap(path: path))
        case let .bitmap(_, path?, _):
            emit(node, frame, state, .bitmap(path: path))
        case .bitmap:
            break
        }
    }
}
