// A snippet that is the body of a test, after the test made `car`, a HeadUnit.
import CarPlay
import HeadUnitTesting
import Testing
import UIKit
@testable import MyCarScene

@MainActor @Test func snippet() async throws {
    let car = HeadUnit(category: .voiceConversation)
    // snippet
}
