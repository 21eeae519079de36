import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Facts about the navigation bar below the Large text size, measured on fespinoza/sample-json-app's
/// public iOS 17 references, recorded through swift-snapshot-testing's iPhone 13 Pro configuration
/// (390 × 844 pt, 3x), whose traits set the Medium text size (D278, D308).
@MainActor
struct MediumTextSizeBarFacts {
    func frame(of string: String, in view: some View) throws -> CGRect {
        let (host, result) = try ConformanceHost.layout(view.environment(\.dynamicTypeSize, .medium), on: .iPhone13Pro)
        return try #require(host.frames(ofText: string, in: result).first)
    }

    /// `MovieDetailsView`: the inline title "Avatar: The Way of Water" has a cap height of 12.0 pt,
    /// SF Pro's 0.705 em at 17 pt (Medium's `.headline` would be 16 pt, 11.28), and its words are
    /// 6.8% wider than they are at 16 pt; the overview under it is Medium's 16 pt body. One line
    /// of 17 pt text is 17 × 1.1934 on the 3x grid, 20.33 pt; of 16 pt, 19.33 pt.
    @Test func anInlineTitleStays17PointsAtMedium() throws {
        let screen = NavigationStack {
            ScrollView { Text(verbatim: "Set more than a decade after the events") }
                .navigationTitle("Avatar: The Way of Water")
                .navigationBarTitleDisplayMode(.inline)
        }
        #expect(abs(try frame(of: "Avatar: The Way of Water", in: screen).height - 20.33) < 0.01)
        #expect(abs(try frame(of: "Set more than a decade after the events", in: screen).height - 19.33) < 0.01)
    }

    /// `TrendingMovieList`: the large title "Trending Movies" is Medium's `.largeTitle`, 33 pt: its
    /// "T" is 23.33 pt tall on iOS (SF Pro's cap height at 33 pt is 23.26; at 34, 23.97). One line
    /// of 33 pt text is 33 × 1.1934 on the 3x grid, 39.67 pt.
    @Test func aLargeTitleFollowsTheTextSize() throws {
        let screen = NavigationStack {
            ScrollView { Text(verbatim: "Dune") }.navigationTitle("Trending Movies")
        }
        #expect(abs(try frame(of: "Trending Movies", in: screen).height - 39.67) < 0.01)
    }
}
