import SwiftUI

// Previews as an app writes them, expanded by the headless layer's plugin: PreviewDiscoveryTests
// finds them by file and line, so keep their lines where the tests say.

#Preview("Greeting") {
    Text("Hello")
}

#Preview(traits: .sizeThatFitsLayout, .landscapeLeft) {
    let words = ["Ready", "Set"]
    VStack {
        ForEach(words, id: \.self) { Text($0) }
    }
}

#Preview("Counter", traits: .fixedLayout(width: 200, height: 100)) {
    @Previewable @State var count = 3
    @Previewable @State var names = [
        "a", "b",
    ]
    Button("Count \(count) \(names.count)") { count += 1 }
}

struct PreviewSnippetBadge: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding(8).background(Color.yellow)
    }
}

#Preview("Modified", traits: .modifier(PreviewSnippetBadge())) {
    Text("Inside")  // a comment with a { brace
}

struct PreviewSnippetProvider: PreviewProvider {
    static var previews: some View {
        Text("Provided")
            .previewDisplayName("Provided text")
            .previewLayout(.sizeThatFits)
            .previewInterfaceOrientation(.landscapeRight)
    }
}

#Preview("Returned") {
    let label = "Returned"
    return NavigationStack {
        Text(label).navigationTitle("Title")
    }
    .preferredColorScheme(.dark)
}
