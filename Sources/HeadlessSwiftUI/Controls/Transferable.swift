import Foundation

/// A type whose values can be shared, dragged or copied (Apple: `Transferable`, in Core
/// Transferable, which SwiftUI re-exports). Headless, nothing is transferred: the protocol lets
/// `ShareLink` and `SharePreview` take the values apps give them.
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}
