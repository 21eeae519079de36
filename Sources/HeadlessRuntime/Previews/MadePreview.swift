import Foundation
import HeadlessLayout
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
    private let body: @MainActor () -> any View
    private let modifiers: [AnyPreviewModifier]

    init(_ preview: Preview) {
        body = preview.body
        name = preview.name
        var layout = PreviewLayout.device
        var orientation = InterfaceOrientation.portrait
        var modifiers: [AnyPreviewModifier] = []
        for trait in preview.traits {
            switch trait.setting {
            case let .layout(value): layout = value
            case let .orientation(value): orientation = value
            case let .modifier(modifier): modifiers.append(modifier)
            // `Preview` flattens its groups.
            case .group: break
            }
        }
        self.layout = layout
        self.orientation = orientation
        self.modifiers = modifiers
    }

    /// A `PreviewProvider`'s previews as one preview, named, laid out and turned as their
    /// `previewDisplayName`, `previewLayout` and `previewInterfaceOrientation` say (the type's
    /// name, the device, portrait where they say nothing).
    init(provider: any PreviewProvider.Type) {
        let view = AnyView(provider.previews)
        let settings = ViewHost(view).graph.nodes.preference(PreviewSettingsKey.self)
        body = { view }
        modifiers = []
        name = settings.displayName ?? String(describing: provider)
        layout = settings.layout ?? .device
        orientation = settings.orientation ?? .portrait
    }

    /// `device` as this preview is drawn on it: turned on its side for `.landscapeLeft` and
    /// `.landscapeRight`, its safe areas as iOS gives them (`Device.landscape`, D212).
    ///
    /// ```swift
    /// made.device(on: .iPhone16).size  // 852 × 393 for a landscape preview
    /// ```
    public func device(on device: Device) -> Device {
        orientation == .landscapeLeft || orientation == .landscapeRight ? device.landscape : device
    }

    /// The preview's view: its body, inside each modifier of its traits (the first written
    /// outermost), each modifier's shared context made first.
    public func view() async throws -> AnyView {
        var view = AnyView(body())
        for modifier in modifiers.reversed() {
            let context = try await modifier.makeSharedContext()
            view = modifier.body(content: view, context: context)
        }
        return view
    }
}
