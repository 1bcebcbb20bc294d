extension UIImage {
    /// Which way up an image's pixels are meant to be shown.
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° counterclockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored left to right.
        case upMirrored = 4
        /// Mirrored and turned 180°.
        case downMirrored = 5
        /// Mirrored and turned 90° counterclockwise.
        case leftMirrored = 6
        /// Mirrored and turned 90° clockwise.
        case rightMirrored = 7

        /// Whether width and height swap when the pixels are shown this way.
        var isSideways: Bool { [.left, .right, .leftMirrored, .rightMirrored].contains(self) }
    }
}
