// Placeholder: Explore grows here.
