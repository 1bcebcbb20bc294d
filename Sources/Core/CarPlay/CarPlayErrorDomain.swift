import Host

/// The domain of every error CarPlay gives a template operation's completion (code -1, the
/// reason in `NSLocalizedDescriptionKey`), as the framework has it.
public let CarPlayErrorDomain: String = HostMessages.errorDomain
