import Foundation

extension View {
    /// The vertical space between adjacent rows of the lists below (Apple: `listRowSpacing(_:)`,
    /// iOS 15); nil keeps the rows touching, as iOS draws them.
    ///
    /// ```swift
    /// List(workouts) { WorkoutRow(workout: $0) }.listRowSpacing(8)
    /// ```
    nonisolated public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        environment(\._listRowSpacing, spacing)
    }
}

private struct ListRowSpacingKey: EnvironmentKey {
    static let defaultValue: CGFloat? = nil
}

extension EnvironmentValues {
    /// The space between the rows of lists below; nil for none.
    var _listRowSpacing: CGFloat? {
        get { self[ListRowSpacingKey.self] }
        set { self[ListRowSpacingKey.self] = newValue }
    }
}
