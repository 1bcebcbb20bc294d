// A snippet that is part of the scene's own files: CarPlay and UIKit imported, then the snippet.
import CarPlay
import UIKit

// snippet
