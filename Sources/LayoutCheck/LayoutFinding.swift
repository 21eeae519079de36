import Foundation

/// One fault the layout check found on a screen: its kind, the text or control it concerns, where
/// it is and what exactly is wrong.
public struct LayoutFinding: Codable, Equatable, Sendable {
    /// The faults the check knows.
    public enum Kind: String, Codable, CaseIterable, Sendable {
        /// Text that needs more lines or height than it was given: cut by a line limit or a frame.
        case truncatedText
        /// A word split between two lines (SwiftUI breaks an over-long word between letters).
        case brokenWord
        /// Two pieces of visible text drawn over each other.
        case overlappingText
        /// Text drawn beyond the screen's edges, where no scroll view can bring it into view.
        case outsideScreen
        /// Text under the status bar or the home indicator, outside any scroll view.
        case outsideSafeArea
        /// A control smaller than 44 × 44 pt, the HIG's minimum touch target.
        case smallTouchTarget
        /// Two controls whose tap regions overlap without one holding the other: a tap between
        /// them lands on whichever is drawn last.
        case overlappingControls
        /// Text or a card cut at the side of a scroll view that does not scroll that way: no gesture
        /// brings the rest into view.
        case clippedContent
        /// An SF Symbol named by `Image(systemName:)` that the renderer has no glyph for, so the
        /// picture shows a magenta square where iOS draws the symbol.
        case unknownSymbol
    }

    /// What is wrong.
    public let kind: Kind
    /// The text, or the control's VoiceOver label.
    public let subject: String
    /// Where, in points, rounded to tenths.
    public let frame: CGRect
    /// One sentence with the numbers.
    public let detail: String

    /// A finding.
    ///
    /// - Parameters:
    ///   - kind: What is wrong.
    ///   - subject: The text or the control's label.
    ///   - frame: Where, in points.
    ///   - detail: One sentence with the numbers.
    public init(kind: Kind, subject: String, frame: CGRect, detail: String) {
        self.kind = kind
        self.subject = subject
        func tenth(_ value: CGFloat) -> CGFloat { (value * 10).rounded() / 10 }
        self.frame = CGRect(x: tenth(frame.minX), y: tenth(frame.minY), width: tenth(frame.width), height: tenth(frame.height))
        self.detail = detail
    }
}
