/// The rule-id check: every refusal and every crash names the rule it holds.
///
/// - A host-log line that says `refused` says `refused [H2]`; one that says `CRASH` says
///   `CRASH [H2]` (the forms `HostState.refuse` and the session's exception record write).
/// - Every crash report's rule is an id (`H2`, `B4`) and the log has its `CRASH [id]` line.
/// - Every failure the scene was told (a completion's `false` or error, an async form's throw)
///   comes from a call whose lines in the host log name a rule. The scene's k-th
///   interface-controller call is the k-th line the host writes as `call N: setRootTemplate(`
///   (or another of the seven selectors' Swift names); its lines are those that begin `call N`.
enum RuleIDCheck {
    /// How the host log begins each of the seven calls (`HostCall.description`).
    static let callNames = ["setRootTemplate(", "pushTemplate(", "popTemplate(", "popToRootTemplate(", "pop(to:", "presentTemplate(",
                            "dismissTemplate("]

    /// What is wrong, a sentence each (empty when every refusal and crash names its rule).
    static func problems(in transcript: CarPlayRun.Transcript) -> [String] {
        var problems: [String] = []
        let texts = transcript.hostLog.map(text)
        for line in texts {
            for word in ["refused", "CRASH"] where line.contains(word) && tagged(after: word, in: line) == nil {
                problems.append("a host-log line says \(word) with no rule id: \(line)")
            }
        }
        for crash in transcript.crashes {
            if !isRuleID(Substring(crash.rule)) {
                problems.append("a crash report's rule is not a rule id: \"\(crash.rule)\" (\(crash.message))")
            } else if !texts.contains(where: { tagged(after: "CRASH", in: $0) == crash.rule }) {
                problems.append("crash \(crash.rule) at \(crash.at) has no CRASH [\(crash.rule)] line in the host log")
            }
        }
        guard !transcript.failures.isEmpty else { return problems }
        let ids = texts.compactMap(callID)
        for failure in transcript.failures {
            let told = failure.error.map { "\"\($0)\"" } ?? "false with no error"
            guard ids.indices.contains(failure.issued) else {
                problems.append("\(failure.call): the scene was told \(told), and the host log has no line for the call")
                continue
            }
            let lines = texts.filter { belongs($0, to: ids[failure.issued]) }
            if !lines.contains(where: namesRule) {
                problems.append("\(failure.call): the scene was told \(told), and no line of the call names a rule:\n    "
                                + lines.joined(separator: "\n    "))
            }
        }
        return problems
    }

    /// A host-log line without its time (`0.300s call 2: …` → `call 2: …`).
    static func text(_ line: String) -> String {
        line.firstIndex(of: " ").map { String(line[line.index(after: $0)...]) } ?? line
    }

    /// N when `line` is `call N: ` one of the seven calls.
    static func callID(_ line: String) -> Int? {
        guard line.hasPrefix("call "), let colon = line.range(of: ": ") else { return nil }
        let rest = line[colon.upperBound...]
        guard callNames.contains(where: { rest.hasPrefix($0) }) else { return nil }
        return Int(line[line.index(line.startIndex, offsetBy: 5)..<colon.lowerBound])
    }

    /// True when `line` is one of call N's (`call N: …`, `call N refused …`).
    static func belongs(_ line: String, to id: Int) -> Bool {
        let head = "call \(id)"
        return line.hasPrefix(head + ":") || line.hasPrefix(head + " ")
    }

    /// True when `line` has a rule id in brackets (`[H2]`).
    static func namesRule(_ line: String) -> Bool {
        var rest = line[...]
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            if isRuleID(rest[rest.index(after: open)..<close]) { return true }
            rest = rest[rest.index(after: open)...]
        }
        return false
    }

    /// The rule id in brackets right after the first `word` of `line` (`refused [H2]` → H2).
    static func tagged(after word: String, in line: String) -> String? {
        guard let range = line.range(of: word) else { return nil }
        let rest = line[range.upperBound...]
        guard rest.hasPrefix(" ["), let close = rest.firstIndex(of: "]") else { return nil }
        let id = rest[rest.index(rest.startIndex, offsetBy: 2)..<close]
        return isRuleID(id) ? String(id) : nil
    }

    /// `H2`, `B4`, `N4`: capital letters, then digits.
    static func isRuleID(_ text: Substring) -> Bool {
        let letters = text.prefix { $0.isUppercase && $0.isASCII }
        let digits = text.dropFirst(letters.count)
        return !letters.isEmpty && !digits.isEmpty && digits.allSatisfy { $0.isASCII && $0.isNumber }
    }
}
