import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI

/// Reads a laid-out screen for the faults that break it for a reader: text truncated or cut,
/// words broken between lines, text over text, text off the screen or under the system bars,
/// touch targets under the HIG's 44 × 44 pt, controls whose tap regions overlap, and text or cards
/// cut by a scroll view that does not scroll that way. It reads the same layout and display list the
/// renderer draws, with the measurer that drew them, so what it reports is what the picture shows.
///
/// ```swift
/// let host = ViewHost(SettingsScreen(), environment: environment)
/// let findings = LayoutChecker(measurer: renderer.measurer).check(host, on: .iPhone16)
/// ```
@MainActor
public struct LayoutChecker {
    /// The HIG's minimum touch target, in points on each side.
    public static let minimumTouchTarget: CGFloat = 44
    /// Overlaps smaller than this many square points are anti-aliasing, not text over text.
    public static let overlapTolerance: CGFloat = 2

    let measurer: any TextMeasuring
    /// Whether the renderer has a glyph for an SF Symbol's name (itself or its base symbol); nil:
    /// symbols are not checked.
    let hasGlyph: (@Sendable (String) -> Bool)?

    /// A checker measuring text with `measurer` (the renderer's, so lines wrap as drawn).
    ///
    /// ```swift
    /// LayoutChecker(measurer: renderer.measurer, hasGlyph: SymbolGlyphs.hasGlyph)
    /// ```
    ///
    /// - Parameters:
    ///   - measurer: The text measurer the screen was laid out with.
    ///   - hasGlyph: Whether a symbol's name has a glyph in the renderer; a symbol without one is
    ///     an `unknownSymbol` finding. Nil leaves symbols unchecked.
    public init(measurer: any TextMeasuring, hasGlyph: (@Sendable (String) -> Bool)? = nil) {
        self.measurer = measurer
        self.hasGlyph = hasGlyph
    }

