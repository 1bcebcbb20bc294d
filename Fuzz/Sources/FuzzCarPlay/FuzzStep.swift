/// One thing an input does: to the car (a touch, the clock, the cable) or through the scene (a
/// template call, a property change, a new template). Decoded from the fuzzer's bytes by
/// `FuzzScript`, the same steps for both runs of an input.
///
/// Only `call` is indirect (a call's completion may react with a step). Were every case, Swift
/// would keep the case in the spare bits of the box's pointer, which LeakSanitizer cannot see
/// (llvm/llvm-project #56751): a reaction held by a template that a suspended task holds (F5)
/// would be reported as a leak of its own, out of the suspended task's reach.
enum FuzzStep: CustomStringConvertible {
    /// An interface-controller call.
    indirect case call(TemplateCall)
    /// A change to a template of the scene's pool (`updateSections`, `activateVoiceControlState`…).
    case change(TemplateChange)
    /// A touch of the button with these words, whether the car shows it or not.
    case tap(String)
    /// A touch of one of the titles the car shows in front (counted round what it shows).
    case tapShown(Int)
    /// The virtual clock moves on by this many milliseconds.
    case advance(Int)
    /// A new template in the scene's pool.
    case make(TemplateRecipe)
    /// The car is plugged in; `didConnect` sets a root as the style says.
    case plug(PlugStyle)
    /// The car is unplugged.
    case unplug

    var description: String {
        switch self {
        case .call(let call): return call.description
        case .change(let change): return change.description
        case .tap(let title): return "car.tap(\"\(title)\")"
        case .tapShown(let index): return "car.tap(<shown title \(index)>)"
        case .advance(let ms): return "await car.advance(by: .milliseconds(\(ms)))"
        case .make(let recipe): return recipe.description
        case .plug(let style): return "car.plug(scene)  // \(style)"
        case .unplug: return "car.unplug()"
        }
    }
}

/// One of the seven interface-controller calls, in one of its forms.
struct TemplateCall: CustomStringConvertible {
    enum Operation: Int, CaseIterable {
        case setRoot, push, pop, popToRoot, popTo, present, dismiss

        /// True for the calls that name a template.
        var takesTemplate: Bool {
            switch self {
            case .setRoot, .push, .popTo, .present: return true
            case .pop, .popToRoot, .dismiss: return false
            }
        }
    }

    /// How the call is made.
    enum Form: CustomStringConvertible {
        /// With a completion, which records what it is told and then, once, does `then`.
        case completion(then: FuzzStep?)
        /// `completion: nil`.
        case nilCompletion
        /// The iOS 12 form, which has no completion.
        case legacy
        /// The async form, awaited in a main-actor `Task`.
        case async
        /// The completion form, a turn of the main queue later (`DispatchQueue.main.async`).
        case mainQueue

        var description: String {
            switch self {
            case .completion(let then?): return "completion: { …; \(then) }"
            case .completion(nil): return "completion: { … }"
            case .nilCompletion: return "completion: nil"
            case .legacy: return "iOS 12 form"
            case .async: return "Task { try await … }"
            case .mainQueue: return "DispatchQueue.main.async { …completion: { … } }"
            }
        }
    }

    var operation: Operation
    var target: TemplateRef
    var animated: Bool
    var form: Form
    /// Made on the interface controller of the connection before the current one.
    var stale: Bool

    var description: String {
        let on = stale ? "staleController" : "controller"
        let what = operation.takesTemplate ? "\(target), " : ""
        return "\(on).\(operation)(\(what)animated: \(animated))  // \(form)"
    }
}

/// The template a call names.
enum TemplateRef: CustomStringConvertible {
    /// A template of the scene's pool (counted round its size).
    case pool(Int)
    /// What the controller reads back: `topTemplate`, `rootTemplate`, `presentedTemplate`.
    case top, root, presented

    var description: String {
        switch self {
        case .pool(let index): return "pool[\(index)]"
        case .top: return "controller.topTemplate"
        case .root: return "controller.rootTemplate"
        case .presented: return "controller.presentedTemplate"
        }
    }
}

/// A property change of a pooled template: `what` picks the change its class offers, `value`
/// its argument (`FuzzScene.apply`).
struct TemplateChange: CustomStringConvertible {
    var template: Int
    var what: Int
    var value: Int

    var description: String { "change pool[\(template)]: what \(what), value \(value)" }
}

/// A template the scene makes during the run: its class, its buttons' words and what each
/// button's handler does.
struct TemplateRecipe: CustomStringConvertible {
    enum Kind: Int, CaseIterable {
        case grid, list, tabBar, voiceControl, alert, actionSheet, information, map, nowPlaying, pointOfInterest, contact, search
    }

    var kind: Kind
    var titles: [String]
    /// One per title: what the button's handler does (nil: it records the touch only).
    var reactions: [FuzzStep?]

    var description: String {
        "pool.append(\(kind) with [\(zip(titles, reactions).map { "\"\($0)\"" + ($1.map { " → \($0)" } ?? "") }.joined(separator: ", "))])"
    }
}

/// What `didConnect` does about the root (H10: one must be set before it returns).
struct PlugStyle: CustomStringConvertible {
    enum How: Int, CaseIterable {
        /// `setRootTemplate(_:animated:completion:)` with a completion.
        case completion
        /// The iOS 12 form.
        case legacy
        /// `Task { try await setRootTemplate(…) }`: after `didConnect` returns.
        case async
        /// `DispatchQueue.main.async { setRootTemplate(…) }`: after `didConnect` returns.
        case mainQueue
        /// No root at all.
        case none
    }

    var how: How
    /// The pool template made the root.
    var root: Int

    var description: String { how == .none ? "didConnect sets no root" : "didConnect sets pool[\(root)] as the root, \(how)" }
}
