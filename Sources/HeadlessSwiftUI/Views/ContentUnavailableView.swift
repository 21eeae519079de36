import PlatformFacts

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

/// The measurements of an unavailable-content view, in points: the symbol at 48 pt over the
/// `.title2` bold title, the description in `.subheadline` 2.67 pt under it, and 20 pt under the
/// description whether or not actions follow; the actions small, capsule-shaped bordered buttons.
/// Measured on iOS 18 (martinomamic/RSSReader's `EmptyStateView` references, 375 × 400 pt at 3x,
/// Large text): the title's baseline 59.67 pt under the symbol's ink centre, the description's
/// baseline 22.33 pt under the title's, the button 28 pt tall from 20 pt under the description's
/// line, and the whole centred, so that adding the button moves the rest up 14 pt (D281).
enum ContentUnavailableMetrics {
    static let symbolSize: CGFloat = 48
    /// The space over the title, under the symbol's frame (its ink and SF Symbols' margin, D293).
    static let titleSpacing: CGFloat = 15
    /// The space over the description, under the title's line.
    static let descriptionSpacing: CGFloat = 2.67
    /// The space under the description (or the title), above any actions.
    static let bottomPadding: CGFloat = 20

    /// How much larger the symbol and the space around it are at `size` than at Large: as the
    /// title's `.title2` leading grows.
    static func symbolScale(at size: DynamicTypeSize) -> CGFloat {
        DynamicTypeTable.scaledAsLeading(1, relativeTo: .title2, at: size.category)
    }
}

extension ContentUnavailableView: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        context.resolve(
            VStack(spacing: 0) {
                VStack(spacing: ContentUnavailableMetrics.descriptionSpacing) {
                    label.labelStyle(ContentUnavailableLabelStyle())
                    description.font(.subheadline).foregroundStyle(Color.secondary).multilineTextAlignment(.center)
                }
                .padding(.bottom, ContentUnavailableMetrics.bottomPadding)
                actions.controlSize(.small)
            }
            .padding(.horizontal, 32)
            .frame(maxWidth: .infinity, maxHeight: .infinity),
            component: "unavailable")
    }
}

/// An unavailable-content label: the large secondary symbol over the bold title.
struct ContentUnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        ContentUnavailableLabel(icon: configuration.icon, title: configuration.title)
    }
}

/// The symbol over the title, the symbol growing with the text size as the title's leading does
/// (`.title2`: 28 pt at Large, 66 pt at AX5): measured on iOS 18 under AX5, a `tray` 2.356 times
/// its Large size, where the leading's ratio is 2.357 (D285).
@MainActor
struct ContentUnavailableLabel<Icon: View, Title: View>: View {
    let icon: Icon
    let title: Title
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        let scale = ContentUnavailableMetrics.symbolScale(at: dynamicTypeSize)
        VStack(spacing: ContentUnavailableMetrics.titleSpacing) {
            icon.font(.system(size: ContentUnavailableMetrics.symbolSize * scale)).foregroundStyle(Color.secondary)
            title.font(.title2.bold()).multilineTextAlignment(.center)
        }
    }
}
