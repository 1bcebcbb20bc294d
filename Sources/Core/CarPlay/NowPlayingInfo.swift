import Host
import MediaPlayer

/// What the Now Playing screen shows from `MPNowPlayingInfoCenter.default()` (B10), read each
/// time the car looks (CarPlay watches the info center as it watches its templates):
///
/// - the template's title: `MPMediaItemPropertyTitle` (empty: the car says `Now Playing`);
/// - its message: the artist and the album title, `Artist — Album`;
/// - its lines: `Time` (`1:05 / 42:10`, elapsed and duration) or `Live` for a live stream, and
///   `Queue` (`2 of 5`) when the app gives its queue position;
/// - whether it plays: the playback rate above 0; with no rate in the info, Apple's header
///   assumes 1, unless `playbackState` says paused, stopped or interrupted; no info at all: not
///   playing.
package struct NowPlayingInfo {
    /// The title line.
    package var title = ""
    /// `Artist — Album`, or whichever of the two there is.
    package var artistAlbum: String?
    /// The lines under the artwork.
    package var lines: [TemplateButton] = []
    /// True while the app's item plays (the car offers Pause, not Play).
    package var isPlaying = false
    /// The rate the rate button shows: the playback rate while playing, else the default rate.
    package var shownRate: Double = 1
    /// The seconds played (`MPNowPlayingInfoPropertyElapsedPlaybackTime`), for the progress bar.
    package var elapsed: Double?
    /// The item's length in seconds (`MPMediaItemPropertyPlaybackDuration`).
    package var duration: Double?
    /// True for a live stream (`MPNowPlayingInfoPropertyIsLiveStream`).
    package var isLive = false
    /// The artwork (`MPMediaItemPropertyArtwork`), as the app's handler makes it at its full size.
    package var artwork: UIImage?

    /// What `center` holds now.
    package init(center: MPNowPlayingInfoCenter = .default()) {
        guard let info = center.nowPlayingInfo else { return }
        title = info[MPMediaItemPropertyTitle] as? String ?? ""
        let words = [info[MPMediaItemPropertyArtist] as? String, info[MPMediaItemPropertyAlbumTitle] as? String]
            .compactMap { $0 }.filter { !$0.isEmpty }
        artistAlbum = words.isEmpty ? nil : words.joined(separator: " — ")
        let rate = Self.number(info[MPNowPlayingInfoPropertyPlaybackRate])
        if let rate {
            isPlaying = rate > 0
        } else {
            isPlaying = ![.paused, .stopped, .interrupted].contains(center.playbackState)
        }
        shownRate = rate.flatMap { $0 > 0 ? $0 : nil } ?? Self.number(info[MPNowPlayingInfoPropertyDefaultPlaybackRate]) ?? 1
        artwork = (info[MPMediaItemPropertyArtwork] as? MPMediaItemArtwork).flatMap { $0.image(at: $0.bounds.size) }
        isLive = info[MPNowPlayingInfoPropertyIsLiveStream] as? Bool == true || Self.number(info[MPNowPlayingInfoPropertyIsLiveStream]) == 1
        if isLive {
            lines.append(TemplateButton(title: "Live"))
        } else {
            let elapsed = Self.number(info[MPNowPlayingInfoPropertyElapsedPlaybackTime])
            let duration = Self.number(info[MPMediaItemPropertyPlaybackDuration])
            self.elapsed = elapsed
            self.duration = duration
            if elapsed != nil || duration != nil {
                let time = [Self.clock(elapsed ?? 0), duration.map(Self.clock)].compactMap { $0 }.joined(separator: " / ")
                lines.append(TemplateButton(title: "Time", detail: time))
            }
        }
        if let index = Self.number(info[MPNowPlayingInfoPropertyPlaybackQueueIndex]),
           let count = Self.number(info[MPNowPlayingInfoPropertyPlaybackQueueCount]), count > 0 {
            lines.append(TemplateButton(title: "Queue", detail: "\(Self.whole(index) + 1) of \(Self.whole(count))"))
        }
    }

    /// A number however the app stored it (`NSNumber`, `Double`, `Int`, `Float`…); nil otherwise.
    package static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as Int: return Double(v)
        case let v as Float: return Double(v)
        case let v as CGFloat: return Double(v)
        case let v as UInt: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    /// `42:10`, or `1:02:05` from an hour on; whole seconds, never negative.
    package static func clock(_ seconds: Double) -> String {
        let total = max(0, whole(seconds))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 { return "\(h):\(m < 10 ? "0\(m)" : "\(m)"):\(ss)" }
        return "\(m):\(ss)"
    }

    /// `value` rounded toward zero, held within ±10¹⁵ (0 for NaN): an app's odd number never
    /// traps the car.
    package static func whole(_ value: Double) -> Int {
        guard !value.isNaN else { return 0 }
        return Int(min(max(value, -1e15), 1e15))
    }

    /// `1×`, `1.5×`, `0.75×`: a rate as the rate button shows it.
    package static func rateText(_ rate: Double) -> String { decimal(rate) + "×" }

    /// `15`, `1.5`, `0.75`: at most two decimals, no trailing zeros.
    package static func decimal(_ value: Double) -> String {
        let hundredths = whole((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let units = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        if fraction == 0 { return "\(sign)\(units)" }
        if fraction % 10 == 0 { return "\(sign)\(units).\(fraction / 10)" }
        return "\(sign)\(units).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
