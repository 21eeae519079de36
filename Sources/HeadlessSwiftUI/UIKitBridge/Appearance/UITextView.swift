/// A scrolling, editable text view (Apple: `UITextView`): `TextEditor` drew through one before
/// iOS 16.
@MainActor
open class UITextView: UIScrollView {}
