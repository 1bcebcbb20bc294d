import Foundation
import Host

/// `headunit drill --html DIR`: one page a person opens from a CI artifact (Playwright's HTML
/// report is the model). The run's summary; every scenario with its file:line, rules and
/// steps, failures first; each step with its picture, what changed on the car and the phone,
/// its note, its log lines and cues; a player for the scenario's WAV. The failing step of a
/// failing scenario comes first, open, with the failure under it; passing scenarios are
/// collapsed.
///
/// Pure string building, like `JUnitReport`: the caller writes the pictures and the WAVs next
/// to the page and passes their paths, relative to the page, in `Files`. The page is
/// self-contained (inline CSS, a few lines of inline JS, no network, no fonts) and the same
/// bytes on every run. It is also well-formed XML (void elements closed, attributes quoted,
/// the style and script in CDATA comments), so tests can read it with an XML parser.
///
/// ```swift
/// let files = HTMLReport.Files(pictures: [slug: ["shots/\(slug)/001-L3.png"]], audio: [slug: "audio/\(slug).wav"])
/// try DrillSuite.write(HTMLReport.html(suite, files: files), to: "out/report/index.html")
/// ```
public enum HTMLReport {
    /// What the caller wrote next to the page, by scenario (`DrillSuite.slug`), each path
    /// relative to the page's folder.
    public struct Files: Sendable, Equatable {
        /// Per scenario, one picture per step, in step order.
        public var pictures: [String: [String]]
        /// Per scenario, its filmstrip.
        public var filmstrips: [String: String]
        /// Per scenario, the WAV of its cues on the virtual timeline.
        public var audio: [String: String]

        /// The files written for the page; none by default (a page of text alone).
        public init(pictures: [String: [String]] = [:], filmstrips: [String: String] = [:], audio: [String: String] = [:]) {
            self.pictures = pictures
            self.filmstrips = filmstrips
            self.audio = audio
        }
    }

