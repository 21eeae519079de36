import Foundation

/// Where an `AsyncImage` is in loading its image (Apple: `AsyncImagePhase`).
public enum AsyncImagePhase {
    /// Not loaded yet.
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case let .success(image) = self { image } else { nil }
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case let .failure(error) = self { error } else { nil }
    }
}

/// An image loaded from a URL (Apple: `AsyncImage`, iOS 15).
///
/// A picture must not depend on the network, so the layer never loads: the view stays in its
/// `.empty` phase and draws what the app gives for it (the placeholder), as iOS draws it before
/// the data arrives. `AsyncImage(url:)` draws Apple's standard placeholder, a gray that fills the
/// space offered (its gray, the secondary system fill, is not measured yet: docs/fidelity.md).
///
/// ```swift
/// AsyncImage(url: athlete.photoURL) { image in
///     image.resizable().scaledToFill()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 44, height: 44)
/// .clipShape(Circle())
/// ```
public struct AsyncImage<Content: View> {
    let url: URL?
    let phase: (AsyncImagePhase) -> AnyView

    /// An image loaded from `url`, drawn at `scale`, with the standard placeholder until it loads.
    nonisolated public init(url: URL?, scale: CGFloat = 1) where Content == Image {
        self.url = url
        phase = { phase in
            if let image = phase.image { AnyView(image) } else { AnyView(Color(uiColor: .secondarySystemFill)) }
        }
    }

    /// An image loaded from `url`, drawn by `content` once loaded and by `placeholder` until then.
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        phase = { phase in
            if let image = phase.image { AnyView(content(image)) } else { AnyView(placeholder()) }
        }
    }

    /// An image loaded from `url`, drawn by `content` in each phase of the load.
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        phase = { AnyView(content($0)) }
    }

    public var body: Never { bodyError() }
}

extension AsyncImage: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(phase(.empty), component: "phase")
    }
}
