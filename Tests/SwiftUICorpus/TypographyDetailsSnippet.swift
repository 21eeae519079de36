import SwiftUI

/// A text attribute a renderer could read.
struct HighlightAttribute: TextAttribute {}

/// Typographic details app code sets: small capitals for a label, a typesetting language for a
/// title in another script, and a custom attribute on a run.
@MainActor
public struct TypographyDetailsSnippet: View {
    public init() {}

    public var body: some View {
        VStack(alignment: .leading) {
            Text("Personal best").font(.caption.smallCaps())
            Text("Tempo").font(.headline.lowercaseSmallCaps()).typesettingLanguage(.explicit(Locale.Language(identifier: "th")))
            Text("5 km").customAttribute(HighlightAttribute())
            Text("Three sets of ten, with a minute between them, and a slow walk to cool down.").font(.footnote.leading(.tight))
            Text("Long-form notes read better with room between the lines.").font(.body.leading(.loose))
        }
        .typesettingLanguage(Locale.Language(identifier: "de"), isEnabled: true)
    }
}
