// The host's value the guards' API names, re-exported alone (not the whole core): a client of
// Guard sets `GuardRules.category` without importing Host.

/// An app's CarPlay category (B3): S3 checks its templates (`.audio`, `.navigation`…).
@_exported import struct Host.CarPlayCategory
