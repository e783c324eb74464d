import Foundation
import Mustache
import QuizgenCore
import QuizgenLoading
import Testing

@testable import QuizgenRendering

/// The compiled renderer gives swift-mustache's text, byte for byte, or hands the page back.
@Suite("Templates rendered from their compiled form")
struct CompiledRendererTests {
    /// `main` rendered both ways with `partials` beside it; `nil` when the compiled renderer
    /// handed it back (then only swift-mustache's text exists).
    static func both(_ main: String, partials: [String: String] = [:], context: Any) throws -> (
        library: String?, compiled: String?
    ) {
        _ = HTMLEscaper.registered
        var library = MustacheLibrary()
        var compiled: [String: CompiledTemplate] = [:]
        for (name, text) in partials.merging(["main": main], uniquingKeysWith: { $1 }) {
            let template = try MustacheTemplate(string: text)
            library.register(template, named: name)
            compiled[name] = CompiledTemplate(parsing: text)
        }
        let renderer = CompiledRenderer(
            templates: compiled, known: Set(partials.keys).union(["main"]))
        let text = library.render(context, withTemplate: "main")
        return (text, compiled["main"].flatMap { renderer.render($0, root: context) })
    }

    @Test func everyTemplateOfTheDefaultThemeCompiles() throws {
        var diagnostics = Diagnostics()
        let templates = TemplateSet.load(
            folder: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"),
            reader: SourceReader(root: URL(fileURLWithPath: "/")),
            into: &diagnostics)
        let compiled = try #require(templates.compiled)
        #expect(Set(compiled.templates.keys) == compiled.known)
        #expect(compiled.known.isSuperset(of: templates.names))
    }

    @Test(
        "standalone lines, indentation, inheritance and escaping, as swift-mustache renders them",
        arguments: [
            ("{{#a}}\n  {{a.b.c}}\n{{/a}}\n", [String: String]()),
            ("<ul>\n  {{> p}}\n</ul>", ["p": "one\ntwo {{b}}\n{{#items}}\n{{c}}\n{{/items}}\n"]),
            (
                "{{<par}}{{$t}}mine {{b}}{{/t}}{{/par}}",
                ["par": "<h1>{{$t}}theirs{{/t}}</h1>\n  {{$u}}u{{/u}}\n"]
            ),
            (
                "{{<par}}\n{{$t}}\nmine\n{{/t}}\n{{/par}}\n",
                ["par": "a\n  {{$t}}\n  d\n  {{/t}}\nz {{> q}}", "q": "{{$t}}q{{/t}}"]
            ),
            ("{{b}} {{{b}}} {{&b}} {{c}} {{f}} {{n}}", [:]),
            ("{{%CONTENT_TYPE: TEXT}}\n{{b}}{{> p}}", ["p": "{{b}}"]),
            (
                "{{#items}}{{c}}{{#c}}[{{.}}]{{/c}}{{^c}}none{{/c}}{{/items}}{{^empty}}E{{/empty}}",
                [:]
            ),
            ("{{a.b.c}} {{.b}} {{#a}}{{.b.c}}{{b.c}}{{n}}{{/a}} {{missing.x}} {{> nothing}}", [:]),
            ("a\r\n{{#a}}\r\n  {{> p}}\r\n{{/a}}\r\n", ["p": "x\r\ny\n{{n}}"]),
            ("  {{=<% %>=}}  \n<%#a%>\n  <%c%> {{b}}\n<%/a%>\n<%={{ }}=%>\n{{c}}", [:]),
            ("a {{! c }} b\n  {{! c }}\n  {{!c}} x\n{{=%% %%=}}%%! a %%% %%b%%", [:]),
            (
                "{{<par}}\n  {{$t}}\n    x {{b}}\n  y\n      z\n    {{#items}}\n      {{c}}\n    {{/items}}\n  {{/t}}\n{{/par}}\n",
                ["par": "<p>\n  {{$t}}none{{/t}}\n</p>\n"]
            ),
            ("x \r{{b}}\r end {{c}}  ", [:]),
            ("{{ b }} {{{ b }}} {{& c }} {{#  a  }}{{/a}}", [:]),
        ])
    func samples(main: String, partials: [String: String]) throws {
        let context: [String: Any] = [
            "a": ["b": ["c": "deep <c>"] as [String: Any]] as [String: Any], "b": "B & 'b'", "c": 3,
            "f": false, "n": 2.5,
            "items": [["c": "x"], ["c": false], ["c": ""], ["d": 1]] as [[String: Any]],
            "empty": [Any](),
        ]
        let (library, compiled) = try Self.both(
            main.hasPrefix("{{%") ? main : HTMLEscaper.pragma + main,
            partials: partials.mapValues { HTMLEscaper.pragma + $0 },
            context: context)
        #expect(compiled != nil)
        #expect(compiled == library)
    }

    @Test("values it does not handle hand the page back")
    func unsupportedValues() throws {
        let lambda = MustacheLambda { (text: String) in "<\(text)>" }
        for value: Any in [lambda, Optional<String>.none as Any, Set(["a"]), NSNull()] {
            let (library, compiled) = try Self.both(
                "\(HTMLEscaper.pragma){{#v}}x{{/v}}{{v}}", context: ["v": value])
            #expect(compiled == nil, "\(type(of: value))")
            #expect(library != nil)
        }
        // swift-mustache's own escaping (no pragma) is left to it when there is something to escape.
        #expect(try Self.both("{{v}}", context: ["v": "a<b"]).compiled == nil)
        #expect(try Self.both("{{v}}", context: ["v": "ab"]).compiled == "ab")
    }

    @Test("what the renderer leaves to swift-mustache is not compiled")
    func leftToSwiftMustache() throws {
        _ = HTMLEscaper.registered
        for text in [
            "{{%CONTENT_TYPE: HTML}}{{a}}", "{{>*dynamic}}", "{{<*dynamic}}{{/*dynamic}}",
            "{{first(items)}}", "{{#first(items)}}x{{/first(items)}}",
        ] {
            _ = try MustacheTemplate(string: text)  // swift-mustache reads it
            #expect(CompiledTemplate(parsing: text) == nil, "\(text)")
        }
        #expect(CompiledTemplate(parsing: "{{%CONTENT_TYPE: TEXT}}\n{{a}}") != nil)
    }

    @Test("random templates and contexts: the same text as swift-mustache")
    func randomTemplates() throws {
        var random = SplitMix(seed: 0x5EED)
        var rendered = 0
        var total = 0
        for round in 0..<3_000 {
            var generator = TemplateGenerator(random: random)
            let partials = [
                "p": generator.template(depth: 2, partials: false), "par": generator.parent(),
            ]
            let main = generator.contentType() + generator.template(depth: 3, partials: true)
            let context = generator.context(depth: 3)
            random = generator.random
            guard
                let (library, compiled) = try? Self.both(main, partials: partials, context: context)
            else { continue }
            total += 1
            if let compiled {
                rendered += 1
                #expect(
                    compiled == library, "round \(round): \(main.debugDescription) with \(partials)"
                )
            }
        }
        // Most random templates parse, and most of those render compiled.
        #expect(total > 1_500)
        #expect(rendered * 2 > total)
    }
}
