import SwiftUI

/// Every `ViewBuilder` form: several children, `if`/`else`, `switch`, optionals, `ForEach`,
/// `Group`, `AnyView` and an availability check.
public enum Intensity: String, CaseIterable, Identifiable, Sendable {
    case easy, steady, hard
    public var id: String { rawValue }
}

@MainActor
public struct BuilderSnippet: View {
    let intensity: Intensity
    let note: String?
    let showsHeader: Bool

    public init(intensity: Intensity, note: String?, showsHeader: Bool) {
        self.intensity = intensity
        self.note = note
        self.showsHeader = showsHeader
    }

    public var body: some View {
        VStack {
            if showsHeader {
                Text("Session")
            } else {
                EmptyView()
            }
            switch intensity {
            case .easy: Text("Easy")
            case .steady: Text("Steady")
            case .hard: Image(systemName: "flame.fill")
            }
            if let note {
                Text(note)
            }
            ForEach(Intensity.allCases) { level in
                Text(level.rawValue)
            }
            ForEach(0..<2) { index in
                Text("Set \(index + 1)")
            }
            Group {
                Text("A")
                Text("B")
            }
            AnyView(Text("Erased"))
            if #available(iOS 17, *) {
                Text("Available")
            }
        }
    }
}
