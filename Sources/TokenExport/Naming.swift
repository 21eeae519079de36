/// Name conversions shared by the writers.
enum Naming {
    /// `textPrimary` → `text-primary`, `ModernButton` → `modern-button`.
    static func kebab(_ name: String) -> String {
        var out = ""
        for (index, character) in name.enumerated() {
            if character.isUppercase {
                if index > 0 { out += "-" }
                out += character.lowercased()
            } else if character == "." || character == "_" {
                out += "-"
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// `pastel` → `Pastel`.
    static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }
}
