/// The way back from a pushed page: the title of the page under it and how to pop.
struct NavigationBack {
    /// The title of the page under this one; nil when it has none.
    let title: Text?
    let pop: @MainActor () -> Void
}

/// A pushed page's back button, as UIKit draws it: a semibold `chevron.backward` at the large image
/// scale (taller than the text beside it) and the title of
/// the page under it (or "Back" when that page has no title, as `UINavigationItem` documents),
/// in the tint. VoiceOver reads the title as a button.
@MainActor
struct NavigationBackButton: View {
    let back: NavigationBack

    var body: some View {
        let title = back.title ?? SystemWord.back.text
        Button(action: back.pop) {
            HStack(spacing: NavigationBarMetrics.backButtonSpacing) {
                Image(systemName: "chevron.backward").fontWeight(.semibold).imageScale(.large)
                title.lineLimit(1)
            }
        }
        .accessibilityLabel(title)
    }
}
