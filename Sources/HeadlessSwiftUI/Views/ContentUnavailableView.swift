/// What a screen shows when it has nothing to show (Apple: `ContentUnavailableView`, iOS 17): a
/// large symbol in the secondary color, a bold title and a description, centred, with actions
/// below. `.search` and `.search(text:)` are the system's empty search result.
///
/// ```swift
/// ContentUnavailableView("No Workouts", systemImage: "figure.run", description: Text("Start one from Today."))
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view of a label, a description and actions.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { bodyError() }
}

extension ContentUnavailableView where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A symbol and a title looked up as a localized key, with an optional description.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }

    /// A symbol and a title shown verbatim, with an optional description.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// The system's "No Results" for a search.
    public static var search: ContentUnavailableView<HeadlessSwiftUI.Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(
            label: { HeadlessSwiftUI.Label("No Results", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") })
    }

    /// The system's "No Results" for a search of `text`.
    public static func search(text: String) -> ContentUnavailableView<HeadlessSwiftUI.Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(
            label: { HeadlessSwiftUI.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") })
    }
}

/// The measurements of an unavailable-content view, in points: the symbol at 48 pt, the title in
/// `.title2` bold, the description in `.callout`, 8 pt apart, actions 16 pt below.
enum ContentUnavailableMetrics {
    static let symbolSize: CGFloat = 48
    static let spacing: CGFloat = 8
    static let actionsSpacing: CGFloat = 16
}

extension ContentUnavailableView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            VStack(spacing: ContentUnavailableMetrics.actionsSpacing) {
                VStack(spacing: ContentUnavailableMetrics.spacing) {
                    label.labelStyle(ContentUnavailableLabelStyle())
                    description.font(.callout).foregroundStyle(Color.secondary).multilineTextAlignment(.center)
                }
                actions
            }
            .padding(.horizontal, 32)
            .frame(maxWidth: .infinity, maxHeight: .infinity),
            component: "unavailable")
    }
}

/// An unavailable-content label: the large secondary symbol over the bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: ContentUnavailableMetrics.spacing) {
            configuration.icon.font(.system(size: ContentUnavailableMetrics.symbolSize)).foregroundStyle(Color.secondary)
            configuration.title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}
