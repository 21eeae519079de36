/// What the runtime needs to animate a type's `animatableData`: the current value, and a way to
/// rebuild with another value (an `AnimatableModifier`'s body, a custom shape's path).
package struct AnimatableBody {
    /// The model value of the `animatableData`.
    public let data: any VectorArithmetic
    /// The subtree drawn with other data, under the same identities.
    public let resolve: @MainActor (any VectorArithmetic) -> [ViewNode]

    /// The body of `value` when its type has animatable data (not `EmptyAnimatableData`).
    @MainActor static func make<A: Animatable>(_ value: A, rebuild: @escaping @MainActor (A) -> [ViewNode]) -> AnimatableBody? {
        guard A.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        return AnimatableBody(data: value.animatableData) { data in
            guard let typed = data as? A.AnimatableData else { return [] }
            var copy = value
            copy.animatableData = typed
            return rebuild(copy)
        }
    }
}

/// Interpolation of type-erased animatable data.
package enum AnimatableMath {
    /// `from + (to − from) × progress`, when both are of one type (otherwise `to`).
    public static func mix(_ from: any VectorArithmetic, _ to: any VectorArithmetic, _ progress: Double) -> any VectorArithmetic {
        func open<V: VectorArithmetic>(_ start: V) -> any VectorArithmetic {
            guard let end = to as? V else { return to }
            return start + (end - start).scaled(by: progress)
        }
        return open(from)
    }

    /// Whether two values are equal and of one type.
    public static func equal(_ lhs: any VectorArithmetic, _ rhs: any VectorArithmetic) -> Bool {
        func open<V: VectorArithmetic>(_ value: V) -> Bool { (rhs as? V).map { $0 == value } ?? false }
        return open(lhs)
    }
}
