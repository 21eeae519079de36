import SwiftUI

/// A group box with its label as a small caption over the content, on a material card.
struct CaptionCardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 6) {
            configuration.label.font(.caption.weight(.semibold)).foregroundStyle(.secondary)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(12)
        .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

/// A disclosure group with a plus or minus sign, toggled through its configuration.
struct PlusMinusDisclosureGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            withAnimation { configuration.isExpanded.toggle() }
        } label: {
            HStack {
                configuration.label
                Spacer()
                Image(systemName: configuration.isExpanded ? "minus.circle" : "plus.circle")
                    .colorMultiply(configuration.isExpanded ? .white : .orange)
            }
        }
        if configuration.isExpanded { configuration.content }
    }
}

/// A settings screen as apps written for iOS 14 and 15 still spell it: a `NavigationView` in the
/// stack style with `navigationBarTitle(_:displayMode:)`, UIKit-era text input settings, a
/// background that ignores the safe area, styled group boxes and disclosure groups, search
/// suggestions, VoiceOver focus moved to an error, iOS 13's `accessibility(label:)` spellings,
/// transactions that change how parts animate, and iOS 18's bar visibility names.
@MainActor
public struct LegacySettingsSnippet: View {
    @State private var email = ""
    @State private var query = ""
    @State private var showsAdvanced = false
    @State private var isHovering = false
    @State private var error: String?
    @AccessibilityFocusState private var isErrorFocused: Bool

    public init() {}

    public var body: some View {
        NavigationView {
            ZStack {
                Color(uiColor: .systemGroupedBackground).edgesIgnoringSafeArea(.all)
                ScrollView {
                    VStack(spacing: 16) {
                        GroupBox("Account") {
                            TextField("Email", text: $email)
                                .autocapitalization(.none)
                                .disableAutocorrection(true)
                                .keyboardType(.emailAddress)
                            if let error {
                                Text(error).foregroundStyle(.red).accessibilityFocused($isErrorFocused)
                                    .transaction { $0.animation = nil }
                            }
                        }
                        .groupBoxStyle(CaptionCardGroupBoxStyle())
                        GroupBox {
                            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                                Toggle("Auto-pause", isOn: .constant(true)).selectionDisabled()
                            }
                            .disclosureGroupStyle(PlusMinusDisclosureGroupStyle())
                            .transaction(value: showsAdvanced) { $0.animation = .snappy }
                        }
                        .groupBoxStyle(.automatic)
                        Menu("Units") {
                            Button("Kilometres") {}
                            Button("Miles") {}
                        }
                        .menuOrder(.fixed)
                        .menuActionDismissBehavior(.disabled)
                        Button("Save") {
                            error = email.contains("@") ? nil : "Enter an email address"
                            isErrorFocused = error != nil
                        }
                        .onHover { isHovering = $0 }
                        Button {
                            showsAdvanced.toggle()
                        } label: {
                            Image(systemName: "chevron.left")
                                .accessibility(label: Text("Go back"))
                                .accessibility(hint: Text("Returns to the profile"))
                                .accessibility(addTraits: .isHeader)
                                .accessibility(identifier: "back")
                        }
                        Image(systemName: "sparkles").accessibility(hidden: true)
                    }
                    .padding()
                }
                .scrollDisabled(email.isEmpty)
            }
            .navigationBarTitle("Settings", displayMode: .inline)
            .searchable(text: $query)
            .searchSuggestions {
                Text("Units").searchCompletion("Units")
                Text("Privacy").searchCompletion("Privacy")
            }
            .toolbarBackgroundVisibility(.visible, for: .navigationBar)
            .toolbarVisibility(.visible, for: .navigationBar)
        }
        .navigationViewStyle(.stack)
        .defaultAppStorage(.standard)
        .statusBar(hidden: false)
        .persistentSystemOverlays(.automatic)
    }
}
