import Foundation

/// A view that wraps a UIKit view controller (Apple: `UIViewControllerRepresentable`), as apps
/// bridge a share sheet, a mail composer or a controller of their own.
///
/// The layer makes the coordinator and the controller once per place in the tree, and calls
/// `updateUIViewController(_:context:)` every time the view is built again, as SwiftUI does, under
/// observation tracking. There is no UIKit to draw the controller: its view is drawn as any
/// wrapped `UIView` is, its background color over the space it takes (D301, D303).
///
/// ```swift
/// struct ShareSheet: UIViewControllerRepresentable {
///     let items: [Any]
///     func makeUIViewController(context: Context) -> UIActivityViewController {
///         UIActivityViewController(activityItems: items, applicationActivities: nil)
///     }
///     func updateUIViewController(_ controller: UIActivityViewController, context: Context) {}
/// }
/// ```
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The UIKit controller this view wraps.
    associatedtype UIViewControllerType: UIViewController
    /// What the wrapper shares with its controller across updates (a delegate, a cache).
    associatedtype Coordinator = Void
    /// The context `makeUIViewController` and `updateUIViewController` receive.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once for the view's place in the tree.
    @MainActor @preconcurrency func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Brings the controller up to date with the wrapper's values.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Cleans up the controller when it leaves the tree.
    @MainActor @preconcurrency static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// Makes the coordinator, before the controller.
    @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
    /// The size the view wants for `proposal`; nil for the controller's view's own.
    @MainActor @preconcurrency func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
    ) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    @MainActor @preconcurrency public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Does nothing.
    @MainActor @preconcurrency public static func dismantleUIViewController(
        _ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator
    ) {}

    /// The controller's view's own size (nil).
    @MainActor @preconcurrency public func sizeThatFits(
        _ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType, context: Self.Context
    ) -> CGSize? {
        nil
    }

    /// A representable view has no body; the layer draws its controller's view.
    public var body: Never { bodyError() }

    /// The node of the wrapper at `component`: its controller, made once and kept in the graph's
    /// storage for this place, brought up to date, then its view drawn.
    @MainActor func _resolveRepresentable(in parent: ResolveContext, component: String) -> [ViewNode] {
        RepresentedUIKitObject<UIViewControllerType, Coordinator>.resolve(
            Self.self, kind: "UIViewControllerRepresentable", in: parent, component: component, makeCoordinator: makeCoordinator,
            context: UIViewControllerRepresentableContext<Self>.init, make: { makeUIViewController(context: $0) },
            update: { updateUIViewController($0, context: $1) },
            fitted: { sizeThatFits(.unspecified, uiViewController: $0, context: $1) }, view: { $0.view })
    }
}

/// What `makeUIViewController` and `updateUIViewController` are given (Apple:
/// `UIViewControllerRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
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
