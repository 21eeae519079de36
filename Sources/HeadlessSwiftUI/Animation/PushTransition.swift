import Foundation

extension AnyTransition {
    /// Moves the view in from `edge` while it fades in, and out toward the opposite edge while it
    /// fades out (Apple: `push(from:)`, iOS 16: "animate the view's insertion by moving it in from
    /// the specified edge while fading it in, and animate its removal by moving it out towards the
    /// opposite edge and fading it out").
    ///
    /// ```swift
    /// Text(page.title).id(page).transition(.push(from: .trailing))
    /// ```
    public static func push(from edge: Edge) -> AnyTransition {
        let opposite: Edge
        switch edge {
        case .top: opposite = .bottom
        case .bottom: opposite = .top
        case .leading: opposite = .trailing
        case .trailing: opposite = .leading
        }
        return .asymmetric(
            insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: opposite).combined(with: .opacity))
    }
}
