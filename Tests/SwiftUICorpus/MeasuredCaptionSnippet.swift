import SwiftUI

/// A caption that measures itself with `onGeometryChange` (iOS 16) and reports its width and
/// height to whoever hosts it, and a button that widens it; inside a tab view in the sidebar
/// adaptable style (iOS 18), a bottom tab bar on iPhone.
@MainActor
public struct MeasuredCaptionSnippet: View {
    @State private var wide = false
    @State private var captionHeight: CGFloat = 0
    let report: (_ width: CGFloat) -> Void
    let reportChange: (_ oldWidth: CGFloat, _ newWidth: CGFloat) -> Void

    /// A snippet that hands each width of its caption to `report`, and each change to `reportChange`.
    public init(report: @escaping (_ width: CGFloat) -> Void, reportChange: @escaping (_ oldWidth: CGFloat, _ newWidth: CGFloat) -> Void) {
        self.report = report
        self.reportChange = reportChange
    }

    public var body: some View {
        TabView {
            Tab("Caption", systemImage: "text.alignleft") {
                VStack(spacing: 12) {
                    Text("Measured caption")
                        .frame(width: wide ? 240 : 120)
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.width
                        } action: {
                            report($0)
                        }
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.width
                        } action: { old, new in
                            reportChange(old, new)
                        }
                        .onGeometryChange(for: CGFloat.self) { proxy in
                            proxy.size.height
                        } action: {
                            captionHeight = $0
                        }
                    Text("Height \(Int(captionHeight))")
                    Button("Widen") { wide = true }
                }
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}
