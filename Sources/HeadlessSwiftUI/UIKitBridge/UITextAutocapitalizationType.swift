/// When a text field capitalizes what is typed, in UIKit's terms (Apple: UIKit's
/// `UITextAutocapitalizationType`, which SwiftUI's `autocapitalization(_:)` takes).
public enum UITextAutocapitalizationType: Int, Sendable {
    /// Never.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
