import SwiftUI

// 004's view helpers live in this opt-in library, not in `AirFitUI`: public `View.if` would collide
// with the helper of the same name many apps already have (D178). `import AirFitUIHelpers` to use them.

extension View {
    /// 004's conditional modifier: `transform(self)` when `condition` holds, this view otherwise.
    ///
    /// The two branches are different views to SwiftUI: when `condition` changes, the view's
    /// identity changes, its state resets and it transitions instead of animating. Prefer a
    /// modifier whose value depends on the condition (`.opacity(condition ? 0.5 : 1)`); AirFit
    /// UI's own components never use this.
    @ViewBuilder
    public func `if`<Transformed: View>(_ condition: Bool, transform: (Self) -> Transformed) -> some View {
        if condition { transform(self) } else { self }
    }

    /// 004's two-way conditional modifier: `ifTrue(self)` or `ifFalse(self)`. Changes the view's
    /// identity when `condition` changes (see `if(_:transform:)`).
    @ViewBuilder
    public func `if`<True: View, False: View>(_ condition: Bool, ifTrue: (Self) -> True, ifFalse: (Self) -> False) -> some View {
        if condition { ifTrue(self) } else { ifFalse(self) }
    }

    /// 004's optional modifier: `transform(self, value)` when `value` is not nil. Changes the
    /// view's identity when `value` becomes nil or stops being nil (see `if(_:transform:)`).
    @ViewBuilder
    public func ifLet<Value, Transformed: View>(_ value: Value?, transform: (Self, Value) -> Transformed) -> some View {
        if let value { transform(self, value) } else { self }
    }
}
