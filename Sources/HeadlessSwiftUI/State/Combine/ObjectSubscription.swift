import OpenCombine

/// A view's subscription to an observable object's `objectWillChange`: the object is OpenCombine's
/// `ObservableObject`, as Apple's is Combine's (D201). The subscription is cancelled when the
/// view's storage releases it.
final class ObjectSubscription: @unchecked Sendable {
    private let cancellable: AnyCancellable
    /// The object subscribed to, to tell whether a view now holds another one.
    let object: AnyObject

    /// Subscribes `invalidate` to `object`'s changes.
    init<O: ObservableObject>(_ object: O, invalidate: @escaping @Sendable () -> Void) {
        cancellable = object.objectWillChange.sink { _ in invalidate() }
        self.object = object
    }
}
