/// SF Symbols drawn with Google's open-licensed Material Icons (Apache 2.0, Debian's
/// fonts-material-design-icons-iconfont): each SF name the components use maps to the Material
/// ligature that draws the same idea. An unknown name draws a visible placeholder and is reported.
public enum SymbolGlyphs {
    /// SF Symbol name → Material Icons ligature.
    public static let ligatures: [String: String] = [
        "heart": "favorite_border", "heart.fill": "favorite",
        "flame": "local_fire_department", "flame.fill": "local_fire_department",
        "figure.run": "directions_run", "figure.walk": "directions_walk",
        "mic": "mic_none", "mic.fill": "mic", "mic.slash": "mic_off",
        "waveform": "graphic_eq", "bolt": "bolt", "bolt.fill": "bolt",
        "drop": "water_drop", "drop.fill": "water_drop",
        "moon": "bedtime", "moon.fill": "bedtime", "bed.double.fill": "hotel",
        "fork.knife": "restaurant", "leaf": "eco", "leaf.fill": "eco",
        "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.line.uptrend.xyaxis": "show_chart",
        "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "xmark": "close", "xmark.circle.fill": "cancel", "plus": "add", "plus.circle.fill": "add_circle", "minus": "remove",
        "chevron.up.chevron.down": "unfold_more", "chevron.right": "chevron_right", "chevron.left": "chevron_left",
        "chevron.down": "expand_more", "chevron.up": "expand_less",
        "arrow.right": "arrow_forward", "arrow.left": "arrow_back", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
        "gearshape": "settings", "gearshape.fill": "settings", "person": "person_outline", "person.fill": "person",
        "person.crop.circle": "account_circle", "bell": "notifications_none", "bell.fill": "notifications",
        "star": "star_border", "star.fill": "star", "sparkles": "auto_awesome", "trophy": "emoji_events", "trophy.fill": "emoji_events",
        "calendar": "calendar_today", "clock": "schedule", "timer": "timer", "stopwatch": "timer",
        "house": "home", "house.fill": "home", "magnifyingglass": "search", "ellipsis": "more_horiz",
        "play.fill": "play_arrow", "pause.fill": "pause", "stop.fill": "stop", "square.and.arrow.up": "ios_share",
        "dumbbell": "fitness_center", "dumbbell.fill": "fitness_center", "scalemass": "monitor_weight",
        "info.circle": "info", "questionmark": "question_mark", "questionmark.circle": "help_outline",
        "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
        "lock": "lock", "lock.fill": "lock", "trash": "delete", "pencil": "edit", "camera": "photo_camera", "camera.fill": "photo_camera",
        // Symbols other authors' views use most (issue #30): people, messages, places, settings, media.
        "info.circle.fill": "info", "person.crop.circle.fill": "account_circle", "person.circle": "account_circle",
        "person.circle.fill": "account_circle", "person.2": "people_outline", "person.2.fill": "people", "gear": "settings",
        "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
        "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble", "paperplane": "send", "paperplane.fill": "send",
        "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "cart": "shopping_cart", "cart.fill": "shopping_cart",
        "bag": "shopping_bag", "bag.fill": "shopping_bag", "creditcard": "credit_card", "gift": "card_giftcard",
        "gift.fill": "card_giftcard", "tag": "local_offer", "tag.fill": "local_offer", "flag": "flag", "flag.fill": "flag",
        "map": "map", "mappin": "place", "mappin.circle.fill": "place", "location": "near_me", "location.fill": "near_me",
        "globe": "public", "link": "link", "photo": "image", "doc": "description", "doc.text": "description", "folder": "folder",
        "folder.fill": "folder", "arrow.clockwise": "refresh", "list.bullet": "format_list_bulleted", "line.3.horizontal": "menu",
        "slider.horizontal.3": "tune", "eye": "visibility", "eye.fill": "visibility", "eye.slash": "visibility_off",
        "hand.thumbsup": "thumb_up", "hand.thumbsup.fill": "thumb_up", "hand.tap": "touch_app", "chevron.forward": "chevron_right",
        "chevron.backward": "chevron_left", "arrow.forward": "arrow_forward", "arrow.backward": "arrow_back", "wifi": "wifi",
        "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny", "cloud": "cloud_queue", "cloud.fill": "cloud", "music.note": "music_note",
        "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up", "speaker": "volume_mute", "speaker.fill": "volume_mute",
        "speaker.wave.1": "volume_down", "speaker.wave.3": "volume_up", "speaker.wave.3.fill": "volume_up", "speaker.slash": "volume_off",
        "arrow.up.arrow.down": "swap_vert",
        "plus.circle": "add_circle_outline",
        "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle", "xmark.circle": "highlight_off",
        "square": "check_box_outline_blank", "checkmark.square.fill": "check_box", "circle": "radio_button_unchecked",
        "figure.strengthtraining.traditional": "fitness_center", "square.and.pencil": "edit", "target": "track_changes",
    ]

    /// The ligature for `name`, or nil for a name we do not draw.
    public static func ligature(for name: String) -> String? { ligatures[name] }

    /// Whether `name` draws a glyph: its own, or its base symbol's (`baseOfVariant(_:)`); a name
    /// without either draws a magenta square.
    ///
    /// ```swift
    /// SymbolGlyphs.hasGlyph("heart.circle.fill")  // true: drawn as heart.circle or heart
    /// SymbolGlyphs.hasGlyph("tray")               // false
    /// ```
    @Sendable public static func hasGlyph(_ name: String) -> Bool {
        ligatures[name] != nil || ligatures[baseOfVariant(name)] != nil
    }

    /// The symbol a variant name falls back to when the variant has no glyph, as iOS draws the
    /// base symbol for a variant that does not exist: the name without its trailing variant
    /// suffixes (`heart.circle.fill` → `heart.circle` → `heart`), the first that has a glyph.
    public static func baseOfVariant(_ name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        while parts.count > 1, let last = parts.last, ["fill", "circle", "square", "rectangle", "slash"].contains(last) {
            parts.removeLast()
            let candidate = parts.joined(separator: ".")
            if ligatures[candidate] != nil { return candidate }
        }
        return name
    }
}
