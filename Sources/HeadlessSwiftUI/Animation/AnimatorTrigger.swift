/// An animator's trigger value of any `Equatable` type, compared as that type, so a change of it
/// can be watched with `onChange(of:)`.
struct AnimatorTrigger: Equatable, @unchecked Sendable {
    let value: any Equatable

    nonisolated init(_ value: some Equatable) {
        self.value = value
    }

    static func == (a: AnimatorTrigger, b: AnimatorTrigger) -> Bool {
        func equals<T: Equatable>(_ value: T, _ other: any Equatable) -> Bool { (other as? T) == value }
        return equals(a.value, b.value)
    }
}
