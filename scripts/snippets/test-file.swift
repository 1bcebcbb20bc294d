// A snippet that is part of a test file: the test file's imports, then the snippet.
import CarPlay
import HeadUnitTesting
import Testing
import UIKit
@testable import MyCarScene

// snippet
