import Host

extension UIImage {
    /// The image as a picture of the car draws it (`ImageLook`): its symbol, its asset or its
    /// label; nil for an image made of nothing (`UIImage()`), which shows nothing.
    package var placesLook: ImageLook? {
        guard let name else { return nil }
        if let systemName { return ImageLook(systemName: systemName) }
        if let assetName { return ImageLook(assetName: assetName) }
        return ImageLook(label: name)
    }
}
