import CCmarkGFM
import Foundation
import Testing

@testable import QuizgenLoading

/// Tables and task items are found by a walk over blocks only: the same nodes a walk over every
/// node finds, wherever they are nested.
@Suite("Markdown block walk")
struct MarkdownBlockWalkTests {
    static let table = "| a | b |\n|---|---|\n| 1 | 2 |\n"

    @Test("the block walk finds every table and task item the whole walk finds")
    func blocksMatchTheWholeWalk() {
        let samples = [
            Self.table,
            "> " + Self.table.replacingOccurrences(of: "\n", with: "\n> "),
            "- [ ] one\n- [x] two\n  - [ ] nested\n    1. [x] deeper\n",
            "- item\n\n  " + Self.table.replacingOccurrences(of: "\n", with: "\n  "),
            "Text[^1].\n\n[^1]: Note.\n\n    "
                + Self.table.replacingOccurrences(of: "\n", with: "\n    "),
            "> - [ ] quoted task\n>\n> > "
                + Self.table.replacingOccurrences(of: "\n", with: "\n> > "),
            "# Heading\n\nParagraph with `| a | b |` and [x] text.\n\n```\n| not | a table |\n|---|---|\n```\n",
            "<div>\n\n" + Self.table + "\n</div>\n",
        ]
        let isTableOrTask = { (node: OpaquePointer) -> Bool in
            let type = String(cString: cmark_node_get_type_string(node))
            return type == "table"
                || (cmark_node_get_type(node) == CMARK_NODE_ITEM && type == "tasklist")
        }
        var found = 0
        for sample in samples {
            let document = MarkdownDocument(sample)
            let whole = MarkdownDocument.nodes(below: document.root, where: isTableOrTask)
            #expect(
                MarkdownDocument.blocks(below: document.root, where: isTableOrTask) == whole,
                "\(sample.debugDescription)")
            found += whole.count
        }
        #expect(found >= 10)
    }

    /// The walk keeps its own stack: 50,000 nested quotes overflowed the recursive one.
    @Test("the block walk reaches a task item below 50,000 nested quotes")
    func deeplyNestedQuotes() {
        let document = MarkdownDocument(String(repeating: "> ", count: 50_000) + "- [x] done\n")
        let items = MarkdownDocument.blocks(below: document.root) {
            cmark_node_get_type($0) == CMARK_NODE_ITEM
        }
        #expect(items.count == 1)
    }

    /// Quotes and lists past the limit give way to the blocks they hold, text kept, in order.
    @Test("nesting past the limit is flattened, its text kept")
    func flattensDeepNesting() {
        let quotes = MarkdownDocument("> > > > x\n>\n> > > y\n")
        quotes.flattenBlocks(deeperThan: 2)
        #expect(
            quotes.html()
                == "<blockquote>\n<blockquote>\n<p>x</p>\n</blockquote>\n<blockquote>\n<p>y</p>\n</blockquote>\n</blockquote>\n"
        )
        let lists = MarkdownDocument("- a\n  - b\n    - c\n      > d\n")
        lists.flattenBlocks(deeperThan: 1)
        #expect(
            lists.html() == "<ul>\n<li>\n<p>a</p>\n<p>b</p>\n<p>c</p>\n<p>d</p>\n</li>\n</ul>\n")
        let deep = MarkdownDocument(String(repeating: "> ", count: 50_000) + "x\n")
        deep.flattenBlocks()
        let html = deep.html()
        #expect(
            html.components(separatedBy: "<blockquote>").count - 1
                == MarkdownDocument.maximumBlockNesting)
        #expect(html.contains("<p>x</p>"))
    }
}
