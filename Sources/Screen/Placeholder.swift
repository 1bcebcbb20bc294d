// Placeholder: Screen grows here.
