import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// What each presentation is (Apple's documentation of each modifier): a full-screen cover is
/// modal like a sheet, for a flag or an item, with no stack needed; `navigationDestination(item:)`
/// pushes onto the stack, under a back button; a sheet refuses a swipe down when any view inside it
/// says `interactiveDismissDisabled()`.
@MainActor
struct PresentationKindTests {
    struct Workout: Identifiable {
        let id: Int
    }

    func labels(_ view: some View) -> [String] { ViewHost(view).accessibilityElements.map(\.label) }

    @Test func aFullScreenCoverShowsItsContent() {
        #expect(labels(Text("Under").fullScreenCover(isPresented: .constant(true)) { Text("Cover") }).contains("Cover"))
        #expect(labels(Text("Under").fullScreenCover(item: .constant(Workout(id: 3))) { Text("Workout \($0.id)") }).contains("Workout 3"))
    }

    @Test func anItemDestinationIsPushedUnderABackButton() {
        let shown = labels(
            NavigationStack {
                Text("Root").navigationTitle("Plans").navigationDestination(item: .constant(Optional(2))) { Text("Week \($0)") }
            })
        #expect(shown.contains("Week 2"))
        // The back button reads the title of the page under it.
        #expect(shown.first == "Plans")
    }

    struct Guarded: View {
        @State private var isPresented = true
        var body: some View {
            Text("Under").sheet(isPresented: $isPresented) {
                VStack {
                    Text("Editing")
                    Text("Unsaved").interactiveDismissDisabled()
                    Text("Notes")
                }
            }
        }
    }

    @Test func anyViewOfASheetCanRefuseASwipe() throws {
        let host = ViewHost(Guarded())
        try host.dragSheet(by: 600)
        host.advance(to: 5)
        #expect(host.accessibilityElements.map(\.label).contains("Editing"))
    }
}
