import Foundation
import HeadlessLayout
import HeadlessRuntime
import HeadlessSwiftUI
import Testing

/// Touches around a presented sheet (decision D239): a tap on the dimming above a sheet below its
/// largest detent dismisses it, as on iOS, unless the sheet refuses interactive dismissal; the page
/// receded behind a full-height sheet takes no taps; with background interaction enabled the page
/// is undimmed and takes them.
@MainActor
struct SheetDismissalTests {
    /// A page with a button, presenting a sheet with `detents`.
    struct Probe: View {
        let log: LifecycleLog
        let detents: Set<PresentationDetent>
        var refusesDismissal = false
        var interaction = PresentationBackgroundInteraction.automatic
        @State private var presented = true

        var body: some View {
            VStack {
                Button("Behind") { log.events.append("behind") }
                Spacer()
            }
            .sheet(isPresented: $presented, onDismiss: { log.events.append("dismissed") }) {
                Text("Sheet content")
                    .presentationDetents(detents)
                    .interactiveDismissDisabled(refusesDismissal)
                    .presentationBackgroundInteraction(interaction)
            }
        }
    }

    func presentsSheet(_ host: ViewHost) -> Bool { host.accessibilityElements.map(\.label).contains("Sheet content") }

    @Test func aTapOnTheDimmingDismisses() throws {
        let log = LifecycleLog()
        let host = ViewHost(Probe(log: log, detents: [.medium]))
        #expect(presentsSheet(host))
        try host.tap(at: CGPoint(x: 196, y: 80))
        #expect(!presentsSheet(host))
        #expect(log.events == ["dismissed"])
    }

    @Test func aSheetThatRefusesDismissalStaysWhenTheDimmingIsTapped() throws {
        let log = LifecycleLog()
        let host = ViewHost(Probe(log: log, detents: [.medium], refusesDismissal: true))
        try host.tap(at: CGPoint(x: 196, y: 80))
        #expect(presentsSheet(host))
        #expect(log.events.isEmpty)
    }

    @Test func thePageBehindAFullHeightSheetTakesNoTaps() throws {
        let log = LifecycleLog()
        let host = ViewHost(Probe(log: log, detents: [.large]))
        try host.tap(at: CGPoint(x: 196, y: 64))
        #expect(presentsSheet(host))
        #expect(log.events.isEmpty)
    }

    @Test func backgroundInteractionLetsThePageTakeTaps() throws {
        let log = LifecycleLog()
        let host = ViewHost(Probe(log: log, detents: [.medium], interaction: .enabled))
        try host.tap(at: CGPoint(x: 196, y: 70))
        #expect(presentsSheet(host))
        #expect(log.events == ["behind"])
    }
}
