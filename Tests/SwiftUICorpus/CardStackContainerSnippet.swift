import SwiftUI

/// The key of `isPinnedCard`, written out as `@Entry` writes it (the Apple typecheck expands no
/// macros; `SubviewsTests` declares one with `@Entry`).
private struct PinnedCardKey: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    /// Whether a card asks its stack to mark it.
    var isPinnedCard: Bool {
        get { self[PinnedCardKey.self] }
        set { self[PinnedCardKey.self] = newValue }
    }
}

/// A custom container as iOS 18's documentation writes one: each subview of its content on a
/// card, a pinned card marked, and a count over them all.
@MainActor
public struct CardStackContainerSnippet<Content: View>: View {
    @ViewBuilder var content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) cards").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(subviews: content) { subview in
                HStack {
                    subview
                    Spacer()
                    if subview.containerValues.isPinnedCard {
                        Image(systemName: "pin.fill")
                    }
                }
                .padding()
                .background(.background, in: .rect(cornerRadius: 12))
            }
        }
    }
}

/// The container in use.
@MainActor
public struct CardStackUseSnippet: View {
    public init() {}

    public var body: some View {
        CardStackContainerSnippet {
            Text("Tempo run").containerValue(\.isPinnedCard, true)
            ForEach(["Long run", "Recovery"], id: \.self) { Text($0) }
        }
    }
}
