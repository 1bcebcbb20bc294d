import Foundation

/// The numerator of a `CMTime`.
public typealias CMTimeValue = Int64
/// The denominator of a `CMTime`: units per second.
public typealias CMTimeScale = Int32
/// Distinguishes loops of the same timeline.
public typealias CMTimeEpoch = Int64

/// What a `CMTime` is: valid, rounded, infinite or indefinite.
public struct CMTimeFlags: OptionSet, Sendable, Hashable {
    /// The flags' bits.
    public let rawValue: UInt32
    /// A flags value with these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The time holds a value.
    public static let valid = CMTimeFlags(rawValue: 1 << 0)
    /// The value was rounded to fit the timescale.
    public static let hasBeenRounded = CMTimeFlags(rawValue: 1 << 1)
    /// Later than any numeric time.
    public static let positiveInfinity = CMTimeFlags(rawValue: 1 << 2)
    /// Earlier than any numeric time.
    public static let negativeInfinity = CMTimeFlags(rawValue: 1 << 3)
    /// Not known (a live stream's duration).
    public static let indefinite = CMTimeFlags(rawValue: 1 << 4)
    /// The bits that say the value is not numeric.
    public static let impliedValueFlagsMask: CMTimeFlags = [.positiveInfinity, .negativeInfinity, .indefinite]
}

/// A time as a rational number, `value / timescale` seconds, as CarPlay's
/// `CPPlaybackConfiguration` takes it. HeadUnit's stand-in for CoreMedia's `CMTime` on Linux:
/// the value type and its arithmetic-free basics, no clock behind it.
///
/// ```swift
/// let elapsed = CMTime(seconds: 90, preferredTimescale: 600)
/// elapsed.seconds   // 90.0
/// ```
public struct CMTime: Sendable, Hashable, CustomStringConvertible {
    /// The numerator.
    public var value: CMTimeValue
    /// The denominator: units per second.
    public var timescale: CMTimeScale
    /// Valid, rounded, infinite or indefinite.
    public var flags: CMTimeFlags
    /// The loop of the timeline it belongs to.
    public var epoch: CMTimeEpoch

    /// An invalid time (all zero), as C's zero initializer gives.
    public init() {
        self.init(value: 0, timescale: 0, flags: [], epoch: 0)
    }

    /// A time of these fields, as given.
    public init(value: CMTimeValue, timescale: CMTimeScale, flags: CMTimeFlags, epoch: CMTimeEpoch) {
        self.value = value
        self.timescale = timescale
        self.flags = flags
        self.epoch = epoch
    }

    /// `value / timescale` seconds; a timescale of zero or less gives an invalid time.
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.init(value: value, timescale: timescale, flags: timescale > 0 ? .valid : [], epoch: 0)
    }

    /// `seconds` in units of `preferredTimescale`, rounded to the nearest unit. Not a number, or a
    /// timescale of zero or less, gives an invalid time; an infinite or out-of-range number, an
    /// infinity.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard !seconds.isNaN, preferredTimescale > 0 else {
            self = .invalid
            return
        }
        let units = (seconds * Double(preferredTimescale)).rounded()
        // Int64(units) traps outside its range: those become infinities.
        guard units.isFinite, units > -9.2e18, units < 9.2e18 else {
            self = seconds < 0 ? .negativeInfinity : .positiveInfinity
            return
        }
        let exact = units == seconds * Double(preferredTimescale)
        self.init(value: CMTimeValue(units), timescale: preferredTimescale, flags: exact ? .valid : [.valid, .hasBeenRounded], epoch: 0)
    }

    /// Zero seconds.
    public static let zero = CMTime(value: 0, timescale: 1)
    /// No time at all.
    public static let invalid = CMTime()
    /// A time that is not known (a live stream's duration).
    public static let indefinite = CMTime(value: 0, timescale: 0, flags: [.valid, .indefinite], epoch: 0)
    /// Later than every numeric time.
    public static let positiveInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .positiveInfinity], epoch: 0)
    /// Earlier than every numeric time.
    public static let negativeInfinity = CMTime(value: 0, timescale: 0, flags: [.valid, .negativeInfinity], epoch: 0)

    /// True when the time holds a value (numeric, infinite or indefinite).
    public var isValid: Bool { flags.contains(.valid) }
    /// True for the indefinite time.
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    /// True for the positive infinity.
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    /// True for the negative infinity.
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// True for a valid, finite, known time.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: .impliedValueFlagsMask) && timescale > 0 }
    /// True when the value was rounded to fit its timescale.
    public var hasBeenRounded: Bool { isNumeric && flags.contains(.hasBeenRounded) }

    /// The time in seconds: not a number for an invalid or indefinite time, ±infinity for the
    /// infinities.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }

    /// Numeric times are equal when they stand for the same number of seconds in the same epoch
    /// (1/2 == 2/4); the others when they are the same kind of time.
    public static func == (a: CMTime, b: CMTime) -> Bool {
        switch (a.isNumeric, b.isNumeric) {
        case (true, true):
            guard a.epoch == b.epoch else { return false }
            let left = a.value.multipliedFullWidth(by: CMTimeValue(b.timescale))
            let right = b.value.multipliedFullWidth(by: CMTimeValue(a.timescale))
            return left.high == right.high && left.low == right.low
        case (false, false):
            return a.kind == b.kind
        default:
            return false
        }
    }

    /// Hashed as `==` compares: numeric times by their reduced fraction and epoch.
    public func hash(into hasher: inout Hasher) {
        guard isNumeric else { return hasher.combine(kind) }
        let divisor = Self.gcd(value.magnitude, UInt64(timescale))
        hasher.combine(value / CMTimeValue(divisor))
        hasher.combine(CMTimeValue(timescale) / CMTimeValue(divisor))
        hasher.combine(epoch)
    }

    /// `CMTime(value: 3, timescale: 2)`, or the kind of a time that is not numeric.
    public var description: String {
        isNumeric ? "CMTime(value: \(value), timescale: \(timescale))" : "CMTime.\(kind)"
    }

    /// The kind of a time that is not numeric.
    private var kind: String {
        if isIndefinite { return "indefinite" }
        if isPositiveInfinity { return "positiveInfinity" }
        if isNegativeInfinity { return "negativeInfinity" }
        return "invalid"
    }

    private static func gcd(_ a: UInt64, _ b: UInt64) -> UInt64 {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return max(a, 1)
    }
}

/// `value / timescale` seconds (C's form of `CMTime(value:timescale:)`).
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime {
    CMTime(value: value, timescale: timescale)
}

/// `seconds` in units of `preferredTimescale` (C's form of `CMTime(seconds:preferredTimescale:)`).
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}

/// The time in seconds (C's form of `CMTime.seconds`).
public func CMTimeGetSeconds(_ time: CMTime) -> Double {
    time.seconds
}
