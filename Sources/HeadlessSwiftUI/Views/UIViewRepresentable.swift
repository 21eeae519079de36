import Foundation

/// A view that wraps a UIKit view (Apple: `UIViewRepresentable`), as apps bridge what SwiftUI
/// lacked when they were written: a spinner before `ProgressView`, a text view, a colored swatch.
///
/// The layer makes the coordinator and the UIKit view once per place in the tree, and calls
/// `updateUIView(_:context:)` every time the view is built again, as SwiftUI does; what the update
/// reads of an observable model updates it when it changes. There is no UIKit to draw the view:
/// a `UIActivityIndicatorView` is drawn as SwiftUI's spinner and any other view as the space it
/// takes, filled with its background color (`UIView`, D301).
///
/// ```swift
/// struct ActivityIndicator: UIViewRepresentable {
///     func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView() }
///     func updateUIView(_ view: UIActivityIndicatorView, context: Context) { view.startAnimating() }
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view this view wraps.
    associatedtype UIViewType: UIView
    /// What the wrapper shares with its UIKit view across updates (a delegate, a cache).
    associatedtype Coordinator = Void
    /// The context `makeUIView` and `updateUIView` receive.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the UIKit view, once for the view's place in the tree.
    @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Brings the UIKit view up to date with the wrapper's values.
    @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Cleans up the UIKit view when it leaves the tree.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// Makes the coordinator, before the UIKit view.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// The size the view wants for `proposal`; nil for the UIKit view's own.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    @MainActor @preconcurrency public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// Does nothing.
    @MainActor @preconcurrency public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}

    /// The UIKit view's own size (nil).
    @MainActor @preconcurrency public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
        -> CGSize?
    {
        nil
    }

    /// A representable view has no body; the layer draws its UIKit view.
    public var body: Never { bodyError() }

    /// The node of the wrapper at `component`: its UIKit view, made once and kept in the graph's
    /// storage for this place, brought up to date, then drawn.
    @MainActor func _resolveRepresentable(in parent: ResolveContext, component: String) -> [ViewNode] {
        RepresentedUIKitObject<UIViewType, Coordinator>.resolve(
            Self.self, kind: "UIViewRepresentable", in: parent, component: component, makeCoordinator: makeCoordinator,
            context: UIViewRepresentableContext<Self>.init, make: { makeUIView(context: $0) },
            update: { updateUIView($0, context: $1) }, fitted: { sizeThatFits(.unspecified, uiView: $0, context: $1) },
            view: { $0 })
    }
}

/// What `makeUIView` and `updateUIView` are given (Apple: `UIViewRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The environment where the wrapper stands.
    public let environment: EnvironmentValues
    /// The transaction of the update (its animation).
    public var transaction: Transaction { TransactionContext.current }

    init(coordinator: Representable.Coordinator, environment: EnvironmentValues) {
        self.coordinator = coordinator
        self.environment = environment
    }
}
