import Foundation
import HeadlessRuntime
import SwiftUI
import Testing

/// The navigation bar's row (`NavigationBarRowLayout`, D282): the title on the bar's centre unless
/// the items come within 16 pt of it, and, unproposed, as wide as its items and title side by side.
@MainActor
struct NavigationBarRowTests {
    @Test func unproposedTheRowIsAsWideAsItsItemsAndTitle() throws {
        let page = NavigationStack {
            Color.clear.frame(width: 10, height: 10)
                .navigationTitle("Title")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
        }
        let host = ViewHost(page)
        let title = try host.frame(ofText: "Title")
        let done = try host.frame(ofText: "Done")
        // The 16 pt margins either side and the title's 16 pt clearance from "Done".
        #expect(abs(host.idealSize().width - (16 + title.width + 16 + done.width + 16)) < 0.5, "\(title) \(done)")
    }
}
