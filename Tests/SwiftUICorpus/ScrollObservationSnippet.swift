import SwiftUI

/// A feed as iOS 18 code writes it: a title that shows once the list is scrolled, a clip that
/// plays while mostly visible, a position bound to state with a button back to the top, the scroll
/// phase watched, and the theme color chosen with a color picker.
@MainActor
public struct ScrollObservationSnippet: View {
    @State private var showsTitle = false
    @State private var playing: Set<Int> = []
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var isScrolling = false
    @State private var theme = Color.orange

    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack {
                    ColorPicker("Theme", selection: $theme, supportsOpacity: false)
                    ForEach(0..<20, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 12)
                            .fill(theme.opacity(playing.contains(index) ? 1 : 0.4))
                            .frame(height: 180)
                            .id(index)
                            .onScrollVisibilityChange(threshold: 0.8) { visible in
                                if visible { playing.insert(index) } else { playing.remove(index) }
                            }
                    }
                }
                .padding()
            }
            .scrollPosition($position)
            .onScrollGeometryChange(for: Bool.self) { geometry in
                geometry.contentOffset.y + geometry.contentInsets.top > 40
            } action: { _, scrolled in
                showsTitle = scrolled
            }
            .onScrollPhaseChange { _, phase, context in
                isScrolling = phase.isScrolling && context.velocity != nil
            }
            .navigationTitle(showsTitle ? "Feed" : "")
            .toolbar {
                Button("Top") { position.scrollTo(edge: .top) }
            }
        }
    }
}
