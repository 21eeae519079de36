import Combine
import SwiftUI

/// A view model as apps still write them with Combine: published state, a subject other code
/// sends to, and subscriptions kept in a set.
public final class WorkoutTimerModel: ObservableObject {
    /// Seconds elapsed.
    @Published public var elapsed: Int
    /// Laps other code reports, in seconds.
    public let laps = PassthroughSubject<Int, Never>()
    /// The last lap, in seconds.
    @Published public private(set) var lastLap: Int?
    private var subscriptions = Set<AnyCancellable>()

    /// A timer that has run `elapsed` seconds.
    public init(elapsed: Int = 0) {
        self.elapsed = elapsed
        laps.sink { [weak self] lap in self?.lastLap = lap }.store(in: &subscriptions)
    }
}

/// A workout timer as apps write one: a `Timer` publisher received with `onReceive`, a view model
/// observed through `@StateObject`, a greeting from a `CurrentValueSubject`, and a published
/// property mapped into text.
@MainActor
public struct WorkoutTimerSnippet: View {
    @StateObject private var model: WorkoutTimerModel
    @State private var status = "Ready"
    private let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    private let statusUpdates: CurrentValueSubject<String, Never>

    /// A timer screen for `model`, whose status line starts as `status`.
    public init(model: WorkoutTimerModel = WorkoutTimerModel(), status: String = "Warming up") {
        _model = StateObject(wrappedValue: model)
        statusUpdates = CurrentValueSubject(status)
    }

    public var body: some View {
        VStack(spacing: 8) {
            Text(Duration.seconds(model.elapsed).formatted(.time(pattern: .minuteSecond)))
                .font(.largeTitle.monospacedDigit())
            Text(status).foregroundStyle(.secondary)
            if let lap = model.lastLap { Text("Last lap \(lap) s") }
        }
        .onReceive(ticks) { _ in model.elapsed += 1 }
        .onReceive(statusUpdates) { status = $0 }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("WorkoutPaused"))) { _ in status = "Paused" }
    }
}
