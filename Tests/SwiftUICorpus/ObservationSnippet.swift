import Observation
import SwiftUI

/// An `@Observable` model placed in the environment and read by one child only.
@Observable
@MainActor
public final class WorkoutModel {
    public var reps = 0
    public var title = "Squats"

    public init() {}
}

@MainActor
public struct ObservationSnippet: View {
    let model: WorkoutModel

    public init(model: WorkoutModel) {
        self.model = model
    }

    public var body: some View {
        VStack {
            TitleRow()
            RepsRow()
        }
        .environment(model)
    }
}

@MainActor
public struct TitleRow: View {
    @Environment(WorkoutModel.self) private var model

    public var body: some View {
        Text(model.title)
    }
}

@MainActor
public struct RepsRow: View {
    @Environment(WorkoutModel.self) private var model

    public var body: some View {
        Text("\(model.reps) reps")
    }
}
