// Placeholder: CLI grows here.
