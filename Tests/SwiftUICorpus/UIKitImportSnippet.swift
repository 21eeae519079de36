import SwiftUI
import UIKit

extension UIColor {
    /// An app's own color, declared on UIKit's type as apps written before SwiftUI's colors do.
    static var versionBadge: UIColor {
        UIColor { traits in traits.userInterfaceStyle == .dark ? .systemGray5 : .systemGray6 }
    }
}

/// A screen file as apps that bridge to UIKit write it, with `import UIKit` beside `import
/// SwiftUI`: the system's version from `UIDevice`, a color extension on `UIColor`, and a button
/// that opens the app's page in Settings through `UIApplication`.
@MainActor
public struct UIKitImportSnippet: View {
    private let systemVersion: String

    /// The screen, showing `systemVersion` (the device's by default).
    public init(systemVersion: String = UIDevice.current.systemVersion) {
        self.systemVersion = systemVersion
    }

    public var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Text("iOS version")
                Spacer()
                Text(systemVersion).foregroundColor(.gray)
            }
            .padding()
            .background(Color(UIColor.versionBadge))
            Button("Open Settings") {
                if let url = URL(string: UIApplication.openSettingsURLString) {
                    UIApplication.shared.open(url)
                }
            }
            .padding()
        }
    }
}
