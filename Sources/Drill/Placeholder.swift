// Placeholder: Drill grows here.
