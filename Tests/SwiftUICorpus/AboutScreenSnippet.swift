import Combine
import SwiftUI

/// An about screen as app code writes it with UIKit beside SwiftUI: a hero sized from the main
/// screen, an iPad check, a button that opens the app's page in Settings, and a label that follows
/// the app coming back to the foreground.
@MainActor
public struct AboutScreenSnippet: View {
    @State private var returns = 0
    private let heroWidth = UIScreen.main.bounds.width * 0.6

    public init() {}

    public var body: some View {
        List {
            Section {
                Image(systemName: "figure.run")
                    .resizable()
                    .scaledToFit()
                    .frame(width: heroWidth, height: heroWidth / 2)
                    .frame(maxWidth: .infinity)
            }
            Section("Device") {
                LabeledContent("System", value: "\(UIDevice.current.systemName) \(UIDevice.current.systemVersion)")
                LabeledContent("Layout", value: UIDevice.current.userInterfaceIdiom == .pad ? "Sidebar" : "Tabs")
                LabeledContent("Scale", value: "\(Int(UIScreen.main.scale))x")
                LabeledContent("Returns", value: "\(returns)")
            }
            Section {
                Button("Open Settings") {
                    if let url = URL(string: UIApplication.openSettingsURLString), UIApplication.shared.canOpenURL(url) {
                        UIApplication.shared.open(url, options: [:], completionHandler: nil)
                    }
                }
            }
        }
        .onReceive(NotificationCenter.default.publisher(for: UIApplication.willEnterForegroundNotification)) { _ in
            returns += 1
        }
    }
}
