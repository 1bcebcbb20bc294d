import Host

/// What a navigator may read of the host synchronously, as the real interface controller's
/// getters allow (H5: `presentedTemplate` is a stand-in). Only the identity navigator reads it
/// (`AnyNavigator.readsHost`); the scene keeps it in that navigator's state before it runs
/// (`CarScene.seeHost`).
public struct HostView: Hashable, Sendable {
    /// H5: what `presentedTemplate` returns: a stand-in, never the instance presented (nil: nothing
    /// presented).
    public var presentedTemplate: TemplateStandIn?
    /// A view of a host whose `presentedTemplate` returns `presentedTemplate`.
    public init(presentedTemplate: TemplateStandIn?) { self.presentedTemplate = presentedTemplate }
}
