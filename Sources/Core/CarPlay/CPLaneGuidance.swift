/// The lanes of a road ahead and what to do in them (iOS 17.4).
@available(iOS 17.4, *)
open class CPLaneGuidance: NSObject, NSCopying {
    /// The lanes, left to right.
    open var lanes: [CPLane] = [] { didSet { ContentChanges.note() } }
    /// The instruction, longest first.
    open var instructionVariants: [String] = [] { didSet { ContentChanges.note() } }

    /// Guidance with no lanes.
    public override init() { super.init() }

    /// Guidance of copies of the same lanes and the same words (NSCopying, as in the SDK).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = CPLaneGuidance()
        copy.lanes = lanes.map { $0.copy() as! CPLane }
        copy.instructionVariants = instructionVariants
        return copy
    }
}
