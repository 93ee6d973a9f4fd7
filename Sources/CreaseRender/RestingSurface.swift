import CreasePlatform

/// A surface a frame loop can rest on between frames (`FrameLoop`): it waits for input, says
/// what the window system asked of it, and keeps the display's cadence.
public protocol RestingSurface: FrameSurface {
    /// The input taken by the last wait, oldest first.
    var events: [InputEvent] { get }
    /// Takes the input that came (into `events`), first waiting for some for at most `timeout`
    /// seconds: nil as long as it takes, 0 or less not at all.
    func waitForEvents(timeout: Double?)
    /// Whether the loop should end: the window was asked to close.
    var isClosing: Bool { get }
    /// Whether nothing of it can be seen (a minimized window): nothing is drawn meanwhile.
    var isHidden: Bool { get }
    /// Whether its pixels were asked for whole since the last call (an expose, a resize): says
    /// so once.
    func takeRedrawRequest() -> Bool
    /// Sleeps what is left of the refresh after `time` (a frame shown then, or none drawn), and
    /// says how long.
    func waitForRefresh(after time: Double) -> Double
    /// Seconds between the display's refreshes.
    var refreshInterval: Double { get }
}
