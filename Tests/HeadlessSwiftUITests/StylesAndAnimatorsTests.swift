import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

@testable import HeadlessSwiftUI

/// iOS 16's `LabeledContentStyle`, `FormStyle` and `MenuStyle`, and iOS 17's animators and `Spring`
/// (issue #36): a style draws its control, and an animator at rest shows where iOS starts it.
@MainActor
struct StylesAndAnimatorsTests {
    func items(_ view: some View) -> [DisplayItem] { ViewHost(view).displayList(on: .iPhone16) }

    func text(_ string: String, in items: [DisplayItem]) -> DisplayItem? {
        items.first { if case let .text(text) = $0.content { text.string == string } else { false } }
    }

    @Test func aLabeledContentStyleDrawsTheLabelAndContentItsWay() throws {
        let plain = items(LabeledContent("Pace", value: "5:40 /km").frame(width: 300))
        let stacked = items(LabeledContent("Pace", value: "5:40 /km").labeledContentStyle(StackedLabeledContentStyle()).frame(width: 300))
        let plainLabel = try #require(text("Pace", in: plain))
        let plainValue = try #require(text("5:40 /km", in: plain))
        // By default side by side, as iOS lays out a form row.
        #expect(abs(plainLabel.frame.midY - plainValue.frame.midY) < 1 && plainValue.frame.minX > plainLabel.frame.maxX)
        // The stacked style: the label over the value, in the caption size (12 pt at Large).
        let label = try #require(text("Pace", in: stacked))
        let value = try #require(text("5:40 /km", in: stacked))
        #expect(label.frame.maxY <= value.frame.minY && label.frame.minX == value.frame.minX)
        if case let .text(caption) = label.content { #expect(caption.font.size == 12) }
    }

    @Test func theAutomaticLabeledContentStyleIsTheDefaultDrawing() {
        let plain = items(LabeledContent("Pace", value: "5:40 /km").frame(width: 300))
        let automatic = items(LabeledContent("Pace", value: "5:40 /km").labeledContentStyle(.automatic).frame(width: 300))
        #expect(plain.map(\.frame) == automatic.map(\.frame))
    }

    @Test func aStyleDrawingTheDefaultFromItsConfigurationDrawsItOnce() throws {
        struct Padded: ControlGroupStyle {
            func makeBody(configuration: Configuration) -> some View {
                ControlGroup(configuration).padding(.leading, 40)
            }
        }
        let plain = items(
            ControlGroup {
                Button("Shorter") {}
                Button("Longer") {}
            }.frame(width: 300))
        let padded = ViewHost(
            ControlGroup {
                Button("Shorter") {}
                Button("Longer") {}
            }.controlGroupStyle(Padded()).frame(width: 300))
        #expect(padded.accessibilityElements.map(\.label) == ["Shorter", "Longer"])
        // The default drawing inside the style, shifted by its padding: the buttons share 260 pt.
        let shorter = try #require(text("Shorter", in: padded.displayList(on: .iPhone16)))
        let plainShorter = try #require(text("Shorter", in: plain))
        #expect(abs(shorter.frame.midX - (46.5 + 40 + 65)) < 1e-9 && abs(plainShorter.frame.midX - (46.5 + 75)) < 1e-9)
    }

    @Test func aFormStyleDrawsTheForm() throws {
        struct Plain: FormStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack { configuration.content }
            }
        }
        let grouped = items(Form { Text(verbatim: "Row") })
        let explicitlyGrouped = items(Form { Text(verbatim: "Row") }.formStyle(.grouped))
        #expect(grouped.map(\.frame) == explicitlyGrouped.map(\.frame))
        // A style of its own: no grouped background, the row where its stack puts it.
        let custom = items(Form { Text(verbatim: "Row") }.formStyle(Plain()))
        #expect(custom.count == 1)
        #expect(try #require(text("Row", in: custom)).frame.minX != (try #require(text("Row", in: grouped))).frame.minX)
    }

    @Test func aMenuStyleWrapsTheMenu() throws {
        let plain = items(Menu("Share") { Button("Copy") {} })
        let padded = items(Menu("Share") { Button("Copy") {} }.menuStyle(PaddedMenuStyle()).background(Color.mint))
        let label = try #require(text("Share", in: plain))
        let paddedLabel = try #require(text("Share", in: padded))
        let background = try #require(padded.first { if case .fill = $0.content { true } else { false } })
        #expect(paddedLabel.frame.size == label.frame.size)
        #expect(
            abs(paddedLabel.frame.minX - background.frame.minX - 8) < 1e-9 && abs(background.frame.width - label.frame.width - 16) < 1e-9)
        // A menu with a symbol draws its label's icon and title.
        let symbol = items(Menu("Sort", systemImage: "arrow.up.arrow.down") { Button("Newest") {} })
        #expect(symbol.contains { if case let .symbol(name, _, _, _, _) = $0.content { name == "arrow.up.arrow.down" } else { false } })
    }

    @Test func aPhaseAnimatorAtRestShowsItsFirstPhase() throws {
        let animator = items(PhaseAnimator([3.0, 1.0]) { scale in Color.mint.frame(width: 10 * scale, height: 10) })
        #expect(animator.first?.frame.width == 30)
        let modifier = items(
            Text(verbatim: "Pulse").phaseAnimator([0.5, 1.0], trigger: 0) { content, opacity in content.opacity(opacity) })
        #expect(try #require(text("Pulse", in: modifier)).opacity == 0.5)
    }

    @Test func aKeyframeAnimatorAtRestShowsItsInitialValue() throws {
        let animator = items(
            KeyframeAnimator(initialValue: 4.0, trigger: 0) { width in
                Color.mint.frame(width: 10 * width, height: 10)
            } keyframes: { _ in
                LinearKeyframe(1.0, duration: 0.2)
                SpringKeyframe(2.0)
            })
        #expect(animator.first?.frame.width == 40)
        let screen = ViewHost(AnimatedStylesSnippet())
        #expect(screen.drawnTexts().contains { $0.string == "5.2" })
    }

    @Test func aSpringConvertsBetweenApplesDescriptions() {
        // WWDC23 "Animate with springs": dampingRatio = 1 − bounce; stiffness = (2π / duration)².
        let bouncy = Spring.bouncy
        #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12 && bouncy.response == 0.5)
        #expect(abs(bouncy.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)
        #expect(abs(bouncy.damping - 4 * Double.pi * 0.7 / 0.5) < 1e-9)
        let physical = Spring(mass: 1, stiffness: bouncy.stiffness, damping: bouncy.damping)
        #expect(abs(physical.response - 0.5) < 1e-9 && abs(physical.dampingRatio - 0.7) < 1e-9 && abs(physical.bounce - 0.3) < 1e-9)
        // A negative bounce is overdamped: ratio 1 / (1 + bounce).
        #expect(abs(Spring(duration: 1, bounce: -0.5).dampingRatio - 2) < 1e-12)
        #expect(abs(Spring(duration: 1, bounce: -0.5).bounce - -0.5) < 1e-12)
    }
}
