import Foundation
import HeadlessLayout
import HeadlessRuntime

@testable import HeadlessSwiftUI

/// The 51 × 31 pt tracks of the switches a view draws, in drawing order, by their fill.
@MainActor
enum SwitchTrack {
    static func paints(_ view: some View) -> [DisplayPaint] {
        ViewHost(view).displayList(on: .iPhone16).compactMap { item -> DisplayPaint? in
            if case let .shape(_, paint, nil) = item.content, item.frame.size == CGSize(width: 51, height: 31) { paint } else { nil }
        }
    }
}
