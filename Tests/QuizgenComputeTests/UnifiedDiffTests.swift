import QuizgenCompute
import Testing

@Suite("Unified diff")
struct UnifiedDiffTests {
    @Test func equalTextsGiveNothing() {
        #expect(UnifiedDiff.diff("a\nb\n", "a\nb\n", oldLabel: "x", newLabel: "y") == "")
    }

    @Test func oneChangeWithThreeLinesOfContext() {
        let old = (1...10).map { "line \($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
            .replacingOccurrences(of: "line 9\n", with: "line 9\nextra\n")
        #expect(
            UnifiedDiff.diff(old, new, oldLabel: "a/t", newLabel: "b/t") == """
                --- a/t
                +++ b/t
                @@ -2,9 +2,10 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8
                 line 9
                +extra
                 line 10

                """)
    }

    @Test func separateHunksAndMissingFinalNewline() {
        let old = (1...20).map { "l\($0)" }.joined(separator: "\n") + "\n"
        let new = old.replacingOccurrences(of: "l2\n", with: "").replacingOccurrences(
            of: "l20\n", with: "l20")
        let diff = UnifiedDiff.diff(old, new, oldLabel: "o", newLabel: "n")
        #expect(
            diff.split(separator: "\n", omittingEmptySubsequences: false)
                == """
                --- o
                +++ n
                @@ -1,5 +1,4 @@
                 l1
                -l2
                 l3
                 l4
                 l5
                @@ -17,4 +16,4 @@
                 l17
                 l18
                 l19
                -l20
                +l20
                \\ No newline at end of file

                """.split(separator: "\n", omittingEmptySubsequences: false))
    }

    @Test func fromAndToEmpty() {
        #expect(
            UnifiedDiff.diff("", "a\n", oldLabel: "o", newLabel: "n")
                == "--- o\n+++ n\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(
            UnifiedDiff.diff("a\n", "", oldLabel: "o", newLabel: "n")
                == "--- o\n+++ n\n@@ -1,1 +0,0 @@\n-a\n")
    }
}
