import Foundation

extension View {
    /// Lets people drag `payload` out of this view (Apple: `draggable(_:)`, iOS 16). A headless
    /// view is never dragged: the view draws as it is and the payload is not made.
    ///
    /// ```swift
    /// PhotoThumbnail(photo).draggable(photo.image)
    /// ```
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { self }

    /// Lets people drag `payload` out of this view, showing `preview` under the finger (Apple:
    /// `draggable(_:preview:)`). Headless nothing is dragged.
    nonisolated public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View { self }

    /// Accepts dropped items of `payloadType` (Apple: `dropDestination(for:action:isTargeted:)`,
    /// iOS 16). Headless nothing is dropped: `action` and `isTargeted` are not called.
    ///
    /// ```swift
    /// Board().dropDestination(for: String.self) { items, _ in cards += items; return true }
    /// ```
    @_disfavoredOverload
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View { self }
}
