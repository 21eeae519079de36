import SwiftUI

/// Liquid Glass on iOS 26 in a small modifier of its own, as ios-typecheck asks.
@available(iOS 26.0, macOS 26.0, *)
@MainActor
public struct GlassSelection: ViewModifier {
    let isSelected: Bool
    let namespace: Namespace.ID

    public func body(content: Content) -> some View {
        if isSelected {
            content
                .glassEffect(Glass.regular.interactive(), in: Capsule())
                .glassEffectID("selection", in: namespace)
        } else {
            content
        }
    }
}

@available(iOS 26.0, macOS 26.0, *)
@MainActor
public struct GlassPickerSnippet: View {
    @State private var selection = 0
    @Namespace private var namespace

    public init() {}

    public var body: some View {
        GlassEffectContainer(spacing: 0) { options }
    }

    private var options: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { index in
                Button {
                    withAnimation(.spring(response: 0.35, dampingFraction: 0.7)) { selection = index }
                } label: {
                    Text("Option \(index)")
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 10)
                }
                .buttonStyle(.plain)
                .modifier(GlassSelection(isSelected: selection == index, namespace: namespace))
            }
        }
        .sensoryFeedback(.selection, trigger: selection)
    }
}

@available(iOS 26.0, macOS 26.0, *)
@MainActor
public struct GlassButtonsSnippet: View {
    public init() {}

    public var body: some View {
        HStack {
            Button("Continue") {}.buttonStyle(.glassProminent)
            Button("Skip") {}.buttonStyle(.glass)
            Button("Log meal") {}.buttonStyle(.glassProminent).controlSize(.large)
        }
    }
}
