import Foundation

/// A control that picks a date and time (Apple: `DatePicker`). On iOS its compact style is the
/// label leading and, trailing, the date and the time each as text in a rounded tertiary fill;
/// tapping one opens a calendar or a wheel, which the headless layer does not draw.
///
/// ```swift
/// DatePicker("Start", selection: $start, displayedComponents: [.date])
/// ```
public struct DatePicker<Label: View> {
    let label: Label
    let selection: Binding<Date>
    let components: DatePickerComponents

    /// A picker of `selection` showing `displayedComponents`, described by `label`.
    nonisolated public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.selection = selection
        components = displayedComponents
    }

    /// A picker of `selection` within `range`, described by `label`.
    nonisolated public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of `selection` from `range`'s start, described by `label`.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// A picker of `selection` up to `range`'s end, described by `label`.
    nonisolated public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    /// The components a picker shows (Apple: `DatePicker.Components`).
    public typealias Components = DatePickerComponents

    public var body: Never { bodyError() }
}

extension DatePicker where Label == Text {
    /// A picker of `selection` titled with a localized key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` within `range`, titled with a localized key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` from `range`'s start, titled with a localized key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` up to `range`'s end, titled with a localized key.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    /// A picker of `selection` titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    /// A picker of `selection` within `range`, titled verbatim.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// UIKit's compact `UIDatePicker` in points: each component's text in the body font, 11 pt from
/// the sides and 6 pt from the top and bottom of a tertiary fill with 6 pt corners, the date and
/// the time 6 pt apart. Not yet measured against an iOS reference (no public snapshot of a
/// compact picker was found): docs/fidelity.md lists them with the other unmeasured metrics.
enum DatePickerMetrics {
    static let horizontalPadding: CGFloat = 11
    static let verticalPadding: CGFloat = 6
    static let cornerRadius: CGFloat = 6
    static let spacing: CGFloat = 6
}

extension DatePicker: View, _PrimitiveView {
    @MainActor func _resolve(in context: ResolveContext) -> [ViewNode] {
        let date = selection.wrappedValue
        let locale = context.environment.locale
        // UTC, as the layer's other dates: the same picture on every machine (D194).
        let zone = TimeZone(identifier: "UTC") ?? .current
        // UIKit's medium date and short time styles: "Nov 28, 2026" and "2:39 PM"; "28.11.2026" and "14:39".
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = zone
        var parts: [String] = []
        if components.contains(.date) {
            formatter.dateStyle = .medium
            formatter.timeStyle = .none
            parts.append(formatter.string(from: date))
        }
        if components.contains(.hourAndMinute) {
            formatter.dateStyle = .none
            formatter.timeStyle = .short
            // ICU writes a narrow no-break space before AM/PM, which the pinned fonts draw with no
            // width; a space reads as iOS's narrow one does ("8:00 AM").
            parts.append(formatter.string(from: date).replacingOccurrences(of: "\u{202F}", with: " "))
        }
        let fields = HStack(spacing: DatePickerMetrics.spacing) {
            ForEach(parts, id: \.self) { part in
                Text(verbatim: part)
                    .foregroundStyle(Color(uiColor: .label))
                    .lineLimit(1)
                    .fixedSize()
                    .padding(.horizontal, DatePickerMetrics.horizontalPadding)
                    .padding(.vertical, DatePickerMetrics.verticalPadding)
                    .background(
                        Color(uiColor: .tertiarySystemFill),
                        in: RoundedRectangle(cornerRadius: DatePickerMetrics.cornerRadius, style: .continuous)
                    )
                    .accessibilityAddTraits(.isButton)
            }
        }
        return context.resolve(
            LabeledControlRow(labelsHidden: context.environment._labelsHidden, label: label, control: fields),
            component: "datePicker")
    }
}
