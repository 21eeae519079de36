import Combine
import Foundation
import HeadlessLayout
import HeadlessRuntime
import SwiftUI
import SwiftUICorpus
import Testing

/// Combine as SwiftUI code uses it, from OpenCombine (D201, issue #36): `import Combine`,
/// `ObservableObject` with `@Published` and its publisher, subjects, `Timer.publish`, and
/// `onReceive`.
@MainActor
struct CombineTests {
    @Test func onReceiveDeliversWhatAPublisherEmitsOnSubscription() throws {
        let host = ViewHost(WorkoutTimerSnippet(status: "Warming up"))
        // A CurrentValueSubject emits its value as the view subscribes on appearing.
        #expect(host.drawnTexts().contains { $0.string == "Warming up" }, "\(host.drawnTexts().map(\.string))")
        // The timer's publisher never fires between pictures: the clock reads as the model does.
        // (`Duration`'s minute-second pattern, swift-foundation's as Apple's: "0:00".)
        #expect(host.drawnTexts().contains { $0.string == "0:00" })
    }

    @Test func aSubjectsLaterValuesReachTheView() throws {
        let subject = PassthroughSubject<String, Never>()
        struct Listener: View {
            let subject: PassthroughSubject<String, Never>
            @State private var heard = "Nothing yet"
            var body: some View {
                Text(verbatim: heard).onReceive(subject) { heard = $0 }
            }
        }
        let host = ViewHost(Listener(subject: subject))
        #expect(host.drawnTexts().map(\.string) == ["Nothing yet"])
        subject.send("Lap 1")
        host.update()
        #expect(host.drawnTexts().map(\.string) == ["Lap 1"])
    }

    @Test func aPublishedPropertyReDrawsTheViewsObservingItsObject() throws {
        let model = WorkoutTimerModel(elapsed: 65)
        let host = ViewHost(WorkoutTimerSnippet(model: model))
        #expect(host.drawnTexts().contains { $0.string == "1:05" })
        model.laps.send(42)
        host.update()
        #expect(host.drawnTexts().contains { $0.string == "Last lap 42 s" }, "\(host.drawnTexts().map(\.string))")
        // `$elapsed` is a publisher, as on iOS.
        var seen: [Int] = []
        let subscription = model.$elapsed.sink { seen.append($0) }
        model.elapsed = 66
        subscription.cancel()
        #expect(seen == [65, 66])
    }

    @Test func aTimerPublisherHasApplesSpelling() {
        let ticks: Publishers.Autoconnect<Timer.TimerPublisher> = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        #expect(ticks.upstream.interval == 1)
    }
}
