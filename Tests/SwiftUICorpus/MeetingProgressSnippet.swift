import SwiftUI

/// A meeting's header as a tutorial app writes it: time elapsed and remaining under a bar whose
/// custom style only adds a tinted track behind the standard one (`ProgressView(configuration)`).
@MainActor
public struct MeetingProgressSnippet: View {
    let elapsed: Int
    let remaining: Int

    public init(elapsed: Int = 300, remaining: Int = 600) {
        self.elapsed = elapsed
        self.remaining = remaining
    }

    public var body: some View {
        VStack {
            ProgressView(value: Double(elapsed), total: Double(max(elapsed + remaining, 1)))
                .progressViewStyle(TrackedProgressViewStyle(track: .orange))
            HStack {
                VStack(alignment: .leading) {
                    Text("Seconds Elapsed").font(.caption)
                    Label("\(elapsed)", systemImage: "hourglass.tophalf.fill")
                }
                Spacer()
                VStack(alignment: .trailing) {
                    Text("Seconds Remaining").font(.caption)
                    Label("\(remaining)", systemImage: "hourglass.bottomhalf.fill")
                }
            }
        }
        .padding([.top, .horizontal])
    }
}

/// The standard bar over a rounded track of `track`.
public struct TrackedProgressViewStyle: ProgressViewStyle {
    let track: Color

    public init(track: Color) { self.track = track }

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10).fill(track.opacity(0.3)).frame(height: 20)
            ProgressView(configuration).padding(.horizontal)
        }
    }
}
