extension View {
    /// Sets the Dynamic Type size of the text inside, whatever the person chose.
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentWriter(content: self) { $0.dynamicTypeSize = size }
    }

    /// Limits the Dynamic Type size of the text inside to `range`: a size chosen outside it is
    /// clamped to its nearer end, as SwiftUI does for chrome that cannot grow.
    nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentWriter(content: self) { values in
            let all = DynamicTypeSize.allCases
            guard !range.contains(values.dynamicTypeSize) else { return }
            let inside = all.filter { range.contains($0) }
            guard let lowest = inside.first, let highest = inside.last else { return }
            values.dynamicTypeSize = values.dynamicTypeSize < lowest ? lowest : highest
        }
    }
}
