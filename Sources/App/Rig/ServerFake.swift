import Host
import CarApp

/// The app's server (L1, T3, C5): it turns voice on, mints Realtime secrets (at once, or
/// `secretDelayMs` later), and keeps the conversations: the open one, the one before it, and the
/// next one's number.
public struct ServerFake: Hashable, Sendable {
    /// The open conversation, if any.
    public var openConversation: Int?
    /// The conversation before the open one (C5: going back reaches it).
    public var earlierConversation: Int?
    /// The next conversation's number (it only numbers conversations, so it is not fingerprinted).
    public var nextConversation = 1
    /// How long a secret takes (0: at once).
    public var secretDelayMs: Millis

    /// A server with no conversation; secrets take `secretDelayMs`.
    public init(secretDelayMs: Millis = 0) {
        self.secretDelayMs = secretDelayMs
    }

    /// Answers one request, appending what it asks of the world to `out`.
    public mutating func reduce(_ request: ServerRequest, into out: inout [FakeOutput]) {
        switch request {
        case .voiceOn(let conversation):
            out.append(.log(.world, .voiceOn(conversation: conversation)))
        case .mintSecret(_, let attempt):
            if secretDelayMs > 0 {
                out.append(.startTimer(.secretReady(attempt: attempt), after: secretDelayMs))
            } else {
                out.append(.deliver(.secretMinted(attempt: attempt)))
            }
        case .endConversation(let id):
            if openConversation == id { openConversation = nil }
            earlierConversation = id
        case .newConversation:
            let id = nextConversation
            nextConversation += 1
            openConversation = id
            out.append(.deliver(.conversationCreated(id)))
        }
    }

    /// C5: the model goes back to the conversation before the open one; returns it.
    public mutating func goBack() -> Int {
        let earlier = earlierConversation ?? openConversation ?? 1
        earlierConversation = openConversation
        openConversation = earlier
        return earlier
    }

    /// The phone ends the open conversation; returns it (nil: none was open).
    public mutating func endOpenConversation() -> Int? {
        guard let id = openConversation else { return nil }
        openConversation = nil
        return id
    }
}

extension ServerFake: Fingerprintable {
    /// The conversations; the next one's number and the delay (configuration) stay out.
    @inline(__always)
    public func fingerprint(into f: inout Fingerprinter) {
        f.combine(openConversation)
        f.combine(earlierConversation)
    }
}
