/// Where a popover's arrow points (Apple: `PopoverAttachmentAnchor`).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view, its bounds by default.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// How a presentation adapts where the size class is compact (Apple: `PresentationAdaptation`,
/// iOS 16.4).
public struct PresentationAdaptation: Sendable, Equatable {
    let kind: Int

    /// The system's choice: on iPhone a popover becomes a sheet.
    public static var automatic: PresentationAdaptation { PresentationAdaptation(kind: 0) }
    /// No adaptation.
    public static var none: PresentationAdaptation { PresentationAdaptation(kind: 1) }
    /// As a popover.
    public static var popover: PresentationAdaptation { PresentationAdaptation(kind: 2) }
    /// As a sheet.
    public static var sheet: PresentationAdaptation { PresentationAdaptation(kind: 3) }
    /// As a full-screen cover.
    public static var fullScreenCover: PresentationAdaptation { PresentationAdaptation(kind: 4) }
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true (Apple:
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`). On iPhone, where the size
    /// class is compact, iOS adapts a popover into a sheet, and so it is drawn here: as a sheet.
    ///
    /// ```swift
    /// Button("Details") { showingDetails = true }
    ///     .popover(isPresented: $showingDetails) { WorkoutDetails() }
    /// ```
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Presents `content` for `item` in a popover while `item` is not nil (Apple:
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`); on iPhone, a sheet.
    nonisolated public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        sheet(item: item, content: content)
    }

    /// How presentations inside adapt where the size class is compact (Apple:
    /// `presentationCompactAdaptation(_:)`). The layer draws every popover as iPhone's default
    /// adaptation, a sheet, whatever is asked (docs/swiftui-subset.md).
    nonisolated public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }

    /// How presentations inside adapt in each compact dimension (Apple:
    /// `presentationCompactAdaptation(horizontal:vertical:)`); see the one-argument form.
    nonisolated public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> some View { self }
}
