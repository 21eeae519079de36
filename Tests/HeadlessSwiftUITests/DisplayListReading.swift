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

    /// The frame of the first text reading `text`; fails the test when there is none.
    func frame(ofText text: String) throws -> CGRect {
        try #require(frames(ofText: text, in: layout(on: .iPhone16)).first)
    }
}
