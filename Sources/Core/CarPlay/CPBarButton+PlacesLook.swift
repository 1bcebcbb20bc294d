import Host

extension CPBarButton {
    /// The bar button as a map draws it: its title (its image's name when it has none) and image.
    package var placesLookButton: MapLook.Button {
        MapLook.Button(title: hostButton.title, image: title == nil ? image?.look : nil, enabled: isEnabled)
    }
}