    /// The page for `suite`.
    public static func html(_ suite: DrillSuite, files: Files = Files()) -> String {
        let passed = suite.results.filter(\.passed).count
        let failed = suite.results.count - passed
        let steps = suite.results.reduce(0) { $0 + $1.steps.count }
        let simulated = suite.results.reduce(Int64(0)) { $0 + $1.simulatedMs }
        let errors = suite.diagnostics.filter { $0.severity == .error }.count
        let verdict = suite.passed ? "passed" : "failed"

        var out: [String] = []
        out.append("<!DOCTYPE html>")
        out.append("<html lang=\"en\" data-verdict=\"\(verdict)\">")
        out.append("<head>")
        out.append("<meta charset=\"utf-8\"/>")
        out.append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>")
        out.append("<meta name=\"generator\" content=\"headunit drill --html\"/>")
        out.append("<title>\(escape("headunit drill: \(failed) failed, \(passed) passed"))</title>")
        out.append("<style>/*<![CDATA[*/\(style)/*]]>*/</style>")
        out.append("</head>")
        out.append("<body>")

        // The summary, and the filter (pure CSS: the radio buttons and :has()).
        out.append("<header>")
        out.append("<h1>headunit drill <span class=\"verdict \(verdict)\">\(suite.passed ? "passed" : "failed")</span></h1>")
        var facts = ["\(suite.results.count) scenario\(suite.results.count == 1 ? "" : "s")",
                     "<b class=\"passed\">\(passed) passed</b>", "<b class=\"\(failed > 0 ? "failed" : "none")\">\(failed) failed</b>",
                     "\(steps) step\(steps == 1 ? "" : "s")", "\(escape(Instant.format(simulated))) simulated"]
        if errors > 0 { facts.append("<b class=\"failed\">\(errors) input error\(errors == 1 ? "" : "s")</b>") }
        out.append("<p class=\"summary\">\(facts.joined(separator: " · "))</p>")
        out.append("<form class=\"filter\" aria-label=\"show\">Show "
                   + "<label><input type=\"radio\" name=\"show\" id=\"show-all\" checked=\"checked\"/> all (\(suite.results.count))</label> "
                   + "<label><input type=\"radio\" name=\"show\" id=\"show-failed\"/> failed (\(failed))</label> "
                   + "<label><input type=\"radio\" name=\"show\" id=\"show-passed\"/> passed (\(passed))</label></form>")
        out.append("<p id=\"broken-pictures\" class=\"warning\" hidden=\"hidden\"></p>")
        out.append("</header>")

        if !suite.diagnostics.isEmpty {
            out.append("<section class=\"input-errors\">")
            out.append("<h2>Input errors</h2>")
            for d in suite.diagnostics { out.append("<pre class=\"diagnostic \(d.severity.rawValue)\">\(escape(d.rendered))</pre>") }
            out.append("</section>")
        }
        if suite.results.isEmpty {
            out.append("<p class=\"empty\">No scenario ran: check the paths, --filter and --shard (a run that checks nothing fails).</p>")
        }

        out.append("<main>")
        // Failures first, then the passing scenarios, each group in run order.
        let order = suite.results.indices.filter { !suite.results[$0].passed } + suite.results.indices.filter { suite.results[$0].passed }
        for index in order { out += scenario(suite.results[index], number: index, files: files) }
        out.append("</main>")
        out.append("<footer>Times are virtual (the rig's clock), so this page is the same on every run. Pictures and sounds are the files next to it.</footer>")
        out.append("<script>//<![CDATA[\n\(script)\n//]]></script>")
        out.append("</body>")
        out.append("</html>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The index of the step a failing scenario failed at (the runner stops there: its last).
    public static func failingStep(_ result: ScenarioResult) -> Int? {
        guard let failure = result.failure, !result.steps.isEmpty else { return nil }
        let location = failure.diagnostic.location
        return result.steps.lastIndex { $0.step.location.file == location.file && $0.step.location.line == location.line }
            ?? result.steps.count - 1
    }

    /// The merged log lines of step `index`: after the previous step's time, up to and at this
    /// one's (the first step: everything up to its time). Lines that set the scenario up and
    /// run nothing (`rules`, `given`, `include`) have none: the window of the step after them
    /// starts at the step before them, so a `plug` after `rules` has the lines it caused.
    public static func logLines(_ result: ScenarioResult, step index: Int) -> [LogLine] {
        guard let (from, to) = window(result, step: index) else { return [] }
        return result.record.mergedLog.filter { line in (from.map { line.at > $0 } ?? true) && line.at <= to }
    }

    /// The cues that started in step `index`'s window (as `logLines`).
    public static func cues(_ result: ScenarioResult, step index: Int) -> [RunRecord.CueMark] {
        guard let (from, to) = window(result, step: index) else { return [] }
        return result.record.cues.filter { cue in (from.map { cue.start > $0 } ?? true) && cue.start <= to }
    }

    /// Step `index`'s window: from the time of the step before it that ran (nil: the start),
    /// to its own; nil for a step that runs nothing.
    static func window(_ result: ScenarioResult, step index: Int) -> (from: Instant?, to: Instant)? {
        guard !runsNothing(result.steps[index].step) else { return nil }
        return (previousRun(result, before: index).map { result.steps[$0].at }, result.steps[index].at)
    }

    /// The index of the last step before `index` that ran something.
    static func previousRun(_ result: ScenarioResult, before index: Int) -> Int? {
        result.steps[..<index].lastIndex { !runsNothing($0.step) }
    }

    /// `rules`, `given` and `include` lines: the runner does nothing at them (a `given settle`
    /// only sets the window of later expectations).
    static func runsNothing(_ step: Step) -> Bool {
        switch step.kind {
        case .rules, .given, .include: return true
        default: return false
        }
    }

    // MARK: - A scenario

    static func scenario(_ r: ScenarioResult, number: Int, files: Files) -> [String] {
        let slug = DrillSuite.slug(r)
        let s = r.scenario
        let state = r.passed ? "passed" : "failed"
        let id = "s\(number + 1)"
        var out: [String] = []
        out.append("<details class=\"scenario \(state)\" id=\"\(id)\" data-slug=\"\(escape(slug))\"\(r.passed ? "" : " open=\"open\"")>")
        var head = "<summary><span class=\"mark \(state)\" title=\"\(state)\">\(r.passed ? "✓" : "✗")</span> "
            + "<span class=\"name\">\(escape(s.name))</span> "
            + "<span class=\"loc\">\(escape("\(s.location.file):\(s.location.line)"))</span> "
            + "<span class=\"meta\">\(r.steps.count) step\(r.steps.count == 1 ? "" : "s") · \(escape(Instant.format(r.simulatedMs))) simulated \(r.seed.map { " · seed \($0)" } ?? "")</span>"
        if let f = r.failure { head += "<span class=\"why\">\(escape("[\(f.diagnostic.code.rawValue)] \(f.diagnostic.message)"))</span>" }
        out.append(head + "</summary>")
        out.append("<div class=\"scenario-body\">")

        var about: [String] = []
        if !s.rules.isEmpty {
            about.append("<span class=\"label\">rules</span> " + s.rules.map { "<span class=\"rule\">\(escape($0))</span>" }.joined(separator: " "))
        }
        let cueCount = r.record.cues.count
        if let wav = files.audio[slug] {
            about.append("<span class=\"label\">cues</span> <audio controls=\"controls\" preload=\"none\" src=\"\(escape(url(wav)))\"></audio> "
                         + "<span class=\"muted\">\(cueCount == 0 ? "no cues (the WAV is silence)" : "\(cueCount) cue\(cueCount == 1 ? "" : "s") on the virtual timeline")</span>")
        } else if cueCount > 0 {
            about.append("<span class=\"label\">cues</span> <span class=\"muted\">\(cueCount) on the virtual timeline</span>")
        }
        var links: [String] = []
        if let strip = files.filmstrips[slug] { links.append("<a href=\"\(escape(url(strip)))\">filmstrip</a>") }
        if let wav = files.audio[slug] { links.append("<a href=\"\(escape(url(wav)))\">WAV</a>") }
        if !links.isEmpty { about.append("<span class=\"label\">files</span> " + links.joined(separator: " · ")) }
        if !about.isEmpty { out.append("<p class=\"about\">\(about.joined(separator: "<span class=\"gap\"></span>"))</p>") }

        // The failing step first (open, the failure under it), then the others in order.
        let failing = failingStep(r)
        let indices = (failing.map { [$0] } ?? []) + r.steps.indices.filter { $0 != failing }
        if failing != nil, indices.count > 1 {
            out.append("<p class=\"muted order\">The failing step first, then the steps before it in order.</p>")
        }
        out.append("<ol class=\"steps\">")
        for i in indices {
            out += step(r, index: i, id: "\(id)-\(i + 1)", picture: files.pictures[slug].flatMap { i < $0.count ? $0[i] : nil },
                        failed: i == failing)
        }
        out.append("</ol>")

        let log = r.record.mergedLog
        out.append("<details class=\"whole-log\"><summary>the whole merged log (\(log.count) line\(log.count == 1 ? "" : "s"))</summary>")
        out.append(logBlock(log))
        out.append("</details>")
        out.append("</div>")
        out.append("</details>")
        return out
    }

    // MARK: - A step

    static func step(_ r: ScenarioResult, index i: Int, id: String, picture: String?, failed: Bool) -> [String] {
        let record = r.steps[i]
        let step = record.step
        let state = failed ? "failed" : "passed"
        let location = step.location.file == r.scenario.location.file ? "L\(step.location.line)" : "\(step.location.file):\(step.location.line)"
        var out: [String] = []
        out.append("<li class=\"step \(state)\" value=\"\(i + 1)\"><details id=\"\(id)\"\(failed ? " open=\"open\"" : "")>")
        var head = "<summary><span class=\"num\">\(i + 1)</span><span class=\"mark \(state)\">\(failed ? "✗" : "✓")</span>"
            + "<code class=\"line\">\(escape(step.lineText.trimmingCharacters(in: .whitespaces)))</code>"
            + "<span class=\"loc\">\(escape(location))</span><span class=\"at\">\(escape(record.at.description))</span>"
        if let note = record.note { head += "<span class=\"note\">\(escape(note))</span>" }
        out.append(head + "</summary>")
        out.append("<div class=\"step-body\">")

        if failed, let f = r.failure { out += failure(f) }

        out.append("<div class=\"step-grid\">")
        if let picture {
            out.append("<a class=\"picture\" href=\"\(escape(url(picture)))\"><img src=\"\(escape(url(picture)))\" "
                       + "alt=\"\(escape("\(record.phone == nil ? "the car" : "the car and the phone") after step \(i + 1): \(step.lineText.trimmingCharacters(in: .whitespaces))"))\""
                       + "\(r.passed ? " loading=\"lazy\"" : "")/></a>")
        }
        out.append("<div class=\"facts\">")
        // What changed: the car and (where there is one) the phone, before and after.
        let before = i > 0 ? r.steps[i - 1] : nil
        out.append("<table class=\"changes\"><thead><tr><th></th><th>before</th><th>after</th></tr></thead><tbody>")
        var rows = [("car", before?.carLine, record.carLine)]
        if let phone = record.phone { rows.append(("phone", before?.phone?.line, phone.line)) }
        for (name, was, now) in rows {
            let changed = was != now
            out.append("<tr class=\"\(changed ? "changed" : "same")\"><th>\(name)</th>"
                       + "<td>\(was.map { "<code>\(escape($0))</code>" } ?? "<span class=\"muted\">(the start)</span>")</td>"
                       + "<td>\(changed ? "<code>\(escape(now))</code>" : "<span class=\"muted\">unchanged</span>")</td></tr>")
        }
        out.append("</tbody></table>")
        if let note = record.note { out.append("<p class=\"note-line\"><span class=\"label\">note</span> \(escape(note))</p>") }

        let cues = cues(r, step: i)
        if !cues.isEmpty {
            out.append("<p class=\"cues\"><span class=\"label\">cues</span> "
                       + cues.map { "<span class=\"cue\">\(escape($0.name)) <span class=\"muted\">\(escape("\($0.start)–\($0.end)"))</span></span>" }.joined(separator: " ")
                       + "</p>")
        }
        let lines = logLines(r, step: i)
        let previous = previousRun(r, before: i)
        if runsNothing(step) {
            out.append("<p class=\"muted\">nothing runs at this line (it sets the scenario up), so it has no log lines</p>")
        } else if !lines.isEmpty {
            let from = previous.map { "after \(r.steps[$0].at), " } ?? ""
            out.append("<p class=\"label\">log \(escape(from))up to \(escape(record.at.description))</p>")
            out.append(logBlock(lines))
        } else if let previous, r.steps[previous].at == record.at {
            out.append("<p class=\"muted\">no time passed since step \(previous + 1): the log lines at \(escape(record.at.description)) are with it</p>")
        } else {
            out.append("<p class=\"muted\">no log lines</p>")
        }
        out.append("</div>")
        out.append("</div>")
        out.append("</div>")
        out.append("</details></li>")
        return out
    }

    static func failure(_ f: ScenarioResult.Failure) -> [String] {
        var diagnostic = f.diagnostic
        diagnostic.hint = nil
        var out = ["<section class=\"failure\">"]
        out.append("<pre class=\"diagnostic\">\(escape(diagnostic.rendered))</pre>")
        if let hint = f.diagnostic.hint { out.append("<p class=\"hint\"><span class=\"label\">hint</span> \(escape(hint))</p>") }
        out.append("<table class=\"showed\"><tbody>"
                   + "<tr><th>the car showed</th><td><code>\(escape(f.car))</code></td></tr>"
                   + (f.phone.map { "<tr><th>the phone showed</th><td><code>\(escape($0))</code></td></tr>" } ?? "")
                   + "</tbody></table>")
        out.append("<p class=\"label\">the last lines of the log</p>")
        out.append("<pre class=\"log\">\(f.logTail.map { escape($0) }.joined(separator: "\n"))</pre>")
        if let seed = f.seed {
            out.append("<p class=\"seed\"><span class=\"label\">seed</span> \(seed) <span class=\"muted\">(rerun with --seed \(seed))</span></p>")
        }
        out.append("</section>")
        return out
    }

    /// Log lines, each tagged by its source (world, host, app) for the colours.
    static func logBlock(_ lines: [LogLine]) -> String {
        let body = lines.map { line in
            "<span class=\"src-\(line.source.rawValue)\">\(escape(line.description))</span>"
        }.joined(separator: "\n")
        return "<pre class=\"log\">\(body)</pre>"
    }

    // MARK: - Text

    /// HTML-escapes text for content and quoted attributes: `& < > " '`; control characters
    /// other than tab and newline show as U+FFFD (they are not allowed in HTML or XML).
    public static func escape(_ s: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(s.unicodeScalars.count)
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value) {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A relative path as a URL reference: each segment percent-encoded (a space, `#`, `?`).
    static func url(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            String(segment).addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? String(segment)
        }.joined(separator: "/")
    }

    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        set.insert(charactersIn: "-._~")
        return set
    }()

