import SwiftUI

/// An inbox as app code for iOS 17 and 18 writes it: rows spaced apart with a badge of raised
/// prominence, pinned rows that cannot move or be deleted, a heading for VoiceOver, a tag filled
/// with the background style, a gradient avatar, two foreground levels, an inline title through
/// the iOS 17 modifier, a palette filter, and the pointer, focus, sheet-sizing and text modifiers an iPhone ignores.
@MainActor
public struct InboxRowsSnippet: View {
    let pinned: Set<String>
    @State private var messages = ["Coach", "Team", "Billing"]
    @State private var isComposing = false
    @State private var filter = 0

    public init(pinned: Set<String> = ["Coach"]) {
        self.pinned = pinned
    }

    public var body: some View {
        NavigationStack {
            List {
                Text("Messages").font(.headline).accessibilityHeading(.h1)
                Picker("Filter", selection: $filter) {
                    Image(systemName: "tray").tag(0)
                    Image(systemName: "flag").tag(1)
                }
                .pickerStyle(.palette)
                .paletteSelectionEffect(.symbolVariant(.fill))
                ForEach(messages, id: \.self) { sender in
                    HStack {
                        Circle().fill(Color.blue.gradient).frame(width: 32, height: 32)
                        VStack(alignment: .leading) {
                            Text(sender)
                            Text("New plan ready").foregroundStyle(.secondary)
                        }
                        .foregroundStyle(.primary, .secondary)
                        Text("New").font(.caption).padding(4).background(in: Capsule()).backgroundStyle(.yellow.opacity(0.3))
                    }
                    .badge(3)
                    .moveDisabled(pinned.contains(sender))
                    .deleteDisabled(pinned.contains(sender))
                    .contentShape(.contextMenuPreview, RoundedRectangle(cornerRadius: 12))
                    .hoverEffect(.highlight)
                }
                .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
            }
            .listRowSpacing(8)
            .badgeProminence(.increased)
            .navigationTitle("Inbox")
            .toolbarTitleDisplayMode(.inline)
            .toolbar {
                Button("Compose") { isComposing = true }
                    .accessibilityInputLabels([Text("New message"), Text("Write")])
                    .menuIndicator(.hidden)
            }
            .sheet(isPresented: $isComposing) {
                Text("Draft")
                    .fontWidth(.condensed)
                    .allowsTightening(true)
                    .focusable()
                    .geometryGroup()
                    .presentationSizing(.form)
            }
        }
    }
}
