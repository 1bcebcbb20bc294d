/// "Did you mean …?": the known word nearest to a misspelt one.
///
/// ```swift
/// Suggest.nearest("tapp", among: ["tap", "plug", "unplug"])   // "tap"
/// Suggest.nearest("xyzzy", among: ["tap", "plug"])             // nil
/// ```
public enum Suggest {
    /// The candidate nearest to `word` by edit distance, ignoring case, if it is near enough:
    /// at most 2 edits (1 for words of three letters or fewer), and fewer edits than `word` has
    /// letters. Ties go to the earlier candidate.
    public static func nearest(_ word: String, among candidates: [String]) -> String? {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = min(target.count <= 3 ? 1 : 2, max(0, target.count - 1))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(target, Array(candidate.lowercased().unicodeScalars))
            if d <= limit, d < (best?.distance ?? Int.max) {
                best = (candidate, d)
            }
        }
        return best?.candidate
    }

    /// The Levenshtein distance: insertions, deletions and substitutions, one row at a time.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
