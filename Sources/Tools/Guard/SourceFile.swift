/// One Swift file as the guards see it: its path, lines and tokens, with the questions every
/// guard asks about a name (is it declared here, called here, awaited?).
struct SourceFile {
    let path: String
    let tokens: [Token]
    /// The source's lines, without their line breaks (`\n`, `\r\n`, `\r`, as the tokenizer
    /// counts them), for quoting a call in a message (`SourceFile+Quote.swift`).
    let lines: [Substring]
    /// Indices of `{` that open a statement's body (`if x {`, `guard … else {`, `switch x {`),
    /// which are never trailing closures.
    let bodyBraces: Set<Int>

    init(path: String, source: String) {
        self.path = path
        self.tokens = Tokenizer.tokenize(source)
        self.lines = source.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        self.bodyBraces = Self.statementBodyBraces(tokens)
    }

    /// The folders on the path (every component but the file name).
    var folders: [Substring] { Array(path.split(separator: "/").dropLast()) }

    /// The file name (the last path component).
    var fileName: Substring { path.split(separator: "/").last ?? Substring(path) }

    /// How a name is followed when it is called.
    enum CallOpening: Equatable {
        /// `name(` with the index of the `(`.
        case parentheses(Int)
        /// `name {`: a trailing closure and no parentheses.
        case trailingClosure
    }

    /// Whether the name at `index` is being declared or matched, not used: it follows `func`
    /// (S2, S4: `func restartLater()` is not a call), `var`, `let`, or `case` (an enum case or
    /// a pattern: `case restartRequested(String)`, `case .mergeOffered(let n)`, and the later
    /// items of such lists: `case .a, .restartRequested(let r)`).
    func isDeclaration(_ index: Int) -> Bool {
        var j = index - 1
        var inCaseList = false
        // One item of a case list, read backwards: `[let|var] [.]name[(…)] [= raw]`.
        func skipMemberDot() {
            if j >= 0 && tokens[j].isPunctuation(".") {
                inCaseList = true
                j -= 1
                if j >= 0 && (tokens[j].isKeyword("let") || tokens[j].isKeyword("var")) { j -= 1 }
            }
        }
        skipMemberDot()
        while j >= 0 && tokens[j].isPunctuation(",") {
            inCaseList = true
            j -= 1
            if j >= 1 && [.number, .string].contains(tokens[j].kind) && tokens[j - 1].isPunctuation("=") { j -= 2 }
            if j >= 0 && tokens[j].isPunctuation(")") {
                guard let open = matchingOpen(j) else { return false }
                j = open - 1
            }
            guard j >= 0 && tokens[j].kind == .identifier else { return false }
            j -= 1
            skipMemberDot()
        }
        guard j >= 0 else { return false }
        let previous = tokens[j]
        if inCaseList { return previous.isKeyword("case") }
        return previous.kind == .keyword && ["func", "case", "var", "let"].contains(previous.text)
    }

    /// Whether the name at `index` is a member access `.name` (or `?.name`, `!.name`).
    func isMemberAccess(_ index: Int) -> Bool {
        index > 0 && tokens[index - 1].isPunctuation(".")
    }

    /// How the name at `index` is called, or nil when it is not followed by `(` or by a `{`
    /// that can be a trailing closure.
    func callOpening(_ index: Int) -> CallOpening? {
        let next = index + 1
        guard next < tokens.count else { return nil }
        if tokens[next].isPunctuation("(") { return .parentheses(next) }
        if tokens[next].isPunctuation("{") && !bodyBraces.contains(next) { return .trailingClosure }
        return nil
    }

