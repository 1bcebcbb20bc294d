// The host's values a test reads, re-exported one by one (not the whole core: a test sees
// these names and nothing else of HeadUnit's insides).

/// An app's CarPlay category (B3): `.voiceConversation`, `.audio`, `.navigation`…
@_exported import struct Host.CarPlayCategory
/// How strictly the host enforces each rule: `.strict` (CarPlay), `.lenient`, `.off`.
@_exported import struct Host.HostProfile
/// The host's numbers: animation time, rate limit, limits, category, profile.
@_exported import struct Host.HostConfig
/// Which reading of the rules a car follows: `.carPlay` (the evidence, the default) or `.spec`.
@_exported import enum Host.HostFidelity
/// What the car shows (`HeadUnit.screen`).
@_exported import struct Host.CarScreen
/// A template's class on the car (`.grid`, `.list`, `.voiceControl`, `.alert`…).
@_exported import enum Host.TemplateKind
/// A crash the host recorded: rule, message, call, time (B6).
@_exported import struct Host.CrashReport
/// A point on the virtual clock (a crash's time).
@_exported import struct Host.Instant
/// The app's name and icon on the car's rail (`HostConfig.app`, `SceneDrill(app:)`, the window's `app:`).
@_exported import struct Host.AppLook
/// An image as the car draws it: a system symbol's name or an asset's (`AppLook.icon`).
@_exported import struct Host.ImageLook
/// One of N deterministic shares of an exploration, for a CI matrix (`SceneExplorer.shard`).
@_exported import struct Drill.Shard
