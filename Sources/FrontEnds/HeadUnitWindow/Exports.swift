// What a window's `main.swift` names besides `HeadUnitWindow.run`, re-exported one by one.

/// The app's name and icon on the car's rail (`run(app:)`).
@_exported import struct Host.AppLook
/// An image as the car draws it: a system symbol's name or an asset's (`AppLook.icon`).
@_exported import struct Host.ImageLook
