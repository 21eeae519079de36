/// A presented sheet as iOS 18 draws it on an iPhone (`SheetMetrics`): the content on the
/// system background (or the presentation background asked for) with 12 pt top corners, as tall
/// as its detent above the bottom safe area and running on under the home indicator, with the
/// grabber when asked for; or a full-screen cover's content over the system background, the whole
/// screen. Placed in the screen's safe area.
@MainActor
struct SheetCard: View {
    let content: [ViewNode]
    /// The sheet's height above the bottom safe area; nil for a full-screen cover.
    let detentValue: CGFloat?
    let cornerRadius: CGFloat
    let background: AnyView?
    let showsGrabber: Bool
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        if let detentValue {
            ResolvedNodes(nodes: content)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background { surface.ignoresSafeArea(.container, edges: .bottom) }
                .mask {
                    UnevenRoundedRectangle(topLeadingRadius: cornerRadius, topTrailingRadius: cornerRadius, style: .continuous)
                        .ignoresSafeArea(.container, edges: .bottom)
                }
                .overlay(alignment: .top) {
                    if showsGrabber {
                        Capsule()
                            .fill(Color(uiColor: .tertiaryLabel))
                            .frame(width: SheetMetrics.grabberSize.width, height: SheetMetrics.grabberSize.height)
                            .padding(.top, SheetMetrics.grabberTopInset)
                            .accessibilityHidden(true)
                    }
                }
                .frame(height: detentValue)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottom)
        } else {
            ResolvedNodes(nodes: content)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background { surface.ignoresSafeArea() }
        }
    }

    /// The presentation background asked for, else the system background: in dark, the elevated
    /// one a sheet stands on (#1C1C1E, the secondary system background's dark value).
    @ViewBuilder private var surface: some View {
        if let background {
            background
        } else if colorScheme == .dark, detentValue != nil {
            Color(uiColor: .secondarySystemBackground)
        } else {
            Color(uiColor: .systemBackground)
        }
    }
}
