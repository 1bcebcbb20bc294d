// Placeholder: TestSupport grows here.
