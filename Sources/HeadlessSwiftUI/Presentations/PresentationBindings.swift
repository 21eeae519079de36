import Foundation

// The bindings the presentation modifiers present by: an optional item's presence, and a flag
// that holds only while some data is there.

extension Binding {
    /// Whether an optional item is there; setting false clears it (what the `item:` forms of the
    /// presentation modifiers present by).
    nonisolated func isPresentedBinding<Wrapped>() -> Binding<Bool> where Value == Wrapped? {
        Binding<Bool>(get: { wrappedValue != nil }, set: { if !$0 { wrappedValue = nil } })
    }
}

extension Binding where Value == Bool {
    /// True while this binding is and `present` holds; setting it sets this binding.
    nonisolated func presenting(_ present: Bool) -> Binding<Bool> {
        Binding(get: { present && wrappedValue }, set: { wrappedValue = $0 })
    }
}
