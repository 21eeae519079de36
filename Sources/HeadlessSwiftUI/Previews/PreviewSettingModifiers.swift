/// What a `PreviewProvider`'s previews say about themselves (Apple: the preview traits that
/// `previewDisplayName(_:)`, `previewLayout(_:)`, `previewDevice(_:)` and
/// `previewInterfaceOrientation(_:)` set). They change nothing the view draws; a review reads them.
package struct PreviewSettings: Sendable, Equatable {
    /// The name the preview is shown under.
    package var displayName: String?
    /// Its layout.
    package var layout: PreviewLayout?
    /// The device it names.
    package var device: PreviewDevice?
    /// The device's orientation.
    package var orientation: InterfaceOrientation?

    package init() {}
}

/// The preview settings of a view, passed up as a preference: the innermost setting of each kind wins.
package struct PreviewSettingsKey: PreferenceKey {
    package static let defaultValue = PreviewSettings()

    package static func reduce(value: inout PreviewSettings, nextValue: () -> PreviewSettings) {
        let next = nextValue()
        value.displayName = next.displayName ?? value.displayName
        value.layout = next.layout ?? value.layout
        value.device = next.device ?? value.device
        value.orientation = next.orientation ?? value.orientation
    }
}

extension View {
    /// Names the preview (Apple: `previewDisplayName(_:)`).
    ///
    /// ```swift
    /// WorkoutRow(workout: .sample).previewDisplayName("Row")
    /// ```
    nonisolated public func previewDisplayName(_ value: String?) -> some View {
        previewSetting { $0.displayName = value }
    }

    /// Lays the preview out as `value` says (Apple: `previewLayout(_:)`).
    nonisolated public func previewLayout(_ value: PreviewLayout) -> some View {
        previewSetting { $0.layout = value }
    }

    /// Shows the preview on the device named `value` (Apple: `previewDevice(_:)`).
    nonisolated public func previewDevice(_ value: PreviewDevice?) -> some View {
        previewSetting { $0.device = value }
    }

    /// Shows the preview with its device in `value` (Apple: `previewInterfaceOrientation(_:)`).
    nonisolated public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        previewSetting { $0.orientation = value }
    }

    nonisolated private func previewSetting(_ set: (inout PreviewSettings) -> Void) -> some View {
        var settings = PreviewSettings()
        set(&settings)
        return preference(key: PreviewSettingsKey.self, value: settings)
    }
}
