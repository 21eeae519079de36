import SwiftUI

/// A stretchy header as app code writes one: a geometry reader reads its frame in the scroll
/// view's named space (`coordinateSpace(name:)`, iOS 13) and in `.scrollView` (iOS 17), and
/// grows when pulled down.
@MainActor
public struct StretchyHeaderSnippet: View {
    public init() {}

    public var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { proxy in
                    let pull = max(proxy.frame(in: .named("feed")).minY, 0)
                    let visible = proxy.bounds(of: .scrollView)?.height ?? 0
                    LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                        .frame(height: 200 + pull)
                        .offset(y: -pull)
                        .overlay(alignment: .bottomLeading) {
                            Text(visible > 0 ? "Morning run" : "")
                                .font(.title.bold())
                                .padding()
                        }
                    let _ = proxy.frame(in: .global)
                    let _ = proxy.frame(in: .scrollView(axis: .vertical))
                    let _ = proxy.frame(in: CoordinateSpace.local)
                }
                .frame(height: 200)
                ForEach(0..<20) { index in
                    Text("Split \(index + 1)").frame(maxWidth: .infinity, alignment: .leading).padding()
                }
            }
        }
        .coordinateSpace(name: "feed")
    }
}
