import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import Testing

/// A group box drawn as a caption over its content, with no box.
private struct CaptionGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 20) {
            configuration.label.font(.caption)
            configuration.content
        }
    }
}

/// A group box whose style wraps the default one in a red border: `GroupBox(configuration)`.
private struct BorderedGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        GroupBox(configuration).padding(4).border(Color.red, width: 4)
    }
}

/// A disclosure group with a plus or minus sign, toggled through the configuration's binding.
private struct PlusMinusDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            HStack {
                Button {
                    configuration.isExpanded.toggle()
                } label: {
                    configuration.label
                }
                Text(configuration.isExpanded ? "minus" : "plus")
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

/// `GroupBoxStyle` and `DisclosureGroupStyle` (Apple, iOS 14 and 16): a style set above draws the
/// container from its configuration; `GroupBox(configuration)` inside a style draws the default;
/// a disclosure style expands the group through `configuration.isExpanded`, bound to the group's
/// own state or to the binding it was given.
@MainActor
struct ContainerStyleTests {
    /// The custom style's caption label 20 pt over the content, with no fill behind them.
    @Test func aGroupBoxStyleDrawsTheBox() throws {
        let host = ViewHost(GroupBox("Week") { Text("3 runs") }.groupBoxStyle(CaptionGroupBoxStyle()))
        let label = try host.frame(ofText: "Week")
        let content = try host.frame(ofText: "3 runs")
        #expect(abs(content.minY - label.maxY - 20) < 1e-9, "\(label) \(content)")
        #expect(host.drawnTexts().first { $0.string == "Week" }?.font.size == 12)
        #expect(!host.displayList(on: .iPhone16).contains { $0.frame.width == 393 && $0.frame.height < 200 })
        // The default: the headline 8 pt over the content, inside the 16 pt padding.
        let plain = ViewHost(GroupBox("Week") { Text("3 runs") }.groupBoxStyle(.automatic))
        #expect(try abs(plain.frame(ofText: "3 runs").minY - plain.frame(ofText: "Week").maxY - 8) < 1e-9)
        #expect(plain.drawnTexts().first { $0.string == "Week" }?.font.weight == 600)
    }

    /// A style that draws `GroupBox(configuration)` gets the default box, here inside its border:
    /// the label 16 pt inside the box, which is 4 pt of padding inside the border's outer edge.
    @Test func aStyleCanDrawTheDefaultBox() throws {
        let host = ViewHost(GroupBox("Week") { Text("3 runs") }.groupBoxStyle(BorderedGroupBoxStyle()).frame(width: 200))
        let label = try host.frame(ofText: "Week")
        let border = try #require(
            host.displayList(on: .iPhone16).first { item in
                if case .shape = item.content { item.frame.width == 200 } else { false }
            }?.frame)
        #expect(abs(label.minX - border.minX - 4 - 16) < 1e-9, "\(border) \(label)")
        #expect(host.drawnTexts().first { $0.string == "Week" }?.font.weight == 600)
    }

    /// The custom disclosure style shows "plus" collapsed and its content with "minus" once its
    /// button is tapped; a group given a binding expands when the binding is true.
    @Test func aDisclosureStyleTogglesThroughItsConfiguration() throws {
        let host = ViewHost(
            DisclosureGroup("Advanced") { Text("Auto-pause") }.disclosureGroupStyle(PlusMinusDisclosureStyle()))
        #expect(host.drawnTexts().map(\.string) == ["Advanced", "plus"])
        try host.tap("Advanced")
        #expect(host.drawnTexts().map(\.string) == ["Advanced", "minus", "Auto-pause"])
        let bound = ViewHost(
            DisclosureGroup("Advanced", isExpanded: .constant(true)) { Text("Auto-pause") }
                .disclosureGroupStyle(PlusMinusDisclosureStyle()))
        #expect(bound.drawnTexts().map(\.string) == ["Advanced", "minus", "Auto-pause"])
        // The automatic style: its chevron, and the content only once expanded.
        let automatic = ViewHost(DisclosureGroup("Advanced") { Text("Auto-pause") }.disclosureGroupStyle(.automatic))
        #expect(automatic.drawnTexts().map(\.string) == ["Advanced"])
        try automatic.tap("Advanced")
        #expect(automatic.drawnTexts().map(\.string) == ["Advanced", "Auto-pause"])
    }
}
