import Foundation

extension View {
    /// Runs `action` when the view comes into or goes out of view in its scroll view: visible
    /// while at least `threshold` of its area lies inside the scroll view's bounds (Apple:
    /// `onScrollVisibilityChange(threshold:_:)`, iOS 18). A view visible at its first layout reports
    /// `true` then; one that starts out of view reports nothing until it shows. Outside a scroll
    /// view a view counts as visible.
    ///
    /// ```swift
    /// VideoTile(clip).onScrollVisibilityChange(threshold: 0.8) { visible in visible ? clip.play() : clip.pause() }
    /// ```
    nonisolated public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        onGeometryChange(for: Bool.self) { proxy in
            ScrollVisibility.fraction(of: proxy) >= threshold
        } action: { wasVisible, isVisible in
            // The first layout reports both as the first value: a view that starts visible appears.
            if wasVisible != isVisible || isVisible { action(isVisible) }
        }
    }
}

/// How much of a view its scroll view shows.
enum ScrollVisibility {
    /// The share of the view's area inside the bounds of the scroll view around it (1 without one).
    static func fraction(of proxy: GeometryProxy) -> Double {
        guard let bounds = proxy.bounds(of: .scrollView) else { return 1 }
        let own = CGRect(origin: .zero, size: proxy.size)
        let area = own.width * own.height
        guard area > 0 else { return bounds.contains(own.origin) ? 1 : 0 }
        let shown = own.intersection(bounds)
        return shown.isNull ? 0 : Double(shown.width * shown.height / area)
    }
}
