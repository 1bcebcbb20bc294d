import Guard
import Testing

@Suite struct TokenizerTests {
    /// `kind text` of every token, the compact form the tests compare.
    func texts(_ source: String) -> [String] {
        Tokenizer.tokenize(source).map { "\($0.kind.rawValue) \($0.text)" }
    }

    @Test func identifiersKeywordsAndPunctuationWithPositions() {
        let tokens = Tokenizer.tokenize("func go() {\n  try await x.restartLater(1_000)\n}")
        #expect(tokens.map(\.description) == [
            "keyword func @1:1", "identifier go @1:6", "punctuation ( @1:8", "punctuation ) @1:9",
            "punctuation { @1:11",
            "keyword try @2:3", "keyword await @2:7", "identifier x @2:13", "punctuation . @2:14",
            "identifier restartLater @2:15", "punctuation ( @2:27", "number 1_000 @2:28",
            "punctuation ) @2:33",
            "punctuation } @3:1",
        ])
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" is two bytes and "👩‍👩‍👧" many scalars; each is one character.
        let tokens = Tokenizer.tokenize("let café = \"👩‍👩‍👧\"; x")
        #expect(tokens.map(\.description) == [
            "keyword let @1:1", "identifier café @1:5", "punctuation = @1:10", "string \" @1:12",
            "punctuation ; @1:15", "identifier x @1:17",
        ])
    }

    @Test func lineCommentsAreSkipped() {
        #expect(texts("a // restartLater()\nb") == ["identifier a", "identifier b"])
    }

    @Test func nestedBlockCommentsAreSkippedWhole() {
        let source = "a /* one /* two /* three */ still two */ still one restartLater() */ b"
        #expect(texts(source) == ["identifier a", "identifier b"])
        let positions = Tokenizer.tokenize("/* x\n /* y */\n z */ c").map(\.description)
        #expect(positions == ["identifier c @3:7"])
    }

    @Test func anUnterminatedCommentRunsToTheEnd() {
        #expect(texts("a /* /* */ restartLater()") == ["identifier a"])
    }

    @Test func stringsBecomeOneTokenWithoutTheirText() {
        #expect(texts(#"f("restartLater() \"q\" \\", x)"#) == [
            "identifier f", "punctuation (", "string \"", "punctuation ,", "identifier x", "punctuation )",
        ])
    }

    @Test func multiLineStrings() {
        let source = "a = \"\"\"\n  restartLater()\n  \"quoted\" \\\"\"\" still\n  \"\"\"\nb"
        #expect(Tokenizer.tokenize(source).map(\.description) == [
            "identifier a @1:1", "punctuation = @1:3", "string \"\"\" @1:5", "identifier b @5:1",
        ])
    }

    @Test(arguments: [
        ##"#"raw "quoted" \(notCode) restartLater()"#"##,
        ###"##"two "# still inside"##"###,
        "#\"\"\"\n raw \"\"\" still \\(notCode)\n \"\"\"#",
    ])
    func rawStrings(literal: String) {
        #expect(texts("a = \(literal) + b") == [
            "identifier a", "punctuation =", "string \(literal.prefix { $0 == "#" })\(literal.contains("\"\"\"") ? "\"\"\"" : "\"")",
            "punctuation +", "identifier b",
        ])
    }

    @Test func interpolationsAreCode() {
        #expect(texts(#""hi \(name.restartLater()) there""#) == [
            "string \"", "identifier name", "punctuation .", "identifier restartLater", "punctuation (",
            "punctuation )",
        ])
    }

    @Test func interpolationsWithNestedParenthesesAndStrings() {
        let source = #""a \((x + (y * 2))) b \(f("s \(g("deep")) t")) c" + z"#
        #expect(texts(source) == [
            "string \"",
            "punctuation (", "identifier x", "punctuation +", "punctuation (", "identifier y",
            "punctuation *", "number 2", "punctuation )", "punctuation )",
            "identifier f", "punctuation (", "string \"", "identifier g", "punctuation (", "string \"",
            "punctuation )", "punctuation )",
            "punctuation +", "identifier z",
        ])
    }

    @Test func rawInterpolationNeedsItsHashes() {
        #expect(texts(##"#"\(no) \#(yes)"#"##) == ["string #\"", "identifier yes"])
    }

    @Test func positionsAfterAMultiLineInterpolation() {
        let tokens = Tokenizer.tokenize("s = \"\"\"\n  \\(a)\n  \"\"\"; b")
        #expect(tokens.map(\.description) == [
            "identifier s @1:1", "punctuation = @1:3", "string \"\"\" @1:5", "identifier a @2:5",
            "punctuation ; @3:6", "identifier b @3:8",
        ])
    }

    @Test func backquotedNamesAreIdentifiers() {
        #expect(texts("let `func` = `default`") == ["keyword let", "identifier func", "punctuation =", "identifier default"])
    }

    @Test func directivesAndRegexLiterals() {
        #expect(texts("#if os(iOS)\nlet r = #/restart\\(\\)/#\n#endif") == [
            "keyword #if", "identifier os", "punctuation (", "identifier iOS", "punctuation )",
            "keyword let", "identifier r", "punctuation =", "string #/", "keyword #endif",
        ])
    }

    @Test func crlfLineEndings() {
        let tokens = Tokenizer.tokenize("a\r\n  b // c\r\nd")
        #expect(tokens.map(\.description) == ["identifier a @1:1", "identifier b @2:3", "identifier d @3:1"])
    }

    @Test func anUnterminatedStringEndsWithItsLine() {
        #expect(texts("a = \"open\nb") == ["identifier a", "punctuation =", "string \"", "identifier b"])
    }

    /// Found probing `headunit guard` with bad input (a crash, signal 11): 600 KB of `"\(`,
    /// interpolations nested 200,000 deep, overflowed the stack while the lexer called itself
    /// once a level. It keeps its own stack of strings and interpolations now.
    @Test func interpolationsNestedAnyDepthDoNotOverflowTheStack() {
        let depth = 200_000
        let source = String(repeating: "\"\\(", count: depth) + "restartLater()" + String(repeating: ")\"", count: depth)
        let tokens = Tokenizer.tokenize(source)
        #expect(tokens.count == depth + 3)
        #expect(tokens.prefix(depth).allSatisfy { $0.kind == .string })
        #expect(tokens.suffix(3).map(\.description) == [
            "identifier restartLater @1:\(3 * depth + 1)", "punctuation ( @1:\(3 * depth + 13)", "punctuation ) @1:\(3 * depth + 14)",
        ])
    }
}
