// A snippet of code over HeadUnit's own Screen module, given the host's state and the time.
import Host
import Screen

func snippet(host: HostState, now: Instant) throws {
    // snippet
}
