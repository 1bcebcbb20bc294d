/// Told what the person does on a point-of-interest template: moves the map, selects a place.
@available(iOS 14.0, *)
@preconcurrency @MainActor
public protocol CPPointOfInterestTemplateDelegate: NSObjectProtocol {
    /// The person moved or zoomed the map to `region`: give the template the places in it
    /// (`setPointsOfInterest(_:selectedIndex:)`). HeadUnit has no map to move: a test calls this
    /// as the car would.
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didChangeMapRegion region: MKCoordinateRegion)
    /// The person selected `pointOfInterest`; the car shows its detail card. Optional.
    func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest)
}

extension CPPointOfInterestTemplateDelegate {
    /// Does nothing: the method is optional.
    public func pointOfInterestTemplate(_ pointOfInterestTemplate: CPPointOfInterestTemplate, didSelectPointOfInterest pointOfInterest: CPPointOfInterest) {}
}
