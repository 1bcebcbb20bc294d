// Placeholder: tests grow here.
