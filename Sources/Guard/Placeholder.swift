// Placeholder: Guard grows here.
