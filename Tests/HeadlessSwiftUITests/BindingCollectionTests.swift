import Foundation
import HeadlessLayout
import HeadlessRuntime
import Testing

@testable import HeadlessSwiftUI

/// iOS 15's binding collections: `ForEach($items) { $item in … }` and `List($items)` give each row
/// a binding that reads and writes its own element, rows keep the elements' identities, and a
/// binding to a collection is itself a collection of element bindings (Apple's `Binding`:
/// `RandomAccessCollection` where `Value: MutableCollection & RandomAccessCollection`).
@MainActor
struct BindingCollectionTests {
    struct Alarm: Identifiable, Equatable {
        let id: Int
        var time: String
        var isOn: Bool
    }

    @MainActor
    struct AlarmsForEach: View {
        @State var alarms = [Alarm(id: 1, time: "6:30", isOn: false), Alarm(id: 2, time: "7:15", isOn: true)]
        var body: some View {
            VStack {
                ForEach($alarms) { $alarm in
                    Toggle(alarm.time, isOn: $alarm.isOn)
                }
                Text("\(alarms.filter(\.isOn).count) on")
            }
        }
    }

    @MainActor
    struct AlarmsList: View {
        @State var alarms = [Alarm(id: 1, time: "6:30", isOn: false), Alarm(id: 2, time: "7:15", isOn: true)]
        var body: some View {
            List($alarms) { $alarm in
                Toggle(alarm.time, isOn: $alarm.isOn)
            }
        }
    }

    @Test func aRowsBindingWritesItsOwnElement() throws {
        let host = ViewHost(AlarmsForEach())
        #expect(host.drawnTexts().map(\.string).contains("1 on"))
        try host.tap("6:30")
        #expect(host.accessibilityElements.first { $0.label == "6:30" }?.value == "1")
        #expect(host.accessibilityElements.first { $0.label == "7:15" }?.value == "1")
        #expect(host.drawnTexts().map(\.string).contains("2 on"))
        try host.tap("7:15")
        #expect(host.accessibilityElements.first { $0.label == "7:15" }?.value == "0")
        #expect(host.drawnTexts().map(\.string).contains("1 on"))
    }

    @Test func aListOfBindingsTogglesItsRows() throws {
        let host = ViewHost(AlarmsList())
        #expect(host.accessibilityElements.first { $0.label == "7:15" }?.value == "1")
        try host.tap("7:15")
        #expect(host.accessibilityElements.first { $0.label == "7:15" }?.value == "0")
        #expect(host.accessibilityElements.first { $0.label == "6:30" }?.value == "0")
    }

    @Test func aBindingToACollectionIsACollectionOfBindings() {
        var storage = [3, 5, 8]
        let numbers = Binding(get: { storage }, set: { storage = $0 })
        #expect(numbers.count == 3)
        #expect(numbers.map(\.wrappedValue) == [3, 5, 8])
        numbers[1].wrappedValue = 13
        #expect(storage == [3, 13, 8])
        #expect(numbers.last?.wrappedValue == 8)
        #expect(numbers.index(before: numbers.endIndex) == 2)
    }

    @Test func theIdFormGivesEachRowItsElementsBinding() throws {
        var names = ["Ann", "Bo"]
        let rows = ForEach(Binding(get: { names }, set: { names = $0 }), id: \.self) { $name in Text(name) }
        #expect(rows.data.map(\.1) == ["Ann", "Bo"])
        let host = ViewHost(VStack { rows })
        #expect(host.drawnTexts().map(\.string) == ["Ann", "Bo"])
    }

    @Test func aBindingIsIdentifiedByItsValue() {
        let alarm = Binding.constant(Alarm(id: 7, time: "8:00", isOn: false))
        #expect(alarm.id == 7)
    }

    @Test func rowsKeepTheirElementsIdentities() {
        let data = Binding.constant([Alarm(id: 1, time: "a", isOn: false), Alarm(id: 2, time: "b", isOn: false)])
        let rows = ForEach(data) { $alarm in Text(alarm.time) }
        // As on iOS, the plain `ForEach(_:content:)` is chosen: its data is the binding itself.
        #expect(rows.data.map(\.id) == [1, 2])
    }

    @MainActor
    struct EditableAlarms: View {
        @State var alarms = [Alarm(id: 1, time: "6:30", isOn: false), Alarm(id: 2, time: "7:15", isOn: true)]
        var body: some View {
            List($alarms, editActions: .all) { $alarm in
                Toggle(alarm.time, isOn: $alarm.isOn)
            }
        }
    }

    @Test func editableRowsAreTheRowsWithTheirBindings() throws {
        let host = ViewHost(EditableAlarms())
        #expect(host.accessibilityElements.filter { ["6:30", "7:15"].contains($0.label) }.map(\.value) == ["0", "1"])
        try host.tap("6:30")
        #expect(host.accessibilityElements.first { $0.label == "6:30" }?.value == "1")
    }

    @Test func editActionsAreWhatTheCollectionAllows() {
        // Apple's interface: delete needs RangeReplaceableCollection, move MutableCollection.
        #expect(EditActions<[Int]>.all == [.delete, .move])
        #expect(EditActions<String>.all == .delete)
        #expect(EditActions<UnsafeMutableBufferPointer<Int>>.all == .move)
        #expect(EditActions<Set<Int>>.all.isEmpty)
    }
}
