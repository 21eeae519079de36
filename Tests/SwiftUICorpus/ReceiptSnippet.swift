import SwiftUI

/// A receipt's lines as app code writes them with concatenated text: a label in the secondary
/// style followed by a bold amount, a price whose currency sign is small beside large digits, a
/// sentence with an underlined link-colored part and an italic Markdown part, and a serif total.
@MainActor
public struct ReceiptSnippet: View {
    let total: String

    public init(total: String = "$42.00") {
        self.total = total
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Total: ").foregroundStyle(.secondary) + Text(total).bold()
            Text("$").font(.caption) + Text("128").font(.largeTitle).fontWeight(.heavy) + Text(" /mo").foregroundColor(.gray)
            (Text("Read the ") + Text("Terms of Service").underline().foregroundColor(.blue) + Text(" and *Privacy Policy*"))
                .font(.footnote)
            Text("Paid in full").fontDesign(.serif).foregroundStyle(
                LinearGradient(colors: [.green, .teal], startPoint: .leading, endPoint: .trailing))
        }
        .padding()
    }
}
