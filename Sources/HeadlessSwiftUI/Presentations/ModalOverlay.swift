extension ResolveContext {
    /// `content` with a modal overlay (an alert, a confirmation dialog) presented over the whole
    /// window, as a sheet is: the escape gesture sets `isPresented` to false. `build` makes the
    /// overlay from views it takes apart into buttons; `holder` keeps their state while it stands.
    func presentingModal(
        over content: [ViewNode], named component: String, isPresented: Binding<Bool>,
        build: @escaping (_ holder: ViewNode) -> [ViewNode]
    ) -> [ViewNode] {
        let overlay = child(component).node(.custom(component), collecting: build)
        return [
            node(.effect(.sheet(isPresented: true, dismiss: { isPresented.wrappedValue = false })), children: content + [overlay])
        ]
    }
}
