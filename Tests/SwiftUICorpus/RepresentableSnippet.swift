import SwiftUI

/// A spinner as apps written for iOS 13, before `ProgressView`, wrap UIKit's.
public struct LoadingSpinner: UIViewRepresentable {
    /// A spinning spinner.
    public init() {}

    public func makeUIView(context: Context) -> UIActivityIndicatorView {
        UIActivityIndicatorView()
    }

    public func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) {
        uiView.startAnimating()
    }
}

/// A swatch of a UIKit color with a coordinator that counts the updates it has seen.
public struct ColorSwatch: UIViewRepresentable {
    /// What the swatch keeps across updates.
    @MainActor public final class Coordinator {
        /// How many times the swatch was brought up to date.
        public var updates = 0
    }

    /// The swatch's color.
    public let color: UIColor
    /// Told how many updates the coordinator has seen, after each.
    public let report: (Int) -> Void

    /// A swatch of `color`, reporting its updates to `report`.
    public init(color: UIColor, report: @escaping (Int) -> Void = { _ in }) {
        self.color = color
        self.report = report
    }

    public func makeCoordinator() -> Coordinator { Coordinator() }

    public func makeUIView(context: Context) -> UIView {
        UIView(frame: .zero)
    }

    public func updateUIView(_ uiView: UIView, context: Context) {
        uiView.backgroundColor = color
        context.coordinator.updates += 1
        report(context.coordinator.updates)
    }
}

/// A loading row and a swatch under it, as a screen uses wrapped UIKit views.
@MainActor
public struct RepresentableSnippet: View {
    /// The screen.
    public init() {}

    public var body: some View {
        VStack {
            HStack {
                LoadingSpinner()
                Text("Loading hymns")
            }
            ColorSwatch(color: .systemTeal).frame(height: 44)
        }
    }
}
