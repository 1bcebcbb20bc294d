// A snippet that is the body of a test: its statements inside an async, throwing main-actor test.
import CarPlay
import HeadUnitTesting
import Testing
import UIKit
@testable import MyCarScene

@MainActor @Test func snippet() async throws {
    // snippet
}
