/// A presented sheet as iOS 18 draws it on an iPhone (`SheetMetrics`): the content on the
/// system background (or the presentation background asked for) with 12 pt top corners, as tall
/// as its detent above the bottom safe area and running on under the home indicator, with the
/// grabber when asked for; or a full-screen cover's content over the system background, the whole
/// screen. Placed in the screen's safe area.
@MainActor
struct SheetCard: View {
    /// A sheet at a detent, or a cover.
    enum Shape {
        /// A sheet `detentValue` tall above the bottom safe area, its top corners rounded by
        /// `cornerRadius`, with or without the grabber.
        case sheet(detentValue: CGFloat, cornerRadius: CGFloat, showsGrabber: Bool)
        /// The whole screen.
        case cover
    }

    let content: [ViewNode]
    let shape: Shape
    let background: AnyView?

    var body: some View {
        switch shape {
        case let .sheet(detentValue, cornerRadius, showsGrabber):
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
        case .cover:
            ResolvedNodes(nodes: content)
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .background { surface.ignoresSafeArea() }
        }
    }

    /// The presentation background asked for, else the system background (a sheet's card is
    /// resolved at the elevated level, so in dark it draws UIKit's elevated #1C1C1E, D245).
    @ViewBuilder private var surface: some View {
        if let background {
            background
        } else {
            Color(uiColor: .systemBackground)
        }
    }
}
