import OpenCombine

extension View {
    /// Runs `action` with each value `publisher` emits while this view is on screen (Apple:
    /// `onReceive(_:perform:)`): the view subscribes when it appears and cancels when it
    /// disappears.
    ///
    /// Headless, a publisher that emits as it is subscribed to (`Just`, a `CurrentValueSubject`)
    /// delivers at once, and a subject's later values arrive when sent; a timer's publisher never
    /// fires, since nothing runs the run loop between pictures: a still picture shows the screen
    /// as it appears (docs/swiftui-subset.md).
    ///
    /// ```swift
    /// Text(elapsed, format: .number)
    ///     .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in elapsed += 1 }
    /// ```
    nonisolated public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(OnReceiveModifier(publisher: UncheckedSendable(publisher), action: UncheckedSendable(action)))
    }
}

/// Subscribes `action` to `publisher` from the view's appearance to its disappearance.
struct OnReceiveModifier<P: Publisher> where P.Failure == Never {
    let publisher: UncheckedSendable<P>
    let action: UncheckedSendable<(P.Output) -> Void>
    @State private var subscription = ReceiveSubscription()

    nonisolated init(publisher: UncheckedSendable<P>, action: UncheckedSendable<(P.Output) -> Void>) {
        self.publisher = publisher
        self.action = action
    }
}

extension OnReceiveModifier: ViewModifier {
    func body(content: Content) -> some View {
        content
            .onAppear {
                let action = self.action
                subscription.cancellable = publisher.value.sink { value in action.value(value) }
            }
            .onDisappear { subscription.cancellable = nil }
    }
}

/// The cancellable of an `onReceive` subscription, kept in the view's state.
final class ReceiveSubscription: @unchecked Sendable {
    var cancellable: AnyCancellable?
}