    // MARK: - Style and script

    static let style = """

    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1f2328; --muted: #59636e; --line: #d1d9e0; --card: #f6f8fa;
      --code: #eff2f5; --pass: #1a7f37; --fail: #cf222e; --fail-bg: #ffebe9; --warn-bg: #fff8c5; --world: #8250df; --host: #0969da; --app: #1a7f37; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #0d1117; --fg: #e6edf3; --muted: #9198a1; --line: #3d444d; --card: #151b23; --code: #1f2630;
        --pass: #3fb950; --fail: #f85149; --fail-bg: #3a1618; --warn-bg: #3b2e0a; --world: #bc8cff; --host: #58a6ff; --app: #56d364; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 1280px; padding: 16px 24px 48px; background: var(--bg); color: var(--fg);
      font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; }
    h1 { font-size: 22px; margin: 8px 0; display: flex; align-items: center; gap: 12px; }
    h2 { font-size: 16px; }
    code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 12.5px; }
    pre { background: var(--code); border-radius: 6px; padding: 8px 10px; overflow-x: auto; margin: 4px 0 10px; white-space: pre; }
    pre.log { white-space: pre-wrap; overflow-wrap: anywhere; }
    a { color: var(--host); }
    .verdict { font-size: 13px; padding: 2px 10px; border-radius: 999px; color: #fff; text-transform: uppercase; letter-spacing: .04em; }
    .verdict.passed { background: var(--pass); } .verdict.failed { background: var(--fail); }
    b.passed { color: var(--pass); } b.failed { color: var(--fail); } b.none { font-weight: normal; }
    .summary { font-size: 15px; margin: 4px 0 8px; }
    .filter { margin: 0 0 12px; color: var(--muted); } .filter label { margin-left: 10px; color: var(--fg); cursor: pointer; }
    body:has(#show-failed:checked) .scenario.passed, body:has(#show-passed:checked) .scenario.failed { display: none; }
    .warning { background: var(--warn-bg); padding: 8px 12px; border-radius: 6px; }
    .muted, .loc, .meta, .at, footer { color: var(--muted); }
    footer { margin-top: 24px; font-size: 12px; }
    summary { cursor: pointer; list-style: none; }
    summary::-webkit-details-marker { display: none; }
    summary::before { content: "▸"; color: var(--muted); display: inline-block; width: 1em; }
    details[open] > summary::before { content: "▾"; }
    .scenario { border: 1px solid var(--line); border-radius: 8px; margin: 10px 0; background: var(--bg); }
    .scenario.failed { border-color: var(--fail); }
    .scenario > summary { padding: 10px 14px; display: flex; flex-wrap: wrap; align-items: baseline; gap: 4px 12px; }
    .scenario[open] > summary { border-bottom: 1px solid var(--line); }
    .scenario .name { font-weight: 600; font-size: 15px; }
    .scenario .why { flex-basis: 100%; color: var(--fail); font-family: ui-monospace, monospace; font-size: 12.5px; padding-left: 22px; }
    .mark.passed { color: var(--pass); font-weight: 700; } .mark.failed { color: var(--fail); font-weight: 700; }
    .scenario-body { padding: 8px 14px 12px; }
    .about { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin: 4px 0 10px; }
    .about .gap { width: 18px; }
    .about audio { height: 32px; vertical-align: middle; }
    .label { color: var(--muted); font-size: 12px; font-weight: 600; margin: 6px 0 2px; }
    span.label { margin-right: 4px; }
    .rule, .cue { display: inline-block; background: var(--code); border-radius: 4px; padding: 0 6px; font-family: ui-monospace, monospace; font-size: 12px; }
    .steps { list-style: none; padding: 0; margin: 0; }
    .step { border-top: 1px solid var(--line); }
    .step:first-child { border-top: none; }
    .step > details > summary { padding: 6px 4px; display: flex; gap: 10px; align-items: baseline; }
    .step.failed > details > summary { background: var(--fail-bg); border-radius: 6px; }
    .step .num { min-width: 2.2em; text-align: right; color: var(--muted); font-variant-numeric: tabular-nums; }
    .step .line { flex: 1 1 auto; white-space: pre-wrap; }
    .step .at { font-variant-numeric: tabular-nums; }
    .step .note { color: var(--muted); font-style: italic; }
    .step-body { padding: 6px 4px 14px 3.6em; }
    .step-grid { display: grid; grid-template-columns: minmax(0, 560px) minmax(0, 1fr); gap: 16px; align-items: start; }
    @media (max-width: 900px) { .step-grid { grid-template-columns: minmax(0, 1fr); } .step-body { padding-left: 4px; } }
    .picture img { width: 100%; height: auto; display: block; border-radius: 6px; border: 1px solid var(--line); background: #000; }
    .changes, .showed { border-collapse: collapse; margin: 0 0 8px; }
    .changes th, .changes td, .showed th, .showed td { text-align: left; padding: 2px 12px 2px 0; vertical-align: top; }
    .changes thead th { color: var(--muted); font-weight: 500; font-size: 12px; }
    .changes tr.changed td:last-child code { background: var(--code); border-radius: 4px; padding: 0 4px; }
    .showed th { font-weight: 500; color: var(--muted); white-space: nowrap; }
    .failure { border-left: 4px solid var(--fail); background: var(--fail-bg); border-radius: 6px; padding: 8px 12px; margin: 4px 0 12px; }
    .failure pre { background: var(--bg); }
    .failure .diagnostic { color: var(--fail); font-weight: 600; }
    .log .src-world { color: var(--world); } .log .src-host { color: var(--host); } .log .src-app { color: var(--app); }
    .whole-log { margin-top: 10px; } .whole-log > summary { color: var(--muted); }

    """

