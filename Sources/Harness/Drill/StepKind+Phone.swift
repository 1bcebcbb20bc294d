import Rig

extension StepKind {
    /// `phone …`: what the person does on the phone: the world's own phone actions, whose raw
    /// values are the words after `phone`.
    public typealias Phone = Stimulus.PhoneAction
}
