import DesignTokens
import SwiftUI

/// 004's segmented picker. Glass only under the selected option (004's first principle): on
/// iOS 26 interactive native glass in a `GlassEffectContainer` that morphs between options by
/// `glassEffectID`; before it the material fallback sliding by `matchedGeometryEffect`. Selection
/// changes on `spring(response: 0.35, dampingFraction: 0.7)` with a selection haptic; options are
/// buttons, the selected one with the selected trait.
@MainActor
public struct LiquidGlassSegmentedPicker<Value: Hashable>: View {
    @Binding var selection: Value
    let options: [SelectionOption<Value>]

    @Namespace private var namespace
    @Environment(\.airfitTheme) private var theme
    @Environment(\.isEnabled) private var isEnabled

    @Environment(\.liquidGlassRendering) private var rendering

    /// A segmented picker choosing `selection` among `options`, its selection on glass that moves
    /// between segments as the selection changes.
    ///
    /// ```swift
    /// LiquidGlassSegmentedPicker(selection: $section, options: [SelectionOption("Meals", value: 0),
    ///                                                           SelectionOption("Workouts", value: 1)])
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The chosen value; set when a segment is tapped, clicked or activated from the keyboard.
    ///   - options: The segments, in order.
    public init(selection: Binding<Value>, options: [SelectionOption<Value>]) {
        _selection = selection
        self.options = options
    }

    public var body: some View {
        // Chrome that cannot grow (decision D150): segments stay on one row: the text stops growing at xxxLarge, and a long press shows a segment enlarged.
        face
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .accessibilityShowsLargeContentViewer()
    }

    @ViewBuilder private var face: some View {
        Group {
            if rendering != .fallback, #available(iOS 26.0, macOS 26.0, *) {
                segments.modifier(GlassContainer(spacing: 0))
            } else {
                segments
                    .padding(4)
                    .liquidGlass(in: Capsule())
            }
        }
        .opacity(isEnabled ? 1 : ControlState.disabledOpacity)
        .sensoryFeedback(.selection, trigger: selection)
    }

    /// The theme's text roles (the label colors at home).
    private var text: Theme { theme ?? .liquid }

    private var segments: some View {
        HStack(spacing: 0) {
            ForEach(options) { option in
                let selected = option.value == selection
                Button {
                    withAnimation(.token(GlassTokens.Animation.selection)) { selection = option.value }
                } label: {
                    option.title
                        .font(.subheadline)
                        .fontWeight(selected ? .semibold : .medium)
                        .foregroundStyle(selected ? text.textPrimary : text.textSecondary)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 10)
                        .minimumTouchTarget()
                }
                .buttonStyle(.plain)
                .modifier(SegmentSelection(isSelected: selected, namespace: namespace, native: rendering != .fallback))
                .accessibilityAddTraits(selected ? .isSelected : [])
            }
        }
    }
}

/// The glass under the selected segment only.
@MainActor
struct SegmentSelection: ViewModifier {
    let isSelected: Bool
    let namespace: Namespace.ID
    let native: Bool

    @Environment(\.colorScheme) private var colorScheme

    func body(content: Content) -> some View {
        if native, #available(iOS 26.0, macOS 26.0, *) {
            content.modifier(NativeSegmentGlass(isSelected: isSelected, namespace: namespace))
        } else {
            content.background {
                if isSelected {
                    Capsule()
                        .fill(SystemColors.systemBackground.opacity(colorScheme == .dark ? 0.25 : 0.9))
                        .shadow(color: LiquidStyle.diffuseShadow.color.color(in: colorScheme), radius: 4, y: 2)
                        .matchedGeometryEffect(id: "selection", in: namespace)
                }
            }
        }
    }
}

/// 004's `GlassSelectionModifier`: interactive glass on the selected segment, tied by `glassEffectID`.
@available(iOS 26.0, macOS 26.0, *)
@MainActor
struct NativeSegmentGlass: ViewModifier {
    let isSelected: Bool
    let namespace: Namespace.ID

    func body(content: Content) -> some View {
        if isSelected {
            content
                .glassEffect(Glass.regular.interactive(), in: Capsule())
                .glassEffectID("selection", in: namespace)
        } else {
            content
        }
    }
}

extension LiquidGlassSegmentedPicker where Value == String {
    /// A segmented picker over titles that are their own values.
    ///
    /// - Parameters:
    ///   - selection: The chosen title.
    ///   - options: The segments' titles, in order.
    public init(selection: Binding<String>, options: [String]) {
        self.init(selection: selection, options: options.map { SelectionOption($0) })
    }
}
