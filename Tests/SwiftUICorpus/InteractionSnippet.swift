import SwiftUI

/// Text fields with focus, navigation, sheets, gestures, transitions and feedback.
@MainActor
public struct InteractionSnippet: View {
    @State private var name = ""
    @State private var showsDetail = false
    @State private var showsSheet = false
    @State private var selection = 0
    @FocusState private var nameFocused: Bool
    @GestureState private var dragOffset: CGSize = .zero
    @Namespace private var namespace

    public init() {}

    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(spacing: 16) {
                    TextField("Name", text: $name)
                        .focused($nameFocused)
                    Button("Details") { showsDetail = true }
                    Button("Sheet") { showsSheet = true }
                    Capsule()
                        .fill(Color.green)
                        .frame(width: 80, height: 32)
                        .matchedGeometryEffect(id: selection, in: namespace)
                        .offset(dragOffset)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .updating($dragOffset) { value, state, _ in state = value.translation }
                                .onEnded { value in selection += value.translation.width > 0 ? 1 : -1 }
                        )
                        .sensoryFeedback(.selection, trigger: selection)
                    if showsDetail {
                        Text("Detail")
                            .transition(.opacity.combined(with: .offset(y: 12)))
                    }
                    Image(systemName: "bell.fill")
                        .symbolEffect(.bounce, value: selection)
                }
            }
            .navigationDestination(isPresented: $showsDetail) {
                Text("Pushed")
            }
            .navigationBarTitleDisplayMode(.inline)
            .sheet(isPresented: $showsSheet) {
                Text("Sheet content")
            }
        }
    }
}

/// A custom layout: children side by side, each offered an equal share.
public struct EqualWidthLayout: Layout {
    public init() {}

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        return CGSize(width: widest * CGFloat(subviews.count), height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let width = bounds.width / CGFloat(max(subviews.count, 1))
        for (index, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + width * CGFloat(index), y: bounds.minY),
                proposal: ProposedViewSize(width: width, height: bounds.height))
        }
    }
}

@MainActor
public struct LayoutSnippet: View {
    public init() {}

    public var body: some View {
        VStack {
            EqualWidthLayout {
                Text("Easy")
                Text("Hard")
            }
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2)
            }
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            }
            TimelineView(.animation(minimumInterval: 1.0 / 30)) { timeline in
                Text(timeline.date, style: .time)
            }
        }
    }
}

/// Previews registered the way the catalog will read them.
public struct SampleScreenPreviews: PreviewProvider {
    public static var previews: some View {
        SampleScreen()
        SampleScreen().environment(\.colorScheme, .dark)
    }
}
