extension Font {
    /// This font with small capitals (Apple: `smallCaps()`): lowercase letters drawn as small
    /// capitals where the face has them. The face the layer draws with (Inter) has no small-capital
    /// glyphs (no `smcp` feature), so the letters are drawn as they are (D273).
    public func smallCaps() -> Font { self }

    /// This font with small capitals when `isActive`.
    public func smallCaps(_ isActive: Bool) -> Font { self }

    /// This font with lowercase letters as small capitals (drawn as they are, D273).
    public func lowercaseSmallCaps() -> Font { self }

    /// This font with lowercase letters as small capitals when `isActive`.
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font { self }

    /// This font with uppercase letters as small capitals (drawn as they are, D273).
    public func uppercaseSmallCaps() -> Font { self }

    /// This font with uppercase letters as small capitals when `isActive`.
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font { self }
}
