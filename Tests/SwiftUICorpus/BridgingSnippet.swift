import SwiftUI

#if canImport(UIKit)
    import UIKit
#endif

/// How many rows a list below reports.
public struct VisibleRowsKey: PreferenceKey {
    public static let defaultValue = 0

    public static func reduce(value: inout Int, nextValue: () -> Int) {
        value += nextValue()
    }
}

/// An app screen's bridges to UIKit colors and its layout helpers: a color computed per
/// appearance, a SwiftUI color read back as components, a button pinned under a scroll view with
/// `safeAreaInset`, a scroll view reader, and a count reported up with `onPreferenceChange`.
@MainActor
public struct BridgingSnippet: View {
    @State private var rows = 0

    /// The screen.
    public init() {}

    /// Ink that is black in the light appearance and white in the dark.
    public static let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }

    /// Ink that turns black under Increase Contrast, and the value it resolves to there.
    public static let contrastInk = UIColor { traits in traits.accessibilityContrast == .high ? .black : UIColor(white: 0.33, alpha: 1) }
    public static var highContrastInk: UIColor { contrastInk.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)) }

    /// The red component of SwiftUI's orange, as UIKit reads it.
    public static var orangeRed: CGFloat {
        var red: CGFloat = 0
        _ = UIColor(Color.orange).getRed(&red, green: nil, blue: nil, alpha: nil)
        return red
    }

    public var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 12) {
                    ForEach(["Warm-up", "Intervals", "Cool-down"], id: \.self) { name in
                        Text(name).id(name).preference(key: VisibleRowsKey.self, value: 1)
                    }
                }
                .frame(maxWidth: .infinity)
                .padding()
            }
            .onAppear { proxy.scrollTo("Intervals", anchor: .center) }
        }
        .onPreferenceChange(VisibleRowsKey.self) { rows = $0 }
        .safeAreaInset(edge: .bottom, spacing: 8) {
            Text("\(rows) steps")
                .foregroundStyle(Color(uiColor: Self.ink))
                .frame(maxWidth: .infinity)
                .padding()
                .background(Color(uiColor: UIColor(named: "Missing") ?? .secondarySystemBackground.withAlphaComponent(0.9)))
        }
        .safeAreaPadding(.horizontal, 4)
    }
}
