/// The lanes of a road ahead and what to do in them (iOS 17.4).
@available(iOS 17.4, *)
open class CPLaneGuidance: NSObject {
    /// The lanes, left to right.
    open var lanes: [CPLane] = []
    /// The instruction, longest first.
    open var instructionVariants: [String] = []

    /// Guidance with no lanes.
    public override init() { super.init() }
}
