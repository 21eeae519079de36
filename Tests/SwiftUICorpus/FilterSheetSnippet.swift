import SwiftUI

/// A filter sheet as map and list screens write it for iOS 16.4 and later: a bar-height detent
/// beside the system ones, the current detent bound to state, the page behind usable while the
/// sheet is small, the grabber shown, and a rounder sheet on a thin material.
@MainActor
public struct FilterSheetSnippet: View {
    @State private var showsFilters = true
    @State private var detent = PresentationDetent.medium
    @State private var onlyFavourites = false

    public init() {}

    public var body: some View {
        NavigationStack {
            List(["Run", "Ride", "Swim"], id: \.self) { Text($0) }
                .navigationTitle("Workouts")
                .sheet(isPresented: $showsFilters) {
                    Form {
                        Toggle("Only favourites", isOn: $onlyFavourites)
                    }
                    .presentationDetents([.custom(BarDetent.self), .medium, .large], selection: $detent)
                    .presentationDragIndicator(.visible)
                    .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    .presentationContentInteraction(.scrolls)
                    .presentationCornerRadius(20)
                    .presentationBackground(.thinMaterial)
                }
        }
    }
}

/// A detent as tall as a toolbar: a tenth of the full sheet, at least 60 pt.
private struct BarDetent: CustomPresentationDetent {
    static func height(in context: Context) -> CGFloat? { max(60, context.maxDetentValue * 0.1) }
}
