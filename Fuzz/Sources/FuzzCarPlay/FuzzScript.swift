import HeadUnitTesting

/// An input decoded: the car's category and profile, then up to `maxSteps` steps.
///
/// Byte 0 picks the category (`CarPlayCategory.all`), byte 1 the profile (6 in 8 strict, then
/// lenient, off). Then each step starts with a byte whose low four bits pick it:
///
///     0-3  a template call: the operation, animated and form from one byte, the template
///          from the next (a multiple of 4: a read-back, top/root/presented; else pool[n/4]);
///          a completion form takes one more byte (a multiple of 3: a reaction follows)
///     4-5  a property change: the pool template, which change, its value
///     6    a touch by title (FuzzWords)        7-8  a touch of a title the car shows
///     9-10 a clock step (`advanceSteps`)       11   a new template: class, count, words, reactions
///     12   plug (how didConnect sets the root, which)   13  unplug
///     14   a call on the previous connection's controller   15  `advance(by: .zero)`
///
/// A reaction (what a handler or completion does) is a call or a change, decoded as above
/// with no reaction of its own, so that nothing loops.
struct FuzzScript: CustomStringConvertible {
    /// The most steps an input has (the rest of its bytes are not read).
    static let maxSteps = 200
    /// The clock steps a byte picks: around the 300 ms animation (H2), the 100 ms rate limit
    /// (H12), a navigation alert's 5 s, and long waits.
    static let advanceSteps = [0, 1, 10, 50, 99, 100, 101, 150, 299, 300, 301, 450, 600, 1_000, 5_000, 60_000]
    static let profiles: [HostProfile] = [.strict, .strict, .strict, .strict, .strict, .strict, .lenient, .off]

    var category: CarPlayCategory
    var profile: HostProfile
    var steps: [FuzzStep] = []

    init(_ bytes: [UInt8]) {
        var r = ByteReader(bytes)
        category = CarPlayCategory.all[r.pick(CarPlayCategory.all.count)]
        profile = Self.profiles[r.pick(Self.profiles.count)]
        while !r.atEnd, steps.count < Self.maxSteps { steps.append(Self.step(&r)) }
    }

    var description: String {
        (["// category \(category.name), profile \(profile.name)"] + steps.map(\.description)).joined(separator: "\n")
    }

    static func step(_ r: inout ByteReader) -> FuzzStep {
        switch r.next() & 15 {
        case 0...3: return .call(call(&r, stale: false, depth: 0))
        case 4, 5: return .change(change(&r))
        case 6: return .tap(FuzzWords.title(Int(r.next())))
        case 7, 8: return .tapShown(Int(r.next()))
        case 9, 10: return .advance(advanceSteps[r.pick(advanceSteps.count)])
        case 11: return .make(recipe(&r))
        case 12: return .plug(PlugStyle(how: PlugStyle.How.allCases[r.pick(PlugStyle.How.allCases.count)], root: Int(r.next())))
        case 13: return .unplug
        case 14: return .call(call(&r, stale: true, depth: 0))
        default: return .advance(0)
        }
    }

    static func call(_ r: inout ByteReader, stale: Bool, depth: Int) -> TemplateCall {
        let b = Int(r.next())
        let operation = TemplateCall.Operation.allCases[b % 7]
        let animated = (b / 7) % 2 == 0
        let t = Int(r.next())
        let target: TemplateRef = t % 4 == 0 ? [.top, .root, .presented][(t / 4) % 3] : .pool(t / 4)
        let form: TemplateCall.Form
        switch (b / 14) % 5 {
        case 0: form = .completion(then: depth == 0 && r.pick(3) == 0 ? reaction(&r) : nil)
        case 1: form = .nilCompletion
        case 2: form = .legacy
        case 3: form = .async
        default: form = .mainQueue
        }
        return TemplateCall(operation: operation, target: target, animated: animated, form: form, stale: stale)
    }

    static func change(_ r: inout ByteReader) -> TemplateChange {
        TemplateChange(template: Int(r.next()), what: Int(r.next()), value: Int(r.next()))
    }

    /// What a handler or a completion does: a call (two in three) or a change.
    static func reaction(_ r: inout ByteReader) -> FuzzStep {
        r.pick(3) == 0 ? .change(change(&r)) : .call(call(&r, stale: false, depth: 1))
    }

    static func recipe(_ r: inout ByteReader) -> TemplateRecipe {
        let kind = TemplateRecipe.Kind.allCases[r.pick(TemplateRecipe.Kind.allCases.count)]
        let count = r.pick(16)
        var titles: [String] = []
        var reactions: [FuzzStep?] = []
        for _ in 0..<count {
            let b = Int(r.next())
            titles.append(FuzzWords.title(b))
            reactions.append(b / FuzzWords.titles.count % 2 == 0 ? reaction(&r) : nil)
        }
        return TemplateRecipe(kind: kind, titles: titles, reactions: reactions)
    }
}
