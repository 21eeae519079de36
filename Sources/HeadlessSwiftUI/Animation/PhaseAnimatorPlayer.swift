/// Plays a `PhaseAnimator`: keeps the current phase as state and moves it on when each move's
/// animation completes, as the animator's documentation describes.
@MainActor
struct PhaseAnimatorPlayer<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: AnimatorTrigger?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    /// Counts the runs a trigger started, so a run a newer one replaced stops moving.
    @State private var run = 0

    var body: some View {
        content(phases[min(index, phases.count - 1)])
            .onAppear { if trigger == nil { move(from: 0, run: run) } }
            .onChange(of: trigger) {
                run += 1
                move(from: index, run: run)
            }
    }

    /// Moves from phase `current` to the next under the next phase's animation, then on, until a
    /// triggered run is back at the first phase. A continuous animator whose phases all move at
    /// once stops after its first cycle rather than spinning without time passing.
    private func move(from current: Int, run: Int) {
        guard phases.count > 1, run == self.run else { return }
        let next = (current + 1) % phases.count
        withAnimation(animation(phases[next])) {
            index = next
        } completion: {
            let cycles = trigger == nil && phases.contains { animation($0) != nil }
            if next != 0 || cycles { move(from: next, run: run) }
        }
    }
}