    /// The faults of `host`'s screen on `device` once its entrances have settled.
    ///
    /// - Parameters:
    ///   - host: The screen.
    ///   - device: The device it is laid out on.
    ///   - time: When to look; the default, 10 s, is after every entrance animation.
    /// - Returns: The findings, in drawing order.
    public func check(_ host: ViewHost, on device: Device, at time: TimeInterval = 10) -> [LayoutFinding] {
        host.measurer = measurer
        let items = host.displayList(on: device, at: time)
        var findings: [LayoutFinding] = []
        var drawn: [(text: String, rect: CGRect)] = []
        let screen = CGRect(origin: .zero, size: device.size)
        for item in items where item.opacity > 0.01 {
            guard case let .text(text) = item.content, !text.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                continue
            }
            let rect = item.transform.boundingBox(of: item.frame)
            let clips = item.groups.compactMap { group -> CGRect? in
                if case let .clip(path, _) = group.effect { path.boundingRect } else { nil }
            }
            let visible = clips.reduce(rect) { $0.intersection($1) }
            guard !visible.isNull, visible.width > 0.5, visible.height > 0.5 else { continue }
            findings += textFindings(text, frame: item.frame, rect: rect)
            let scrolls = !clips.isEmpty
            if visible.minX < -0.5 || visible.maxX > screen.maxX + 0.5 || (!scrolls && visible.maxY > screen.maxY + 0.5) {
                findings.append(
                    LayoutFinding(
                        kind: .outsideScreen, subject: text.string, frame: visible,
                        detail:
                            "\"\(text.string)\" reaches \(Self.describe(visible)) on a \(Int(screen.width)) × \(Int(screen.height)) pt screen"
                    ))
            } else if !scrolls, visible.minY < device.safeAreaTop - 0.5 || visible.maxY > screen.maxY - device.safeAreaBottom + 0.5 {
                findings.append(
                    LayoutFinding(
                        kind: .outsideSafeArea, subject: text.string, frame: visible,
                        detail: "\"\(text.string)\" at \(Self.describe(visible)) is under the system bars "
                            + "(safe area \(Int(device.safeAreaTop)) pt top, \(Int(device.safeAreaBottom)) pt bottom)"))
            } else if visible.minX < device.safeAreaLeft - 0.5 || visible.maxX > screen.maxX - device.safeAreaRight + 0.5 {
                findings.append(
                    LayoutFinding(
                        kind: .outsideSafeArea, subject: text.string, frame: visible,
                        detail: "\"\(text.string)\" at \(Self.describe(visible)) is under the sensor housing "
                            + "(safe area \(Int(device.safeAreaLeft)) pt left, \(Int(device.safeAreaRight)) pt right)"))
            }
            for other in drawn where other.text != text.string || other.rect != visible {
                let overlap = other.rect.intersection(visible)
                if !overlap.isNull, overlap.width * overlap.height > Self.overlapTolerance {
                    findings.append(
                        LayoutFinding(
                            kind: .overlappingText, subject: text.string, frame: overlap,
                            detail: "\"\(text.string)\" overlaps \"\(other.text)\" by \(Int(overlap.width)) × \(Int(overlap.height)) pt"))
                }
            }
            drawn.append((text.string, visible))
        }
        findings += clippedContent(items, in: host)
        findings += unknownSymbols(items)
        let targets = host.tapTargets(in: host.layout(on: device))
        for target in targets
        where target.frame.width < Self.minimumTouchTarget - 0.5 || target.frame.height < Self.minimumTouchTarget - 0.5 {
            findings.append(
                LayoutFinding(
                    kind: .smallTouchTarget, subject: target.label, frame: target.frame,
                    detail: "\"\(target.label)\" is \(Self.number(target.frame.width)) × \(Self.number(target.frame.height)) pt; "
                        + "the minimum is 44 × 44"))
        }
        return findings + overlappingControls(targets)
    }

    /// The symbols drawn whose names have no glyph: each drawn as a magenta square, once per name.
    private func unknownSymbols(_ items: [DisplayItem]) -> [LayoutFinding] {
        guard let hasGlyph else { return [] }
        var seen = Set<String>()
        var findings: [LayoutFinding] = []
        for item in items where item.opacity > 0.01 {
            guard case let .symbol(name, _, _, _, _) = item.content, !hasGlyph(name), seen.insert(name).inserted else { continue }
            let rect = item.transform.boundingBox(of: item.frame)
            findings.append(
                LayoutFinding(
                    kind: .unknownSymbol, subject: name, frame: rect,
                    detail: "Image(systemName: \"\(name)\") at \(Self.describe(rect)) is not a symbol the renderer has a glyph for: "
                        + "it is drawn as a magenta square (docs/fidelity.md lists the symbols drawn)"))
        }
        return findings
    }

    /// Text and surfaces (filled shapes, glass) cut at a side of a scroll view that does not scroll
    /// along that axis: a card wider than a vertical scroll view, whose right edge no one can reach.
    private func clippedContent(_ items: [DisplayItem], in host: ViewHost) -> [LayoutFinding] {
        let axes = host.scrollAxes
        var findings: [LayoutFinding] = []
        for item in items where item.opacity > 0.01 {
            let subject: String
            switch item.content {
            case let .text(text): subject = "\"\(text.string)\""
            case .shape(_, _, nil): subject = "a card"
            default: continue
            }
            let rect = item.transform.boundingBox(of: item.frame)
            // The scroll views around the item: what any of them scrolls along can be brought into view.
            let scrollers = item.groups.compactMap { group -> (bounds: CGRect, axes: Axis.Set)? in
                guard case let .clip(path, _) = group.effect, let scrollAxes = axes[group.identity] else { return nil }
                return (path.boundingRect, scrollAxes)
            }
            let reachable = scrollers.reduce(into: Axis.Set()) { $0.formUnion($1.axes) }
            for (bounds, _) in scrollers {
                let cutSideways = !reachable.contains(.horizontal) && (rect.minX < bounds.minX - 0.5 || rect.maxX > bounds.maxX + 0.5)
                let cutVertically = !reachable.contains(.vertical) && (rect.minY < bounds.minY - 0.5 || rect.maxY > bounds.maxY + 0.5)
                guard cutSideways || cutVertically else { continue }
                findings.append(
                    LayoutFinding(
                        kind: .clippedContent, subject: subject, frame: rect,
                        detail: "\(subject) at \(Self.describe(rect)) is cut by a scroll view at \(Self.describe(bounds)) "
                            + "that does not scroll \(cutSideways ? "sideways" : "vertically")"))
                break
            }
        }
        return findings
    }

    /// Pairs of controls whose reachable tap regions (inside their scroll views) overlap by more than
    /// `overlapTolerance` without one holding the other (a card that is a button around a button of its own is nesting, which
    /// VoiceOver and hit-testing resolve to the inner one).
    private func overlappingControls(_ targets: [TapTarget]) -> [LayoutFinding] {
        var findings: [LayoutFinding] = []
        let reachable = targets.compactMap { target in target.visibleFrame.map { (label: target.label, frame: $0) } }
        for (index, target) in reachable.enumerated() {
            for other in reachable[(index + 1)...] {
                let overlap = target.frame.intersection(other.frame)
                guard !overlap.isNull, overlap.width * overlap.height > Self.overlapTolerance else { continue }
                let nested = Self.holds(target.frame, other.frame) || Self.holds(other.frame, target.frame)
                guard !nested else { continue }
                findings.append(
                    LayoutFinding(
                        kind: .overlappingControls, subject: other.label, frame: overlap,
                        detail: "\"\(other.label)\" and \"\(target.label)\" take taps in the same "
                            + "\(Self.number(overlap.width)) × \(Self.number(overlap.height)) pt"))
            }
        }
        return findings
    }

    /// Truncation and broken words of one text run laid out in `frame`.
    private func textFindings(_ text: DisplayText, frame: CGRect, rect: CGRect) -> [LayoutFinding] {
        var findings: [LayoutFinding] = []
        let wrapped = measurer.measure(text.string, font: text.font, maxWidth: frame.width + 0.5, lineLimit: nil)
        let shown = text.lineLimit.map { min($0, wrapped.lines.count) } ?? wrapped.lines.count
        let needed = text.font.height(ofLines: wrapped.lines.count)
        if shown < wrapped.lines.count || needed > frame.height + 1 {
            findings.append(
                LayoutFinding(
                    kind: .truncatedText, subject: text.string, frame: rect,
                    detail: "\"\(text.string)\" needs \(wrapped.lines.count) lines (\(Self.number(needed)) pt) "
                        + "and shows \(shown) in \(Self.number(frame.height)) pt"))
        }
        for word in WordBreaks.brokenWords(in: text.string, lines: Array(wrapped.lines.prefix(shown))) {
            findings.append(
                LayoutFinding(
                    kind: .brokenWord, subject: text.string, frame: rect,
                    detail:
                        "\"\(word.replacingOccurrences(of: "|", with: ""))\" breaks as \"\(word)\" in a \(Self.number(frame.width)) pt line"
                ))
        }
        return findings
    }

    /// Whether `outer` holds `inner`, to half a point (Foundation's `contains` on Linux compares a
    /// union for equality, which rounding defeats).
    static func holds(_ outer: CGRect, _ inner: CGRect) -> Bool {
        inner.minX >= outer.minX - 0.5 && inner.maxX <= outer.maxX + 0.5 && inner.minY >= outer.minY - 0.5
            && inner.maxY <= outer.maxY + 0.5
    }

    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(Double(rounded))
    }

    static func describe(_ rect: CGRect) -> String {
        "x \(number(rect.minX))…\(number(rect.maxX)), y \(number(rect.minY))…\(number(rect.maxY))"
    }
}