    /// The index of the bracket that closes the one opened at `open` (any of `(`, `[`, `{`),
    /// or nil when the file ends first.
    func matchingClose(_ open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The index of the bracket that opens the one closed at `close`, or nil.
    func matchingOpen(_ close: Int) -> Int? {
        var depth = 0
        for index in stride(from: close, through: 0, by: -1) where tokens[index].kind == .punctuation {
            switch tokens[index].text {
            case ")", "]", "}": depth += 1
            case "(", "[", "{":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// Whether the argument list between `open` and `close` has one of `labels` as an argument
    /// label of its own (`completion:`), not of a call nested inside it, with a value other
    /// than `nil` (S6: `completion: nil` gives CarPlay no completion).
    func hasArgumentLabel(_ labels: [String], between open: Int, and close: Int) -> Bool {
        var depth = 0
        var index = open + 1
        while index < close {
            let token = tokens[index]
            if token.kind == .punctuation {
                if ["(", "[", "{"].contains(token.text) { depth += 1 }
                if [")", "]", "}"].contains(token.text) { depth -= 1 }
            } else if depth == 0, token.kind == .identifier, labels.contains(token.text),
                      tokens[index + 1].isPunctuation(":"),
                      tokens[index - 1].isPunctuation("(") || tokens[index - 1].isPunctuation(",") {
                let value = index + 2
                let isNil = value < close && tokens[value].isKeyword("nil")
                    && (value + 1 == close || tokens[value + 1].isPunctuation(","))
                if !isNil { return true }
            }
            index += 1
        }
        return false
    }

    /// Where the receiver chain of the name at `index` starts (`self` in
    /// `self.interface?.controller.pushTemplate`), or `index` itself when it has none.
    func receiverStart(_ index: Int) -> Int {
        var start = index
        var j = index - 1
        while j >= 0 && tokens[j].isPunctuation(".") {
            j -= 1
            while j >= 0 && (tokens[j].isPunctuation("?") || tokens[j].isPunctuation("!")) { j -= 1 }
            var group: Int?
            while j >= 0 && (tokens[j].isPunctuation(")") || tokens[j].isPunctuation("]")) {
                guard let open = matchingOpen(j) else { return start }
                group = open
                j = open - 1
            }
            if j >= 0 && (tokens[j].kind == .identifier || ["self", "super", "Self"].contains(tokens[j].text)) {
                start = j
                j -= 1
            } else if let group {
                start = group
            } else {
                return start
            }
        }
        return start
    }

    /// Whether the call of the name at `index` is the operand of `await` (`try await` too):
    /// walks back over its receiver chain (`self.interface?.controller.`) to the token before it.
    func isAwaited(_ index: Int) -> Bool {
        let before = receiverStart(index) - 1
        return before >= 0 && tokens[before].isKeyword("await")
    }

    /// One argument of a call: its label (when it has one of its own) and its first and last
    /// token.
    struct Argument: Equatable {
        var label: String?
        var first: Int
        var last: Int
    }

    /// The arguments between the parentheses at `open` and `close`, split at the commas of the
    /// call itself (not of a call nested inside it).
    func arguments(between open: Int, and close: Int) -> [Argument] {
        var arguments: [Argument] = []
        var depth = 0
        var first = open + 1
        for index in (open + 1)...close {
            let token = tokens[index]
            guard token.kind == .punctuation else { continue }
            if index < close && ["(", "[", "{"].contains(token.text) { depth += 1 }
            if index < close && [")", "]", "}"].contains(token.text) { depth -= 1 }
            guard depth == 0, index == close || token.text == "," else { continue }
            if first < index {
                let labelled = first + 1 < index && tokens[first + 1].isPunctuation(":")
                    && [.identifier, .keyword].contains(tokens[first].kind)
                arguments.append(Argument(label: labelled ? tokens[first].text : nil, first: first, last: index - 1))
            }
            first = index + 1
        }
        return arguments
    }

    /// The `{` that open statement bodies: the first `{` at the statement's own bracket depth
    /// after `if`, `guard`, `while`, `for`, `switch` or `catch`.
    static func statementBodyBraces(_ tokens: [Token]) -> Set<Int> {
        var braces: Set<Int> = []
        var depth = 0
        var pending: [Int] = []  // depths of statements waiting for their body
        for (index, token) in tokens.enumerated() {
            if token.kind == .keyword, ["if", "guard", "while", "for", "switch", "catch"].contains(token.text) {
                pending.append(depth)
            } else if token.kind == .punctuation {
                switch token.text {
                case "{":
                    if pending.last == depth {
                        braces.insert(index)
                        pending.removeLast()
                    }
                    depth += 1
                case "(", "[":
                    depth += 1
                case ")", "]", "}":
                    depth -= 1
                    // A statement whose body never came (malformed source) is forgotten at its end.
                    while let last = pending.last, last > depth { pending.removeLast() }
                default: break
                }
            }
        }
        return braces
    }
}
