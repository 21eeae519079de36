import SwiftUI

/// A switch style that only tints the standard switch, wrapping `Toggle(configuration)`.
public struct OrangeSwitchStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).tint(.orange)
    }
}

/// Toggles labelled with a symbol, and a style that wraps the standard switch, as app settings
/// screens write them.
@MainActor
public struct ToggleLabelsSnippet: View {
    @State private var airplaneMode = false
    @State private var wifi = true

    public init() {}

    public var body: some View {
        Form {
            Toggle("Airplane Mode", systemImage: "airplane", isOn: $airplaneMode)
            Toggle(String("Wi-Fi"), systemImage: "wifi", isOn: $wifi).toggleStyle(OrangeSwitchStyle())
        }
    }
}
