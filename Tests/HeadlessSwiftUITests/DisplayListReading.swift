import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// What the system container and control tests read from a host's picture on an iPhone 16.
extension ViewHost {
    /// The texts drawn, in painting order.
    func drawnTexts() -> [DisplayText] {
        displayList(on: .iPhone16).compactMap { if case let .text(text) = $0.content { text } else { nil } }
    }

    /// The item that draws the text `string` at `time` (a removed view still leaving included).
    func item(drawing string: String, at time: TimeInterval) -> DisplayItem? {
        displayList(on: .iPhone16, at: time).first { if case let .text(text) = $0.content { text.string == string } else { false } }
    }

    /// The width, at `time` with the clock moved there, of the first bar drawn 10 pt high: the
    /// animator tests draw their value as a bar 10 pt wide per unit.
    func barWidth(at time: TimeInterval) throws -> CGFloat {
        advance(to: time)
        return try #require(displayList(on: .iPhone16, at: time).first { $0.frame.height == 10 }).frame.width
    }

    /// The frame of the first text reading `text`; fails the test when there is none.
    func frame(ofText text: String) throws -> CGRect {
        try #require(frames(ofText: text, in: layout(on: .iPhone16)).first)
    }
}
