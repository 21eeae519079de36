import Foundation

/// How the layer draws a UIKit view a `UIViewRepresentable` wraps, with no UIKit to draw it (D301):
/// a `UIActivityIndicatorView` as SwiftUI's circular `ProgressView`, which it is on iOS; any other
/// view as its background color over the space it takes. Its size is what `sizeThatFits` answered,
/// else its `intrinsicContentSize` on each axis that has one, else what it is offered.
@MainActor enum UIViewDrawing {
    static func view(for uiView: UIView, fitted: CGSize?) -> AnyView {
        let intrinsic = uiView.intrinsicContentSize
        let width = fitted?.width ?? (intrinsic.width >= 0 ? intrinsic.width : nil)
        let height = fitted?.height ?? (intrinsic.height >= 0 ? intrinsic.height : nil)
        let content: AnyView
        if let spinner = uiView as? UIActivityIndicatorView {
            let stopped = !spinner.isAnimating && spinner.hidesWhenStopped
            content =
                uiView.isHidden || stopped
                ? AnyView(Color.clear)
                : AnyView(
                    ProgressView().progressViewStyle(.circular).controlSize(spinner.isLarge ? .large : .regular)
                        .tint(spinner.color.map { Color(uiColor: $0) }))
        } else {
            content = AnyView(uiView.isHidden ? Color.clear : Color(uiColor: uiView.backgroundColor ?? .clear))
        }
        return AnyView(
            content.opacity(Double(uiView.alpha))
                .frame(width: width, height: height)
                .frame(maxWidth: width == nil ? .infinity : nil, maxHeight: height == nil ? .infinity : nil))
    }
}
