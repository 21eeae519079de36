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
        "chevron.down": "expand_more", "chevron.up": "expand_less", "chevron.compact.down": "expand_more",
        "chevron.compact.up": "expand_less",
        "arrow.right": "arrow_forward", "arrow.left": "arrow_back", "arrow.up": "arrow_upward", "arrow.down": "arrow_downward",
        "gearshape": "settings", "gearshape.fill": "settings", "person": "person_outline", "person.fill": "person",
        "person.crop.circle": "account_circle", "bell": "notifications_none", "bell.fill": "notifications",
        "star": "star_border", "star.fill": "star", "sparkles": "auto_awesome", "trophy": "emoji_events", "trophy.fill": "emoji_events",
        "calendar": "calendar_today", "clock": "schedule", "timer": "timer", "stopwatch": "timer",
        "house": "home", "house.fill": "home", "magnifyingglass": "search", "ellipsis": "more_horiz",
        "play.fill": "play_arrow", "pause.fill": "pause", "stop.fill": "stop", "square.and.arrow.up": "ios_share",
        "dumbbell": "fitness_center", "dumbbell.fill": "fitness_center", "scalemass": "monitor_weight",
        "info.circle": "info_outline", "questionmark": "question_mark", "questionmark.circle": "help_outline",
        "exclamationmark.triangle": "warning", "exclamationmark.triangle.fill": "warning",
        "lock": "lock_outline", "lock.fill": "lock", "trash": "delete_outline", "pencil": "edit", "camera": "photo_camera",
        "camera.fill": "photo_camera",
        // Symbols other authors' views use most (issue #30): people, messages, places, settings, media.
        "info.circle.fill": "info", "person.crop.circle.fill": "account_circle", "person.circle": "account_circle",
        "person.circle.fill": "account_circle", "person.2": "people_outline", "person.2.fill": "people", "gear": "settings",
        "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone",
        "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble", "paperplane": "send", "paperplane.fill": "send",
        "bookmark": "bookmark_border", "bookmark.fill": "bookmark", "cart": "shopping_cart", "cart.fill": "shopping_cart",
        "bag": "shopping_bag", "bag.fill": "shopping_bag", "creditcard": "credit_card", "gift": "card_giftcard",
        "gift.fill": "card_giftcard", "tag": "label_outline", "tag.fill": "local_offer", "flag": "outlined_flag", "flag.fill": "flag",
        "map": "map", "mappin": "place", "mappin.circle.fill": "place", "location": "near_me", "location.fill": "near_me",
        "globe": "language", "link": "link", "photo": "image", "doc": "description", "doc.text": "description", "folder": "folder_open",
        "folder.fill": "folder", "arrow.clockwise": "refresh", "list.bullet": "format_list_bulleted", "line.3.horizontal": "menu",
        "slider.horizontal.3": "tune", "eye": "visibility", "eye.fill": "visibility", "eye.slash": "visibility_off",
        "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up", "hand.tap": "touch_app", "chevron.forward": "chevron_right",
        "chevron.backward": "chevron_left", "arrow.forward": "arrow_forward", "arrow.backward": "arrow_back", "wifi": "wifi",
        "sun.max": "wb_sunny", "sun.max.fill": "wb_sunny", "cloud": "cloud_queue", "cloud.fill": "cloud", "music.note": "music_note",
        "speaker.wave.2": "volume_up", "speaker.wave.2.fill": "volume_up", "speaker": "volume_mute", "speaker.fill": "volume_mute",
        "speaker.wave.1": "volume_down", "speaker.wave.3": "volume_up", "speaker.wave.3.fill": "volume_up", "speaker.slash": "volume_off",
        "arrow.up.arrow.down": "swap_vert",
        "plus.circle": "add_circle_outline",
        "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle", "xmark.circle": "highlight_off",
        "square": "check_box_outline_blank", "checkmark.square.fill": "check_box", "circle": "radio_button_unchecked",
        "figure.strengthtraining.traditional": "fitness_center", "square.and.pencil": "edit", "target": "track_changes",
        // The SF Symbols public SwiftUI code names beyond those (issue #37 item 1, D213): inboxes and
        // documents, people, messages, time and health, sport, places, commerce, devices, arrows,
        // media and weather, each to the Material Icons glyph of the same idea.
        "tray": "inbox", "tray.fill": "inbox", "tray.full": "inbox", "tray.full.fill": "inbox",
        "tray.and.arrow.down": "move_to_inbox", "tray.and.arrow.up": "outbox", "archivebox": "archive",
        "archivebox.fill": "archive", "doc.fill": "description", "doc.text.fill": "description",
        "doc.on.doc": "content_copy", "doc.on.clipboard": "content_paste", "doc.richtext": "article",
        "doc.badge.plus": "note_add", "doc.text.magnifyingglass": "find_in_page", "folder.badge.plus": "create_new_folder",
        "book": "menu_book", "book.fill": "menu_book", "book.closed": "book", "book.closed.fill": "book",
        "books.vertical": "library_books", "newspaper": "newspaper", "paperclip": "attach_file",
        "note.text": "sticky_note_2", "list.bullet.rectangle": "list_alt", "list.clipboard": "assignment",
        "checklist": "checklist", "list.number": "format_list_numbered", "list.dash": "list",
        "square.and.arrow.down": "file_download", "square.and.arrow.up.fill": "ios_share",
        "square.and.arrow.up.on.square": "ios_share", "printer": "print", "printer.fill": "print",
        "scissors": "content_cut", "trash.fill": "delete", "xmark.bin": "delete_forever",
        "square.on.square": "content_copy", "link.badge.plus": "add_link",
        "rectangle.and.pencil.and.ellipsis": "edit_note", "pencil.circle": "edit", "pencil.circle.fill": "edit",
        "highlighter": "highlight", "ruler": "straighten", "person.fill.badge.plus": "person_add",
        "person.badge.plus": "person_add", "person.crop.circle.badge.plus": "person_add",
        "person.badge.minus": "person_remove", "person.fill.checkmark": "how_to_reg",
        "person.crop.circle.badge.checkmark": "how_to_reg", "person.fill.xmark": "person_remove", "person.3": "groups",
        "person.3.fill": "groups", "person.crop.square": "account_box", "person.text.rectangle": "badge",
        "person.crop.rectangle": "badge", "figure.wave": "emoji_people", "hand.wave": "waving_hand",
        "hand.raised": "pan_tool", "hand.raised.fill": "pan_tool", "hand.thumbsdown": "thumb_down_off_alt",
        "hand.thumbsdown.fill": "thumb_down", "hand.point.up.left": "touch_app", "face.smiling": "sentiment_satisfied",
        "brain": "psychology", "brain.head.profile": "psychology", "ear": "hearing", "message": "message",
        "message.fill": "message", "bubble.right": "chat_bubble_outline", "bubble.right.fill": "chat_bubble",
        "bubble.left.and.bubble.right": "forum", "bubble.left.and.bubble.right.fill": "forum",
        "quote.bubble": "format_quote", "envelope.open": "drafts", "envelope.badge": "mark_email_unread",
        "at": "alternate_email", "phone.down.fill": "call_end", "phone.arrow.up.right": "call_made", "video": "videocam",
        "video.fill": "videocam", "video.slash": "videocam_off", "video.badge.plus": "video_call",
        "bell.slash": "notifications_off", "bell.slash.fill": "notifications_off", "bell.badge": "notifications_active",
        "bell.badge.fill": "notifications_active", "alarm": "alarm", "alarm.fill": "alarm",
        "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error",
        "exclamationmark": "priority_high", "exclamationmark.octagon": "report", "exclamationmark.octagon.fill": "report",
        "xmark.octagon": "report", "questionmark.circle.fill": "help", "checkmark.seal": "verified",
        "checkmark.seal.fill": "verified", "checkmark.shield": "verified_user", "checkmark.shield.fill": "verified_user",
        "clock.fill": "schedule", "clock.arrow.circlepath": "history", "hourglass": "hourglass_empty",
        "calendar.badge.plus": "event", "calendar.circle": "event", "stopwatch.fill": "timer", "chart.pie": "pie_chart",
        "chart.pie.fill": "pie_chart", "chart.xyaxis.line": "show_chart", "chart.bar.xaxis": "bar_chart",
        "chart.line.uptrend.xyaxis.circle": "show_chart", "waveform.path.ecg": "monitor_heart",
        "heart.text.square": "monitor_heart", "heart.slash": "heart_broken", "cross.case": "medical_services",
        "cross.case.fill": "medical_services", "pills": "medication", "pills.fill": "medication", "bandage": "healing",
        "bed.double": "hotel", "figure.mind.and.body": "self_improvement", "figure.yoga": "self_improvement",
        "figure.outdoor.cycle": "directions_bike", "figure.pool.swim": "pool", "figure.hiking": "hiking", "gauge": "speed",
        "speedometer": "speed", "bicycle": "directions_bike", "soccerball": "sports_soccer",
        "basketball": "sports_basketball", "basketball.fill": "sports_basketball", "tennis.racket": "sports_tennis",
        "football": "sports_football", "baseball": "sports_baseball", "medal": "military_tech",
        "medal.fill": "military_tech", "rosette": "military_tech", "crown": "workspace_premium",
        "crown.fill": "workspace_premium", "flag.checkered": "sports_score", "cup.and.saucer": "local_cafe",
        "cup.and.saucer.fill": "local_cafe", "wineglass": "wine_bar", "birthday.cake": "cake",
        "takeoutbag.and.cup.and.straw": "takeout_dining", "car": "directions_car", "car.fill": "directions_car",
        "bus": "directions_bus", "bus.fill": "directions_bus", "tram": "tram", "tram.fill": "tram", "airplane": "flight",
        "ferry": "directions_boat", "fuelpump": "local_gas_station", "location.circle": "my_location",
        "location.circle.fill": "my_location", "location.north": "navigation", "location.north.fill": "navigation",
        "mappin.and.ellipse": "place", "map.fill": "map", "building.2": "apartment", "building.2.fill": "apartment",
        "building.columns": "account_balance", "building.columns.fill": "account_balance", "storefront": "storefront",
        "safari": "explore", "safari.fill": "explore", "globe.americas": "public", "globe.europe.africa": "public",
        "house.circle": "home", "tree": "park", "mountain.2": "terrain", "cart.badge.plus": "add_shopping_cart",
        "creditcard.fill": "credit_card", "dollarsign.circle": "monetization_on",
        "dollarsign.circle.fill": "monetization_on", "dollarsign": "attach_money", "banknote": "payments",
        "percent": "percent", "qrcode": "qr_code", "qrcode.viewfinder": "qr_code_scanner",
        "barcode.viewfinder": "qr_code_scanner", "iphone": "smartphone", "ipad": "tablet", "laptopcomputer": "laptop",
        "desktopcomputer": "desktop_windows", "applewatch": "watch", "headphones": "headphones", "airpods": "headphones",
        "tv": "tv", "tv.fill": "tv", "gamecontroller": "sports_esports", "gamecontroller.fill": "sports_esports",
        "keyboard": "keyboard", "battery.100": "battery_full", "wifi.slash": "wifi_off", "icloud": "cloud_queue",
        "icloud.fill": "cloud", "icloud.and.arrow.up": "cloud_upload", "icloud.and.arrow.down": "cloud_download",
        "externaldrive": "storage", "externaldrive.fill": "storage", "server.rack": "dns", "cpu": "memory",
        "lock.open": "lock_open", "lock.open.fill": "lock_open", "lock.shield": "security", "shield": "shield",
        "shield.fill": "shield", "key": "vpn_key", "key.fill": "vpn_key", "faceid": "face", "touchid": "fingerprint",
        "power": "power_settings_new", "rectangle.portrait.and.arrow.right": "logout", "gearshape.2": "settings",
        "wrench": "build", "wrench.fill": "build", "wrench.and.screwdriver": "build",
        "wrench.and.screwdriver.fill": "build", "hammer": "construction", "hammer.fill": "construction",
        "ant": "bug_report", "ladybug": "bug_report", "terminal": "terminal",
        "chevron.left.forwardslash.chevron.right": "code", "function": "functions", "atom": "science", "flask": "science",
        "graduationcap": "school", "graduationcap.fill": "school", "lightbulb": "lightbulb_outline",
        "lightbulb.fill": "lightbulb", "paintbrush": "brush", "paintbrush.fill": "brush", "paintpalette": "palette",
        "paintpalette.fill": "palette", "eyedropper": "colorize", "wand.and.stars": "auto_fix_high",
        "wand.and.rays": "auto_fix_high", "sparkle": "auto_awesome", "textformat": "text_format",
        "textformat.size.smaller": "text_decrease", "textformat.size.larger": "text_increase", "bold": "format_bold",
        "italic": "format_italic", "underline": "format_underlined", "text.alignleft": "format_align_left",
        "text.aligncenter": "format_align_center", "text.alignright": "format_align_right", "arrow.up.right": "north_east",
        "arrow.down.left": "south_west", "arrow.up.circle": "arrow_circle_up", "arrow.up.circle.fill": "arrow_circle_up",
        "arrow.down.circle": "arrow_circle_down", "arrow.down.circle.fill": "arrow_circle_down",
        "arrow.right.circle": "arrow_circle_right", "arrow.right.circle.fill": "arrow_circle_right",
        "arrow.left.circle": "arrow_circle_left", "arrow.left.circle.fill": "arrow_circle_left",
        "arrow.counterclockwise": "replay", "arrow.triangle.2.circlepath": "sync", "arrow.2.circlepath": "sync",
        "arrow.uturn.backward": "undo", "arrow.uturn.forward": "redo", "arrow.uturn.left": "undo",
        "arrow.uturn.right": "redo", "arrow.left.arrow.right": "swap_horiz", "arrow.up.right.square": "open_in_new",
        "arrow.up.left.and.arrow.down.right": "open_in_full", "arrow.down.right.and.arrow.up.left": "close_fullscreen",
        "arrowshape.turn.up.left": "reply", "arrowshape.turn.up.left.fill": "reply", "arrowshape.turn.up.right": "forward",
        "arrowshape.turn.up.right.fill": "forward", "arrow.down.to.line": "vertical_align_bottom",
        "arrow.up.to.line": "vertical_align_top", "line.3.horizontal.decrease": "filter_list",
        "line.3.horizontal.decrease.circle": "filter_list", "line.3.horizontal.decrease.circle.fill": "filter_list",
        "line.horizontal.3": "menu", "ellipsis.circle": "more_horiz", "ellipsis.circle.fill": "more_horiz",
        "ellipsis.vertical": "more_vert", "plus.square": "add_box", "plus.square.fill": "add_box", "plus.app": "add_box",
        "minus.square": "indeterminate_check_box", "square.grid.2x2": "grid_view", "square.grid.2x2.fill": "grid_view",
        "square.grid.3x3": "apps", "square.stack.3d.up": "layers", "square.stack.3d.up.fill": "layers",
        "sidebar.left": "view_sidebar", "rotate.right": "rotate_right", "rotate.left": "rotate_left", "crop": "crop",
        "viewfinder": "crop_free", "scope": "gps_fixed", "plus.magnifyingglass": "zoom_in",
        "minus.magnifyingglass": "zoom_out", "circle.fill": "circle", "largecircle.fill.circle": "radio_button_checked",
        "record.circle": "fiber_manual_record", "triangle": "change_history", "diamond": "diamond", "hexagon": "hexagon",
        "star.circle": "stars", "star.circle.fill": "stars", "star.leadinghalf.filled": "star_half",
        "bolt.slash": "flash_off", "bolt.slash.fill": "flash_off", "play": "play_arrow",
        "play.circle": "play_circle_outline", "play.circle.fill": "play_circle", "pause": "pause",
        "pause.circle": "pause_circle_outline", "pause.circle.fill": "pause_circle", "stop": "stop",
        "stop.circle": "stop_circle", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
        "forward.end.fill": "skip_next", "backward.end.fill": "skip_previous", "shuffle": "shuffle", "repeat": "repeat",
        "repeat.1": "repeat_one", "goforward.10": "forward_10", "gobackward.10": "replay_10",
        "music.note.list": "queue_music", "music.mic": "mic_external_on", "airplayaudio": "airplay",
        "airplayvideo": "airplay", "pip": "picture_in_picture", "captions.bubble": "closed_caption", "film": "movie",
        "photo.on.rectangle": "photo_library", "photo.fill": "image", "photo.stack": "collections",
        "camera.rotate": "flip_camera_ios", "mic.circle": "mic", "mic.circle.fill": "mic",
        "speaker.wave.1.fill": "volume_down", "speaker.slash.fill": "volume_off", "sun.min": "wb_sunny",
        "sun.min.fill": "wb_sunny", "sunrise": "wb_twilight", "sunset": "wb_twilight", "moon.stars": "nights_stay",
        "moon.stars.fill": "nights_stay", "cloud.sun": "wb_cloudy", "snowflake": "ac_unit", "thermometer": "thermostat",
        "wind": "air", "umbrella": "umbrella", "umbrella.fill": "umbrella", "leaf.arrow.circlepath": "recycling",
        "pawprint": "pets", "pawprint.fill": "pets", "flame.circle": "local_fire_department",
        "flame.circle.fill": "local_fire_department",
    ]

    /// The ligature for `name`, or nil for a name we do not draw.
    public static func ligature(for name: String) -> String? { ligatures[name] }

    /// Whether `name` draws a glyph: its own, or its base symbol's (`baseOfVariant(_:)`); a name
    /// without either draws a magenta square.
    ///
    /// ```swift
    /// SymbolGlyphs.hasGlyph("heart.circle.fill")  // true: drawn as heart.circle or heart
    /// SymbolGlyphs.hasGlyph("xserve")             // false
    /// ```
    @Sendable public static func hasGlyph(_ name: String) -> Bool {
        ligatures[name] != nil || ligatures[baseOfVariant(name)] != nil
    }

    /// The symbol a variant name falls back to when the variant has no glyph, as iOS draws the
    /// base symbol for a variant that does not exist: the name without its trailing variant
    /// suffixes (`heart.circle.fill` → `heart.circle` → `heart`), the first that has a glyph. A
    /// badged symbol without a glyph of its own draws its symbol without the badge
    /// (`calendar.badge.exclamationmark` → `calendar`, D311).
    public static func baseOfVariant(_ name: String) -> String {
        var parts = name.split(separator: ".").map(String.init)
        if let badge = parts.dropFirst().firstIndex(of: "badge") {
            parts.removeSubrange(badge...)
            let candidate = parts.joined(separator: ".")
            if ligatures[candidate] != nil { return candidate }
        }
        while let last = parts.last, ["fill", "circle", "square", "rectangle", "slash"].contains(last) {
            parts.removeLast()
            let candidate = parts.joined(separator: ".")
            if ligatures[candidate] != nil { return candidate }
        }
        return name
    }
}
