import SwiftUI

/// A zones screen as apps write one on iOS 17 and 18: colors made from hue, saturation and
/// brightness and mixed toward white, sections spaced by their own amount, a symbol at a variable
/// value, a rest timer's progress bar, a banner that enters and leaves each its own way, and a
/// heart whose scale animates with its own animation.
@MainActor
public struct PaletteAndTimersSnippet: View {
    @State private var showsBanner = true
    @State private var isLiked = false
    private let rest: ClosedRange<Date>

    /// The screen with a rest period over `rest`.
    public init(rest: ClosedRange<Date> = Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 90)) {
        self.rest = rest
    }

    public var body: some View {
        List {
            Section {
                ForEach(0..<5) { zone in
                    HStack {
                        Circle()
                            .fill(Color(hue: 0.33 - Double(zone) * 0.08, saturation: 0.7, brightness: 0.9))
                            .frame(width: 12, height: 12)
                        Text("Zone \(zone + 1)")
                        Spacer()
                        Capsule()
                            .fill(Color(uiColor: UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1)).mix(with: .white, by: 0.3))
                            .frame(width: 40, height: 6)
                    }
                }
            } header: {
                Text("Heart rate")
            }
            Section {
                Label {
                    Text("Signal")
                } icon: {
                    Image(systemName: "wifi", variableValue: 0.6)
                }
                ProgressView(timerInterval: rest) {
                    Text("Rest")
                }
                ProgressView(timerInterval: rest, countsDown: false)
                if showsBanner {
                    Text("Personal best!")
                        .transition(AsymmetricTransition(insertion: .push(from: .top), removal: .opacity))
                }
                Button {
                    isLiked.toggle()
                } label: {
                    Image(systemName: "heart.fill")
                        .animation(.bouncy) { $0.scaleEffect(isLiked ? 1.2 : 1) }
                }
            }
            .listSectionSpacing(.compact)
        }
        .listSectionSpacing(24)
    }
}
