import Testing

@testable import HeadlessSwiftUIMacros

/// `#Preview` reads its arguments and trailing closure as Xcode's `PreviewsMacros.SwiftUIView` does,
/// and `@Previewable` declarations move into a wrapper view (Apple, `Previewable()`).
struct PreviewMacroTests {
    @Test(arguments: [
        ("#Preview {\n    Text(\"Hi\")\n}", "", "\n    Text(\"Hi\")\n"),
        ("#Preview(\"Row\") { Row() }", "\"Row\"", " Row() "),
        (
            "#Preview(\"A (b)\", traits: .fixedLayout(width: 1, height: 2)) { X() }",
            "\"A (b)\", traits: .fixedLayout(width: 1, height: 2)", " X() "
        ),
        ("#Preview(\"}\") { Text(\"{\") // }\n}", "\"}\"", " Text(\"{\") // }\n"),
        ("#Preview { Text(\"\\(a.map { $0 })\") /* } */ }", "", " Text(\"\\(a.map { $0 })\") /* } */ "),
        ("#Preview { Text(#\"a \" } \"#) }", "", " Text(#\"a \" } \"#) "),
        ("#Preview { Text(\"\"\"\n  }\n  \"\"\") }", "", " Text(\"\"\"\n  }\n  \"\"\") "),
    ])
    func readsArgumentsAndBody(source: String, arguments: String, body: String) throws {
        let preview = try PreviewMacro(source: source)
        #expect(preview.arguments == arguments)
        #expect(preview.body == body)
        #expect(preview.previewables.isEmpty)
    }

