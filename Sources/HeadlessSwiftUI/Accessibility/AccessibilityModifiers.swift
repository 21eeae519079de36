extension View {
    nonisolated private func accessibility(_ change: (inout AccessibilityAttributes) -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        var attributes = AccessibilityAttributes()
        change(&attributes)
        return modifier(AccessibilityAttachmentModifier(attributes: attributes))
    }

    /// What VoiceOver reads for the view.
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.label = label.content
            $0.texts = AccessibilityTexts(label: label)
        }
    }

    /// The label VoiceOver reads for this view, looked up as a localized key.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.label = labelKey.text
            $0.texts = AccessibilityTexts(label: Text(labelKey))
        }
    }

    /// The label VoiceOver reads for this view, shown verbatim.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.label = String(label) }
    }

    /// What happens when the element is activated.
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.hint = hint.content
            $0.texts = AccessibilityTexts(hint: hint)
        }
    }

    /// A hint VoiceOver reads after the label (what happens on activation), looked up as a localized key.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.hint = hintKey.text
            $0.texts = AccessibilityTexts(hint: Text(hintKey))
        }
    }

    /// A hint VoiceOver reads after the label, shown verbatim.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hint = String(hint) }
    }

    /// The element's current value, read after its label.
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.value = valueDescription.content
            $0.texts = AccessibilityTexts(value: valueDescription)
        }
    }

    /// The current value VoiceOver reads after the label ("3 of 5"), looked up as a localized key.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.value = valueKey.text
            $0.texts = AccessibilityTexts(value: Text(valueKey))
        }
    }

    /// The current value VoiceOver reads after the label, shown verbatim.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.value = String(value) }
    }

    /// Adds traits (`.isButton`, `.isHeader`, ...) to what VoiceOver announces for this view.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { $0.addTraits = traits }
    }

    /// Removes traits this view would otherwise have (a `Button` without `.isButton`, say).
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.removeTraits = traits }
    }

    /// Hides the view and everything in it from VoiceOver.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hidden = hidden }
    }

    /// Higher priorities are read first within the enclosing container.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.sortPriority = sortPriority }
    }

    /// Makes the element adjustable: VoiceOver's swipe up and down call `handler` with
    /// `.increment` and `.decrement`, and the element reads as adjustable.
    nonisolated public func accessibilityAdjustableAction(
        _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.adjust = AdjustableActionBox(handler) }
    }

    /// Adds a standard action: `.escape` (VoiceOver's two-finger scrub, which dismisses a modal view
    /// from any element inside it), `.magicTap`, or `.default` (activation).
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ action: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.actions.append(AccessibilityActionBox(kind: actionKind, name: nil, handler: action)) }
    }

    /// Adds a custom action VoiceOver offers in its actions rotor, under `name`.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.actions.append(AccessibilityActionBox(kind: nil, name: String(name), handler: handler)) }
    }

    /// A custom action VoiceOver offers in its actions rotor, named by a localized key.
    nonisolated public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.actions.append(AccessibilityActionBox(kind: nil, name: nameKey.text, handler: handler)) }
    }

    /// A custom action VoiceOver offers in its actions rotor, named by a text.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.actions.append(AccessibilityActionBox(kind: nil, name: name.content, handler: handler)) }
    }

    /// Makes the view one accessibility element, treating its children as `children` says.
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { $0.children = children }
    }
}

extension View {
    /// On iOS, a long press on the view shows its content enlarged in the large content viewer, for
    /// chrome that keeps its size at accessibility text sizes (tab bars, toolbars). The viewer is a
    /// system overlay drawn during a long press; the headless layer has no long press, so the view
    /// lays out and reads exactly as without the modifier.
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View {
        self
    }
}
