import Foundation
import HeadlessSwiftUI

/// A preview made: the name it was given, the layout and orientation its traits ask for, and
/// its view with every `PreviewModifier` of its traits applied.
@MainActor
public struct MadePreview {
    /// The name the `#Preview` was given, if any.
    public let name: String?
    /// The layout its traits ask for; `.device` when they name none (Xcode's default).
    public let layout: PreviewLayout
    /// The device orientation its traits ask for; `.portrait` when they name none.
    public let orientation: InterfaceOrientation
    private let preview: Preview

    init(_ preview: Preview) {
        self.preview = preview
        name = preview.name
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        for trait in preview.traits {
            switch trait.setting {
            case let .layout(value): layout = value
            case let .orientation(value): orientation = value
            case .modifier, .group: break
            }
        }
        self.layout = layout
        self.orientation = orientation
    }

    /// The preview's view: its body, inside each modifier of its traits (the first written
    /// outermost), each modifier's shared context made first.
    public func view() async throws -> AnyView {
        var view = AnyView(preview.body())
        for trait in preview.traits.reversed() {
            guard case let .modifier(modifier) = trait.setting else { continue }
            let context = try await modifier.makeSharedContext()
            view = modifier.body(content: view, context: context)
        }
        return view
    }
}
