import DesignTokens
import Motion
import SwiftUI

/// 000's letter cascade: the string appears glyph by glyph, each rising 6 pt while it fades in and
/// firms from light to regular, on the foundation's standard schedule (every glyph done by 0.6 s,
/// however long the string; the spec's literal schedule never finishes its last letters, which
/// the audit reports). One `Text` per glyph inherits the environment's font; lines break at `\n`
/// and wrap at spaces, aligned by `multilineTextAlignment`. Reduce Motion shows the whole string with a plain 0.12 s fade. VoiceOver
/// reads one element: the whole string.
@MainActor
public struct CascadeText: View {
    /// How the glyphs' starts are spread.
    public enum Stagger: Sendable {
        /// Glyph i starts at i × 12 ms (compressed for long strings so all end by 0.6 s).
        case standard
        /// 001's kinetic stagger: start delays follow a sine over the string, at most 12 ms.
        case kinetic
    }

    let text: String
    let stagger: Stagger

    @State private var shown = false
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.multilineTextAlignment) private var alignment

    /// Text whose letters cascade in, light to regular, glyph by glyph.
    ///
    /// ```swift
    /// CascadeText("Daily\nDashboard").font(.system(size: 34, weight: .thin, design: .rounded))
    /// ```
    ///
    /// - Parameters:
    ///   - text: The text; newlines start new lines.
    ///   - stagger: 000's even stagger (`.standard`) or 001's kinetic one.
    public init(_ text: String, stagger: Stagger = .standard) {
        self.text = text
        self.stagger = stagger
    }

    /// One glyph: its index in the cascade and its character.
    struct Glyph: Identifiable {
        let id: Int
        let character: String
    }

    /// The glyphs (every character but `\n`), the newlines before each, and the spaces. In a
    /// script whose letters join (Arabic), a glyph is a whole word: drawn letter by letter, the
    /// letters would lose the shapes that join them (D175).
    static func glyphs(of text: String) -> (glyphs: [Glyph], newlinesBefore: [Int: Int], spaces: Set<Int>) {
        var glyphs: [Glyph] = []
        var newlines: [Int: Int] = [:]
        var spaces: Set<Int> = []
        let byWord = text.unicodeScalars.contains(where: isJoining)
        var word = ""
        func endWord() {
            if !word.isEmpty { glyphs.append(Glyph(id: glyphs.count, character: word)) }
            word = ""
        }
        for character in text {
            if character.isNewline {
                endWord()
                newlines[glyphs.count, default: 0] += 1
                continue
            }
            if byWord && character != " " {
                word.append(character)
                continue
            }
            endWord()
            if character == " " { spaces.insert(glyphs.count) }
            glyphs.append(Glyph(id: glyphs.count, character: String(character)))
        }
        endWord()
        return (glyphs, newlines, spaces)
    }

    /// Whether a scalar belongs to a script whose letters join (Arabic and its supplements and
    /// presentation forms, Syriac, N'Ko, Mongolian).
    static func isJoining(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x08FF, 0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: true
        default: false
        }
    }

    /// The schedule the glyphs follow.
    var schedule: CascadeSchedule {
        let count = Self.glyphs(of: text).glyphs.count
        if reduceMotion { return .reducedMotion(glyphCount: count) }
        return CascadeSchedule(glyphCount: count, strategy: stagger == .kinetic ? .sine001 : .standard)
    }

    public var body: some View {
        let (glyphs, newlines, spaces) = Self.glyphs(of: text)
        let schedule = self.schedule
        CascadeLayout(newlinesBefore: newlines, spaces: spaces, alignment: alignment) {
            ForEach(glyphs) { glyph in
                Text(glyph.character)
                    // A word wider than the line shrinks its glyphs this far before it breaks (CascadeLayout).
                    .minimumScaleFactor(CascadeLayout.minimumScale)
                    .lineLimit(1)
                    .modifier(
                        GlyphReveal(
                            progress: shown ? 1 : 0, rise: reduceMotion ? 0 : MotionToken.offsetY,
                            crossFadesWeight: !reduceMotion)
                    )
                    .animation(Self.animation(schedule.glyph(glyph.id), reduced: reduceMotion), value: shown)
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(text)
        .onAppear { shown = true }
    }

    /// A glyph's animation: an ease-out over its span after its start, or the Reduce Motion fade.
    static func animation(_ timing: GlyphTiming, reduced: Bool) -> Animation {
        if reduced { return .linear(duration: MotionToken.reducedMotionFade) }
        let end = timing.end ?? MotionToken.duration
        return .easeOut(duration: max(end - timing.start, 0.001)).delay(timing.start)
    }
}
