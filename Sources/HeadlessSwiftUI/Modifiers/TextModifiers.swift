import Foundation

/// How lines of a multi-line text align (Apple: `TextAlignment`).
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Where lines of multiline text sit: leading, centred or trailing.
    case leading, center, trailing
}

/// How text content animates when it changes (Apple: `ContentTransition`).
public struct ContentTransition: Equatable, Sendable {
    package enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate
        case numericText(countsDown: Bool)
    }
    package let kind: Kind

    /// The content changes at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// Glyphs interpolate between the old and the new content where they can.
    public static let interpolate = ContentTransition(kind: .interpolate)

    /// Digits roll to their new values.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown))
    }

    /// Digits roll to their new values, up or down as `value` rose or fell (Apple: iOS 17). The
    /// layer records the transition without drawing the roll, as for the other forms.
    ///
    /// ```swift
    /// Text("\(steps)").contentTransition(.numericText(value: Double(steps)))
    /// ```
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false))
    }
}

/// Text styling set on a view for the text inside it.
package struct TextAttributes: Sendable {
    public var alignment: TextAlignment?
    /// At most this many lines; nil for no limit.
    public var lineLimit: Int?
    /// Text is at least this many lines tall, empty lines included (`lineLimit(_:reservesSpace:)`
    /// and the range forms).
    public var reservedLines: Int?
    public var minimumScaleFactor: CGFloat?
    public var weight: Font.Weight?
    public var design: Font.Design?
    public var monospacedDigit: Bool?
    public var kerning: CGFloat?
    /// Whether `italic()` is set above.
    public var italic: Bool?
    public var contentTransition: ContentTransition?
    /// Points added between lines (`lineSpacing(_:)`).
    public var lineSpacing: CGFloat?
}

extension View {
    /// Text attributes flow down the environment to every text inside, as SwiftUI's do.
    nonisolated private func text(_ change: @escaping (inout TextAttributes) -> Void) -> some View {
        EnvironmentWriter(content: self) { values in
            var attributes = values[InheritedTextAttributesKey.self]
            change(&attributes)
            values[InheritedTextAttributesKey.self] = attributes
        }
    }

    /// How lines of multiline text inside are aligned.
    nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        text { $0.alignment = alignment }
    }

    /// At most `number` lines; nil for no limit.
    nonisolated public func lineLimit(_ number: Int?) -> some View {
        text {
            $0.lineLimit = number
            $0.reservedLines = nil
        }
    }

    /// At most `limit` lines, and as tall as `limit` lines even when shorter if `reservesSpace`
    /// (Apple: `lineLimit(_:reservesSpace:)`, iOS 16).
    ///
    /// ```swift
    /// Text(workout.notes).lineLimit(2, reservesSpace: true)
    /// ```
    nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        text {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        }
    }

    /// At least `limit.lowerBound` lines tall and at most `limit.upperBound` lines (Apple:
    /// `lineLimit(_:)` with a closed range).
    nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        text {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At least `limit.lowerBound` lines tall, with no upper limit.
    nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        text {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// At most `limit.upperBound` lines.
    nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        text {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = nil
        }
    }

    /// The smallest fraction of its font size text inside may shrink to before it truncates.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        text { $0.minimumScaleFactor = factor }
    }

    /// The weight of text inside; nil keeps the font's.
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View {
        text { $0.weight = weight }
    }

    /// Text inside in bold (weight 700) when `isActive`.
    ///
    /// ```swift
    /// VStack { Text("Sets"); Text("Reps") }.bold()
    /// ```
    nonisolated public func bold(_ isActive: Bool = true) -> some View {
        text { if isActive { $0.weight = .bold } }
    }

    /// Text inside in italics when `isActive`.
    nonisolated public func italic(_ isActive: Bool = true) -> some View {
        text { if isActive { $0.italic = true } }
    }

    /// The design (default, serif, rounded, monospaced) of text inside; nil keeps the font's.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        text { $0.design = design }
    }

    /// Draws text inside in the monospaced design when `isActive` (Apple: `monospaced(_:)`, iOS 16).
    nonisolated public func monospaced(_ isActive: Bool = true) -> some View {
        text { if isActive { $0.design = .monospaced } }
    }

    /// Draws digits inside at one width, so numbers that change do not jitter.
    nonisolated public func monospacedDigit() -> some View {
        text { $0.monospacedDigit = true }
    }

    /// Adds `kerning` points between characters of text inside.
    nonisolated public func kerning(_ kerning: CGFloat) -> some View {
        text { $0.kerning = kerning }
    }

    /// Adds `tracking` points after each character of text inside (Apple: tracking keeps
    /// ligatures where kerning may break them; the stand-in faces space both alike).
    ///
    /// ```swift
    /// Label("NEW", systemImage: "sparkles").tracking(1.5)
    /// ```
    nonisolated public func tracking(_ tracking: CGFloat) -> some View {
        kerning(tracking)
    }

    /// Adds `lineSpacing` points between the lines of text inside, beyond its font's leading.
    ///
    /// ```swift
    /// Text(longDescription).lineSpacing(6)
    /// ```
    nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        text { $0.lineSpacing = lineSpacing }
    }

    /// How text inside changes when its content does, under an animation.
    nonisolated public func contentTransition(_ transition: ContentTransition) -> some View {
        text { $0.contentTransition = transition }
    }
}

/// The text attributes set above a view.
package struct InheritedTextAttributesKey: EnvironmentKey {
    public static let defaultValue = TextAttributes()
}
