/// The appearance proxies of UIKit's classes (Apple: `UIAppearance`): one per class, made on first
/// use, holding what an app sets on it for every instance of the class (D270).
@MainActor enum AppearanceProxies {
    private static var proxies: [ObjectIdentifier: AnyObject] = [:]

    /// The proxy of `type`, made by `make` the first time.
    static func proxy<T: AnyObject>(of type: T.Type, make: () -> T) -> T {
        if let proxy = proxies[ObjectIdentifier(type)] as? T { return proxy }
        let proxy = make()
        proxies[ObjectIdentifier(type)] = proxy
        return proxy
    }
}

/// A type whose instances' look is set through a proxy (Apple: `UIAppearanceContainer`).
@MainActor public protocol UIAppearanceContainer: AnyObject {}
