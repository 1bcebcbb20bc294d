/// How an alert's or action sheet's action is drawn (`CPAlertAction.Style`, B12): the default
/// blue, a cancel plain and bold, a destructive red.
public enum ActionStyle: Hashable, Sendable {
    /// The standard look: blue words.
    case `default`
    /// A cancel action: bold words in the text colour.
    case cancel
    /// An action that destroys something: red words.
    case destructive
}
