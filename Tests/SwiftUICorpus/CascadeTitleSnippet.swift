import SwiftUI

/// A title that fades in glyph by glyph: one `Text` per character, lines broken at `\n`, each glyph
/// rising 6 pt while it fades in, 30 ms after the one before it. VoiceOver reads the whole string once.
@MainActor
public struct CascadeTitleSnippet: View {
    let text: String
    let isVisible: Bool

    public init(_ text: String, isVisible: Bool) {
        self.text = text
        self.isVisible = isVisible
    }

    /// The seconds between one glyph's start and the next one's.
    public static let stagger = 0.03
    /// How long one glyph takes to fade in.
    public static let glyphDuration = 0.3

    /// One glyph and its place in the whole string, which sets its start time.
    struct Glyph: Identifiable {
        let id: Int
        let character: String
    }

    /// One line of glyphs; its id is its first glyph's index.
    struct Line: Identifiable {
        let id: Int
        let glyphs: [Glyph]
    }

    private var lines: [Line] {
        var index = 0
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let start = index
            let glyphs = line.map { character in
                defer { index += 1 }
                return Glyph(id: index, character: String(character))
            }
            return Line(id: start, glyphs: glyphs)
        }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(lines) { line in
                HStack(spacing: 0) {
                    ForEach(line.glyphs) { glyph in
                        Text(glyph.character)
                            .opacity(isVisible ? 1 : 0)
                            .offset(y: isVisible ? 0 : 6)
                            .animation(
                                .easeOut(duration: Self.glyphDuration).delay(Self.stagger * Double(glyph.id)),
                                value: isVisible)
                    }
                }
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(text)
    }
}