    /// Marks each picture `data-loaded="yes"` or `"no"` once it has loaded or failed (lazy
    /// ones when they do), sums them up on the root element (`data-pictures`), and says so
    /// when a picture is missing (the page was kept without its folder).
    static let script = """
    (function () {
      function tally() {
        var all = document.images, loaded = 0, broken = 0;
        for (var i = 0; i !== all.length; i++) {
          var state = all[i].getAttribute("data-loaded");
          if (state === "yes") { loaded++; } else if (state === "no") { broken++; }
        }
        document.documentElement.setAttribute("data-pictures", loaded + " loaded, " + broken + " broken, " + all.length + " in all");
        var note = document.getElementById("broken-pictures");
        if (broken > 0) { note.hidden = false; note.textContent = broken + " of " + all.length + " pictures did not load: keep index.html next to its shots folder."; }
      }
      function mark(img) { img.setAttribute("data-loaded", img.naturalWidth > 0 ? "yes" : "no"); tally(); }
      window.addEventListener("load", function () {
        for (var i = 0; i !== document.images.length; i++) {
          var img = document.images[i];
          if (img.complete) { mark(img); } else {
            img.addEventListener("load", function (e) { mark(e.target); });
            img.addEventListener("error", function (e) { mark(e.target); });
          }
        }
        tally();
      });
    })();
    """
}