    @Test func movesPreviewableDeclarations() throws {
        let preview = try PreviewMacro(
            source: """
                #Preview {
                    @Previewable @State var count = 3
                    @Previewable @State var names = [
                        "a", "b",
                    ]
                    let label = "@Previewable"; @Previewable @State var on = false
                    Text(label)
                }
                """)
        #expect(
            preview.previewables == ["@State var count = 3", "@State var names = [\n        \"a\", \"b\",\n    ]", "@State var on = false"])
        #expect(preview.body.contains("let label = \"@Previewable\";") && preview.body.contains("Text(label)"))
        #expect(!preview.body.contains("@State"))
    }

    /// A declaration goes on over the lines Swift reads as one statement: a chain of `.map` calls
    /// under it, an initial value after a line-ending `=`, a `??` on the next line; a comment or
    /// the next view starts a new line.
    @Test func aPreviewableDeclarationTakesItsContinuedLines() throws {
        let preview = try PreviewMacro(
            source: """
                #Preview {
                    @Previewable @State var speakers = names
                        .map { $0.uppercased() }
                        .map { Speaker(name: $0) }
                    @Previewable @State var title =
                        "Daily"
                    @Previewable @State var count = stored
                        ?? 3
                    @Previewable @State var on = false
                    // .map is not a continuation here
                    -1 == 0 ? Text("a") : Text("b")
                    Footer(speakers: speakers)
                }
                """)
        #expect(
            preview.previewables == [
                "@State var speakers = names\n        .map { $0.uppercased() }\n        .map { Speaker(name: $0) }",
                "@State var title =\n        \"Daily\"", "@State var count = stored\n        ?? 3", "@State var on = false",
            ])
        #expect(preview.body.contains("// .map is not a continuation here") && preview.body.contains("Footer(speakers: speakers)"))
        #expect(!preview.body.contains(".map { Speaker"))
    }

    /// A line that ends in a binary operator (space before it) goes on to the next, as Swift reads
    /// it; a postfix `!` and an operator in a trailing comment end their line.
    @Test func aLineEndingInABinaryOperatorContinues() throws {
        let preview = try PreviewMacro(
            source: """
                #Preview {
                    @Previewable @State var total = base +
                        extra
                    @Previewable @State var shown = isOn &&
                        hasItems
                    @Previewable @State var name = stored!
                    @Previewable @State var step = 1 // then +
                    Text(name)
                }
                """)
        #expect(
            preview.previewables == [
                "@State var total = base +\n        extra", "@State var shown = isOn &&\n        hasItems", "@State var name = stored!",
                "@State var step = 1 // then +",
            ])
        #expect(preview.body.contains("Text(name)") && !preview.body.contains("hasItems"))
    }

    /// The position the compiler sends is that of the syntax's leading trivia.
    @Test func findsTheMacroAfterItsLeadingTrivia() throws {
        let preview = try PreviewMacro(source: "\n\n// A row.\n#Preview { Row() }")
        #expect(preview.position(line: 1, column: 15) == (4, 1))
        #expect(try PreviewMacro(source: "#Preview { Row() }").position(line: 7, column: 5) == (7, 5))
    }

    @Test func expandsIntoAPreviewRegistry() throws {
        let expansion = try PreviewMacro(source: "#Preview(\"Row\") { Row() }")
            .expansion(name: "$s4Demo1_PreviewRegistryfMu_", fileID: "Demo/Row.swift", line: 12, column: 1)
        #expect(expansion.hasPrefix("@usableFromInline struct $s4Demo1_PreviewRegistryfMu_: HeadlessSwiftUI.PreviewRegistry {"))
        #expect(expansion.contains("static let fileID: String = \"Demo/Row.swift\""))
        #expect(expansion.contains("static let line: Int = 12") && expansion.contains("static let column: Int = 1"))
        #expect(expansion.contains("HeadlessSwiftUI.Preview(\"Row\") {\n            __content()\n        }"))
        #expect(
            expansion.contains(
                "@HeadlessSwiftUI.ViewBuilder @MainActor static func __content() -> some HeadlessSwiftUI.View {\n        Row()\n    }"))
        let stateful = try PreviewMacro(source: "#Preview {\n    @Previewable @State var on = true\n    Toggle(\"On\", isOn: $on)\n}")
            .expansion(name: "P", fileID: "Demo/Row.swift", line: 1, column: 1)
        #expect(stateful.contains("struct __P_Previewable_Transform_Wrapper: HeadlessSwiftUI.View {\n        @State var on = true"))
        #expect(stateful.contains("var body: some HeadlessSwiftUI.View {\n            Toggle(\"On\", isOn: $on)\n        }"))
    }

    /// Standing in for Xcode's `PreviewsMacros` (`make typecheck`), the expansion names Apple's modules.
    @Test func expandsWithApplesNamesForPreviewsMacros() throws {
        var request = MacroRequest([
            "macro": ["moduleName": "PreviewsMacros", "typeName": "SwiftUIView"],
            "discriminator": "$s4Demo7PreviewfMf_",
            "syntax": ["source": "#Preview { Row() }", "location": ["fileID": "Demo/Row.swift", "line": 3, "column": 1]],
        ])
        let apple = try request.expand().get()
        #expect(apple.hasPrefix("struct $s4Demo7PreviewfMf_15PreviewRegistryfMu_: DeveloperToolsSupport.PreviewRegistry {"))
        #expect(apple.contains("DeveloperToolsSupport.Preview() {") && apple.contains("@SwiftUI.ViewBuilder"))
        #expect(apple.contains("static let line: Int = 3") && !apple.contains("HeadlessSwiftUI"))
        request.moduleName = "HeadlessSwiftUIMacros"
        #expect(throws: MacroRequest.Failure.self) { try request.expand().get() }
        request.macroName = "PreviewMacro"
        #expect(try request.expand().get().contains(": HeadlessSwiftUI.PreviewRegistry {"))
    }

    /// A body that returns its view is not a result builder's: no warning that `return` disables it.
    @Test func aBodyThatReturnsIsAPlainFunction() throws {
        let returning = try PreviewMacro(source: "#Preview {\n    let x = 1\n    return Text(\"\\(x)\")\n}")
            .expansion(name: "P", fileID: "Demo/Row.swift", line: 1, column: 1)
        #expect(returning.contains("    @MainActor static func __content() -> some HeadlessSwiftUI.View {"))
        #expect(!returning.contains("ViewBuilder"))
        #expect(PreviewMacro.returnsItsView("let a = [1].map { return $0 }\nText(\"return\")") == false)
        #expect(PreviewMacro.returnsItsView("returned()\nlet returnValue = 1") == false)
    }

    /// swift-syntax's `makeUniqueName`: the discriminator, the name's length and the name, `fMu_`.
    @Test func namesTheRegistryUniquely() {
        var request = MacroRequest([:])
        request.discriminator = "$s4Demo3RowV7PreviewfMf_"
        #expect(request.uniqueName("PreviewRegistry") == "$s4Demo3RowV7PreviewfMf_15PreviewRegistryfMu_")
    }

    @Test(arguments: [
        ("#Preview(\"Row\")", "#Preview needs the view it shows in a trailing closure, as in '#Preview { ContentView() }'"),
        ("#Preview(\"Row\" { Row() }", "#Preview's arguments are not closed"),
        ("#Preview { A() } { B() }", "#Preview takes one trailing closure"),
    ])
    func refusesWhatItCannotRead(source: String, message: String) {
        #expect(throws: PreviewMacro.Problem(message: message)) { try PreviewMacro(source: source) }
    }

    /// A freestanding macro is answered in its own message form.
    @Test func repliesToAFreestandingExpansion() {
        let reply = MacroPlugin.reply(.success("struct P {}"), hostVersion: 4, freestanding: true)
        #expect((reply["expandFreestandingMacroResult"] as? [String: Any])?["expandedSource"] as? String == "struct P {}")
    }
}
