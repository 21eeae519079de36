/// When a dragged sheet dismisses: its drag, or the drag's predicted end (UIKit's projection,
/// translation + velocity × 0.25 s), passes `distance` points (decision D42). Shared by the pastel
/// `DragDismissSheet` and the athletic `.sheetRise`.
enum FlickDismissal {
    /// How far the sheet must travel, by its drag or the drag's predicted end, in points.
    static let distance: Double = 160

    /// Whether a drag ending at `translation` with this predicted end dismisses the sheet.
    static func dismisses(translation: Double, predictedEnd: Double) -> Bool {
        max(translation, predictedEnd) > distance
    }
}
