import Foundation

/// The videos Crease writes (`VideoWriter`, `crease render --out`), by extension, and how
/// ffmpeg makes each.
public enum VideoFormat: String, CaseIterable, Sendable {
    /// H.264 in MP4, 4:2:0: plays everywhere.
    case mp4
    /// VP9 in WebM, 4:2:0.
    case webm
    /// A GIF with one palette made for all its frames (palettegen, then paletteuse).
    case gif

    /// A GIF's palette is made from every frame, so ffmpeg holds them all until the end (about
    /// twice their raw size at its peak): at most this many bytes of raw frames.
    public static let gifFrameBytesLimit = 1 << 30

    /// x264's presets, fastest first: for an .mp4, the same quality in a smaller file for more
    /// encoding time.
    public static let presets = ["ultrafast", "superfast", "veryfast", "faster", "fast", "medium", "slow", "slower", "veryslow"]
    /// The preset an .mp4 is made with unless told otherwise: at CRF 18 a 1080p export of
    /// Crease's frames takes an eighth less CPU than with veryfast (x264's own share, 30 % less),
    /// for a file about twice as large; `veryfast` or slower makes smaller ones.
    public static let defaultPreset = "superfast"

    /// ffmpeg's options for the output; `preset` (one of `presets`) is for an .mp4 alone.
    public func encoding(preset: String = Self.defaultPreset) -> [String] {
        switch self {
        case .mp4:
            ["-c:v", "libx264", "-preset", preset, "-pix_fmt", "yuv420p", "-crf", "18", "-movflags", "+faststart", "-f", "mp4"]
        case .webm:
            // Constant quality (-b:v 0); "good" at speed 4 with row threads keeps VP9 near the render's pace.
            ["-c:v", "libvpx-vp9", "-pix_fmt", "yuv420p", "-crf", "32", "-b:v", "0", "-deadline", "good", "-cpu-used", "4",
             "-row-mt", "1", "-f", "webm"]
        case .gif:
            // Ordered dither, and only the changed rectangle of each frame re-dithered: still
            // parts stay still (error diffusion makes them crawl) and the file stays small.
            ["-filter_complex", "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=5:diff_mode=rectangle",
             "-f", "gif"]
        }
    }

    /// Refuses, before anything is drawn, what this format cannot hold.
    public func check(pixels: (width: Int, height: Int), frames: Int, fps: Double) throws {
        switch self {
        case .mp4:
            // 4:2:0 halves the chroma both ways; padding would change the size asked for.
            guard pixels.width % 2 == 0 && pixels.height % 2 == 0 else {
                throw VideoError.unsuitable("H.264 (.mp4) needs an even width and height, and the frame is \(pixels.width)x\(pixels.height) pixels: "
                    + "give it an even size or twice the scale, or write .webm or .gif")
            }
        case .webm:
            break
        case .gif:
            // Viewers show a delay under 2 hundredths as 10: above 50 fps a GIF would stutter.
            guard fps <= 50 else {
                throw VideoError.unsuitable("a GIF's frame delays are whole hundredths of a second, and viewers show any under 2 as 10: a .gif runs at 50 frames a second at most (50, 25 and 20 are exact)")
            }
            let bytes = Double(pixels.width * pixels.height * 4) * Double(frames)
            guard bytes <= Double(Self.gifFrameBytesLimit) else {
                throw VideoError.unsuitable(String(format: "a GIF's palette is made from all its frames, held in memory: %d frames at %dx%d are %.0f MB, over the %d MB a GIF may take; give fewer frames or write .mp4 or .webm",
                    frames, pixels.width, pixels.height, bytes / 1_048_576, Self.gifFrameBytesLimit >> 20))
            }
        }
    }
}

/// Why a video cannot be made, in one line.
public enum VideoError: Error, CustomStringConvertible {
    /// The format cannot hold what was asked (an odd size for H.264, a GIF too fast or too big).
    case unsuitable(String)
    /// ffmpeg is missing, would not start, failed or was killed, or its file could not be kept.
    case encoder(String)
    /// A frame that does not fit the video: another size than the one it was started with.
    case frame(String)

    public var description: String {
        switch self {
        case .unsuitable(let why), .encoder(let why), .frame(let why): why
        }
    }
}
