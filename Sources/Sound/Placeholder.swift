// Placeholder: Sound grows here.
