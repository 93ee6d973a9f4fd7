@testable import CreaseCommand
import CreaseRender
import Foundation
import Testing

/// The bad inputs, class by class: each names the arguments (OUT stands for the case's own
/// scratch folder, which holds the fixtures below), the exit status, and a piece of the one line
/// the command must print.
struct BadInput: CustomTestStringConvertible, Sendable {
    let arguments: [String]
    let status: Int32
    let message: String
    var environment: [String: String] = [:]
    var testDescription: String {
        (environment.map { "\($0)=\($1) " }.joined() + arguments.joined(separator: " "))
    }

    init(_ arguments: [String], _ status: Int32, _ message: String, environment: [String: String] = [:]) {
        self.arguments = arguments
        self.status = status
        self.message = message
        self.environment = environment
    }

    static let out = "OUT/frame.png"
    /// A bench run of a frame or so, for cases that must fail before any run.
    static let tinyBench = ["--scenario", "floor", "--size", "8x8", "--frames", "1", "--warmup", "0", "--quiet"]
    static let usage: Int32 = 64

    /// Files each case finds in its folder, and must leave exactly so.
    static let fixtures: [String: Data] = [
        "empty.png": Data(),
        "truncated.png": Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0]),
        // A JPEG's start of image and an APP0 marker, then nothing a decoder can use.
        "truncated.jpg": Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00]),
        "text.json": Data("hello".utf8),
        "shape.json": Data(#"{"events": 3}"#.utf8),
        "fields.json": Data(#"{"events": [{"phase": "down"}]}"#.utf8),
        "phase.json": Data(#"{"events": [{"phase": "hover", "pointer": 0, "x": 1, "y": 1, "time": 0}]}"#.utf8),
        // Events out of time order (reversed, or one late in the middle), and one before 0.
        "reversed.json": Data(#"{"events": [{"phase": "up", "x": 250, "y": 300, "time": 0.9}, {"phase": "moved", "x": 250, "y": 300, "time": 0.6}, {"phase": "down", "x": 100, "y": 300, "time": 0.3}]}"#.utf8),
        "unsorted.json": Data(#"{"events": [{"phase": "down", "x": 100, "y": 300, "time": 0.3}, {"phase": "moved", "x": 200, "y": 300, "time": 0.7}, {"phase": "moved", "x": 250, "y": 300, "time": 0.5}, {"phase": "up", "x": 250, "y": 300, "time": 0.9}]}"#.utf8),
        "negative.json": Data(#"{"events": [{"phase": "down", "x": 100, "y": 300, "time": -0.5}, {"phase": "up", "x": 250, "y": 300, "time": 0.4}]}"#.utf8),
        "file": Data("a file, not a folder".utf8),
        "full/keep.txt": Data("earlier work".utf8),
        // ffmpegs that fail: one says why and exits, one is killed (as by the OOM killer), one
        // cannot be run at all.
        "failing/ffmpeg": Data("#!/bin/sh\necho '[libfake @ 0x1] no such encoder' >&2\nexit 3\n".utf8),
        "killed/ffmpeg": Data("#!/bin/sh\nkill -KILL $$\n".utf8),
        "broken/ffmpeg": Data("not a program".utf8),
    ]
    /// Made specially: FIFOs (reading one would block; a finished file would replace one), a
    /// folder named like a picture, files too large to be a gesture script, a bench report or a
    /// picture (sparse, so they cost no disk; the picture starts as a PNG does).
    static let fifo = "fifo.png", videoFIFO = "fifo.mp4", folderPicture = "folder.png", hugeScript = "huge.json"
    static let hugeReport = "huge-report.json", hugePicture = "huge.png"

    static let all: [BadInput] = flags + scenes + sizes + numbers + images + gestures + outputs + reports + videos + environments

    static let flags: [BadInput] = [
        BadInput(["render", "--bogus"], usage, "Unknown option '--bogus'"),
        BadInput(["demo", "--bogus"], usage, "Unknown option '--bogus'"),
        BadInput(["bench", "--bogus"], usage, "Unknown option '--bogus'"),
        BadInput(["list", "--bogus"], usage, "Unknown option '--bogus'"),
        BadInput(["render", "--sizes", "10x10", "--out", out], usage, "Unknown option '--sizes'"),
        BadInput(["render", "--out"], usage, "Missing value for '--out"),
        BadInput(["render", "--out", out, "--size"], usage, "Missing value for '--size"),
        BadInput(["render", "--out", out, "extra"], usage, "Unexpected argument 'extra'"),
        BadInput(["render"], usage, "--out is required: FILE.png, a video (.mp4, .webm, .gif), a folder DIR/ or - for standard output"),
        BadInput(["render", "--frames", "OUT/run", "--out", out], usage, "--frames is a frame count; frames go to a folder with --out DIR/"),
        BadInput(["render", "--frames", "3", "--out", out], usage, "--frames, --duration and --fps are for a video or a folder of frames"),
        BadInput(["render", "--duration", "1", "--out", out], usage, "--frames, --duration and --fps are for a video or a folder of frames"),
        BadInput(["render", "--fps", "30", "--out", out], usage, "a .png is one frame, at --time"),
        BadInput(["render", "--frames", "3", "--duration", "1", "--out", "OUT/run/"], usage, "give --frames or --duration, not both"),
        BadInput(["render", "--out", out, "--out", "OUT/clip.mp4"], usage, "--out is given twice: give each option once"),
        BadInput(["bench", "--json", "-", "--json", "OUT/r.json"], usage, "--json is given twice"),
        BadInput(["bench", "--json=-", "--json", "-"], usage, "--json is given twice"),
        BadInput(["bench", "--scenario", "presentation", "--out", "OUT/f.png"], usage, "--out saves an accordion frame: give --scenario an accordion-N"),
        BadInput(["bench", "--scenario", "accordion-strips-4", "--out", "OUT/f.png"], usage, "--out saves an accordion frame"),
        // The old spellings name the new ones.
        BadInput(["demo", "--headless", "--screenshot", "OUT/s.png"], usage, "--screenshot is now --out FILE.png"),
        BadInput(["bench", "--save-frame", "OUT/f.png"], usage, "--save-frame is now --out FILE.png"),
        BadInput(["rendr", "--out", out], usage, "'rendr' is neither a command"),
        BadInput(["benchmark"], usage, "'benchmark' is neither a command"),
        BadInput(["demo", "--headless", "--record", "OUT/r.json"], usage, "does not go with --headless"),
        BadInput(["demo", "--headless", "--stats"], usage, "--stats records the window's frame intervals"),
        BadInput(["demo", "--stats", "OUT/s.json"], usage, "--stats is a flag now: write its JSON with --stats --json OUT/s.json"),
        BadInput(["demo", "--json", "OUT/s.json"], usage, "--json writes what --stats reports: give --stats too"),
        BadInput(["bench", "--strips", "16"], usage, "--strips goes with --scenario accordion"),
        BadInput(["bench", "--scenario", "bogus"], usage, "unknown scenario 'bogus'"),
        BadInput(["bench", "--scenario", "floor,tiles-0"], usage, "unknown scenario 'tiles-0'"),
        BadInput(["bench", "--scenario", "floor,"], usage, "unknown scenario ''"),
        BadInput(["bench", "--scenario", "tile-*"], usage, "--scenario 'tile-*' matches no scenario"),
        BadInput(["bench", "--scenario", "tiles-16", "--strips", "16"], usage, "--strips goes with --scenario accordion"),
        BadInput(["bench", "--compare", "OUT/a.json"], usage, "--compare takes two reports"),
        BadInput(["bench", "--ramp", "list"], usage, "--ramp takes tiles, strips, accordion, not 'list'"),
        BadInput(["bench", "--ramp", "tiles", "--scenario", "tiles-16"], usage, "--ramp chooses its own layer counts"),
        BadInput(["bench", "--compare", "OUT/a.json", "OUT/b.json", "OUT/c.json"], usage, "--compare takes two reports"),
        BadInput(["bench", "--compare", "OUT/a.json", "OUT/b.json", "--json", "OUT/c.json"], usage, "--compare reads two reports and runs nothing"),
        BadInput(["bench", "--compare", "OUT/a.json", "OUT/b.json", "--in-flight", "2"], usage, "--compare reads two reports and runs nothing"),
        // One to three frames in flight, a whole number, and not with a ramp (its frames are finished one by one).
        BadInput(["bench", "--in-flight", "0"] + tinyBench, usage, "--in-flight must be from 1 to 3 frames"),
        BadInput(["bench", "--in-flight", "4"] + tinyBench, usage, "--in-flight must be from 1 to 3 frames"),
        BadInput(["bench", "--in-flight", "-1"] + tinyBench, usage, "--in-flight must be from 1 to 3 frames"),
        BadInput(["bench", "--in-flight", "two"] + tinyBench, usage, "The value 'two' is invalid for '--in-flight <N>'"),
        BadInput(["bench", "--in-flight"], usage, "Missing value for '--in-flight <N>'"),
        BadInput(["bench", "--in-flight", "2", "--ramp", "tiles"], usage, "--in-flight does not go with --ramp"),
        // Settings that only one mode reads are refused without it, as --strips is, and two
        // outputs into one file (each case a small run, should one start).
        BadInput(["bench", "--target-ms", "10"] + tinyBench, usage, "--target-ms goes with --ramp"),
        BadInput(["bench", "--threshold", "5"] + tinyBench, usage, "--threshold goes with --compare"),
        BadInput(["bench", "--json", "OUT/a.json", "--trace", "OUT/a.json"] + tinyBench, usage, "--json and --trace name the same file"),
        BadInput(["bench", "--json", "OUT/a.json", "--trace", "OUT/./a.json"] + tinyBench, usage, "--json and --trace name the same file"),
        BadInput(["render", "--effect", "pan-fold", "--size", "64x48", "--time", "1", "--out", "OUT/a.mp4"], usage, "--time is the moment of a single .png frame"),
        BadInput(["render", "--size", "64x48", "--time", "1", "--out", "OUT/run/"], usage, "--time is the moment of a single .png frame"),
        BadInput(["render", "--size", "64x48", "--frames", "2", "--time", "0", "--out", "-", "--format", "webm"], usage, "--time is the moment of a single .png frame"),
    ]

    static let scenes: [BadInput] = [
        BadInput(["frobnicate"], usage, "'frobnicate' is neither a command"),
        BadInput(["demo", "fold", "--scene", "demo"], usage, "name a scene or effect once"),
        BadInput(["demo", "--scene", "nope", "--headless"], usage, "unknown scene 'nope'"),
        BadInput(["render", "--scene", "nope", "--out", out], usage, "unknown scene 'nope'"),
        BadInput(["render", "--effect", "nope", "--out", out], usage, "unknown scene 'nope'"),
        BadInput(["render", "--effect", "demo", "--out", out], usage, "'demo' is not a transition"),
        BadInput(["render", "--effect", "floor", "--out", out], usage, "'floor' is not a transition"),
        BadInput(["render", "--effect", "pan-fold", "--scene", "demo", "--out", out], usage, "give --scene or --effect, not both"),
        // A grid's name says how many tiles it may have.
        BadInput(["render", "--scene", "tiles-0", "--out", out], usage, "unknown scene 'tiles-0'; tiles-N takes a whole number N from 1 to 65536"),
        BadInput(["render", "--scene", "tiles-65537", "--out", out], usage, "unknown scene 'tiles-65537'; tiles-N takes a whole number N from 1 to 65536"),
        BadInput(["render", "--scene", "tiles-70000", "--out", out], usage, "unknown scene 'tiles-70000'; tiles-N takes a whole number N from 1 to 65536"),
        BadInput(["render", "--scene", "tiles-x", "--out", out], usage, "unknown scene 'tiles-x'; tiles-N takes a whole number N"),
        BadInput(["render", "--scene", "tiles-N", "--out", out], usage, "unknown scene 'tiles-N'; tiles-N takes a whole number N"),
        BadInput(["render", "--scene", "", "--out", out], usage, "unknown scene ''"),
        BadInput(["render", "--effect", "open-doors", "--hinged", "--out", out], usage, "--hinged does not apply to open-doors"),
        BadInput(["render", "--effect", "open-folder", "--hinged", "--out", out], usage, "--hinged does not apply to open-folder"),
        BadInput(["render", "--effect", "pan-fold", "--delay", "1", "--out", out], usage, "--delay does not apply to pan-fold"),
        BadInput(["render", "--effect", "open-folder", "--delay", "1", "--out", out], usage, "--delay does not apply to open-folder"),
        BadInput(["render", "--effect", "folding-list", "--image", "/etc/hostname", "--out", out], usage,
            "--image does not apply to folding-list (it takes --gesture, --reduce-motion)"),
        BadInput(["render", "--effect", "folding-list", "--hinged", "--out", out], usage, "--hinged does not apply to folding-list"),
        BadInput(["render", "--effect", "open-doors", "--gesture", "OUT/none.json", "--out", out], usage, "--gesture does not apply to open-doors"),
        BadInput(["render", "--scene", "floor", "--gesture", "OUT/none.json", "--out", out], usage, "--gesture does not apply to floor (it takes none)"),
        BadInput(["render", "--scene", "demo", "--image", "/etc/hostname", "--out", out], usage, "--image does not apply to demo"),
        BadInput(["render", "--scene", "card-flip", "--image", "/etc/hostname", "--out", out], usage, "--image does not apply to card-flip"),
        BadInput(["render", "--scene", "mask", "--hinged", "--out", out], usage, "--hinged does not apply to mask"),
        BadInput(["demo", "demo", "--hinged", "--headless"], usage, "--hinged does not apply to demo"),
        BadInput(["demo", "fold", "--reduce-motion", "--headless"], usage, "--reduce-motion does not apply to fold (it takes --image)"),
        BadInput(["render", "--scene", "card-flip", "--reduce-motion", "--out", out], usage, "--reduce-motion does not apply to card-flip (it takes none)"),
        BadInput(["render", "--scene", "floor", "--image-gravity", "resize", "--out", out], usage, "--image-gravity goes with --image"),
        BadInput(["render", "--effect", "pan-fold", "--image", "/etc/hostname", "--image-gravity", "top", "--out", out], usage,
            "--image-gravity is one of resize, resizeAspect, resizeAspectFill, not 'top'"),
    ]

    static let sizes: [BadInput] = [
        ("0x100", "width and height must be above 0"), ("100x0", "width and height must be above 0"),
        ("-5x10", "width and height must be above 0"), ("5x-10", "width and height must be above 0"),
        ("abc", "a size is WxH in whole points"), ("10", "a size is WxH in whole points"),
        ("10x", "a size is WxH in whole points"), ("x10", "a size is WxH in whole points"),
        ("1.5x10", "a size is WxH in whole points"), ("10x10x10", "a size is WxH in whole points"),
        ("", "a size is WxH in whole points"), ("99999x10", "at most 65536 points a side"),
        ("10x99999", "at most 65536 points a side"), ("99999999999999999999x10", "a size is WxH in whole points"),
    ].flatMap { size, message in
        [BadInput(["render", "--size", size, "--out", out], usage, message),
         BadInput(["bench", "--size", size], usage, message)]
    } + [
        BadInput(["demo", "--size", "0x0", "--headless"], usage, "width and height must be above 0"),
        BadInput(["render", "--size", "70000x10", "--out", out], usage, "at most 65536 points a side"),
        BadInput(["render", "--size", "16384x16384", "--out", out], 1, "the most one frame may take is 1536 MB"),
        BadInput(["render", "--size", "10x10", "--scale", "0.01", "--out", out], 1, "is less than a pixel"),
        BadInput(["bench", "--size", "16000x16000"], 1, "the most one frame may take is 1536 MB"),
    ]

    /// Every number option with what it refuses.
    static let numbers: [BadInput] = {
        var cases: [BadInput] = []
        func refuse(_ command: [String], _ option: String, _ values: [String], _ message: String) {
            for value in values { cases.append(BadInput(command + [option, value], usage, message)) }
        }
        let render = ["render", "--out", out]
        refuse(render, "--time", ["nan", "inf", "-1", "-inf", "1e400"], "--time must be a finite number of seconds, 0 or more")
        refuse(render, "--time", ["abc", ""], "The value")
        refuse(render, "--scale", ["0", "-1", "nan", "9", "inf"], "--scale must be above 0 and at most 8")
        refuse(render, "--fps", ["0", "-1", "241", "nan"], "--fps must be above 0 and at most 240")
        refuse(["render", "--out", "OUT/clip.gif"], "--fps", ["51", "60"], "a .gif runs at 50 frames a second at most (50, 25 and 20 are exact)")
        let run = ["render", "--out", "OUT/run/"]
        refuse(run, "--duration", ["0", "-1", "601", "nan"], "--duration must be above 0 and at most 600 seconds")
        refuse(run, "--duration", ["0.001"], "gives no frame")
        refuse(run + ["--duration", "1"], "--fps", ["1e-9"], "gives no frame")
        refuse(run, "--fps", ["1e-9"], "--fps 1e-09 gives no frame in the run's 3 s: a run needs at least one")
        // A run lasts at most 600 s, given as --duration or as --frames at --fps.
        refuse(run, "--frames", ["99999999999", "36001"], "fps lasts longer than the 600 s a run may: at most 36000 frames")
        refuse(run + ["--fps", "24"], "--frames", ["14401"], "--frames 14401 at 24 fps lasts longer than the 600 s a run may: at most 14400 frames")
        refuse(["render", "--out", "OUT/clip.webm"], "--frames", ["99999999999"], "at most 36000 frames")
        refuse(run, "--frames", ["0", "-1"], "--frames must be 1 or more")
        refuse(["render", "--out", "OUT/clip.gif"], "--frames", ["0"], "--frames must be 1 or more")
        refuse(run, "--frames", ["abc", "2.5", ""], "--frames is a frame count")
        refuse(render + ["--effect", "open-doors"], "--delay", ["-1", "nan", "inf"], "--delay must be 0 or more seconds")
        refuse(render, "--samples", ["0", "17", "-1"], "--samples must be between 1 and 16")
        refuse(render, "--samples", ["abc", "2.5"], "The value")
        refuse(["demo", "--headless"], "--frames", ["0", "-1"], "--frames must be 1 or more")
        refuse(["bench"], "--frames", ["0", "-3", "10001", "99999999999"], "--frames must be from 1 to 10000")
        refuse(["bench"], "--warmup", ["-1", "10001"], "--warmup must be from 0 to 10000")
        refuse(["bench"], "--threads", ["0", "1025", "-3"], "--threads must be from 1 to 1024")
        refuse(["bench", "--ramp", "tiles"], "--target-ms", ["0", "-1", "nan", "inf", "10001"], "--target-ms must be above 0 and at most 10000")
        refuse(["bench", "--compare", "OUT/a.json", "OUT/b.json"], "--threshold", ["-1", "100", "nan", "inf"], "--threshold must be a percentage from 0 to below 100")
        refuse(["bench", "--scenario", "accordion"], "--strips", ["0", "65537", "-2"], "--strips must be between 1 and 65536")
        return cases
    }()

    static let images: [BadInput] = ["open-folder", "pan-fold", "open-doors", "fold"].flatMap { scene -> [BadInput] in
        let render = ["render", "--scene", scene, "--out", out, "--image"]
        return [
            BadInput(render + ["OUT/missing.png"], 1, "missing.png"),
            BadInput(render + ["/etc/hostname"], 1, "not a PNG"),
            BadInput(render + ["OUT/empty.png"], 1, "not a PNG"),
            BadInput(render + ["OUT/truncated.png"], 1, "truncated.png"),
            BadInput(render + ["OUT/truncated.jpg"], 1, "is a damaged JPEG"),
            BadInput(render + ["OUT/" + fifo], 1, "not a regular file"),
            BadInput(render + ["OUT/" + folderPicture], 1, "it is a directory"),
        ]
    }

    static let gestures: [BadInput] = ["open-folder", "pan-fold", "folding-list"].flatMap { effect -> [BadInput] in
        let render = ["render", "--effect", effect, "--out", out, "--gesture"]
        return [
            BadInput(render + ["OUT/none.json"], 1, "no such file"),
            BadInput(render + ["/etc/hostname"], 1, "is not a gesture script"),
            BadInput(render + ["OUT/text.json"], 1, "is not a gesture script"),
            BadInput(render + ["OUT/shape.json"], 1, "is not a gesture script"),
            BadInput(render + ["OUT/fields.json"], 1, "is not a gesture script"),
            BadInput(render + ["OUT/phase.json"], 1, "is not a gesture script"),
            BadInput(render + ["OUT/reversed.json"], 1, "event 2 (moved at 0.6 s) comes after event 1 at 0.9 s: events must be in time order"),
            BadInput(render + ["OUT/unsorted.json"], 1, "event 3 (moved at 0.5 s) comes after event 2 at 0.7 s: events must be in time order"),
            BadInput(render + ["OUT/negative.json"], 1, "event 1 (down) is at -0.5 s, before 0"),
            BadInput(render + ["OUT/" + fifo], 1, "not a regular file"),
            BadInput(render + ["OUT/full"], 1, "not a regular file"),
            BadInput(render + ["OUT/" + hugeScript], 1, "more than the 128 MiB a gesture file may hold"),
        ]
    }

    static let outputs: [BadInput] = [
        BadInput(["render", "--out", ""], usage, "--out is empty: give FILE.png, a video (.mp4, .webm, .gif), a folder DIR/ or - for standard output"),
        BadInput(["render", "--out", "", "--frames", "2"], usage, "--out is empty"),
        BadInput(["render", "--out", "OUT/clip.mp4", "--format", "mp4"], usage, "--format goes with --out -: a file's extension says its format"),
        BadInput(["render", "--out", "-", "--format", "avi"], usage, "--format is one of mp4, webm, gif, not 'avi'"),
        BadInput(["render", "--out", "OUT/clip.webm", "--preset", "fast"], usage, "--preset is x264's, for an .mp4 (or --format mp4) alone"),
        BadInput(["render", "--out", "OUT/clip.mp4", "--png-compression", "best"], usage, "--png-compression is for PNGs: a .png, a folder of frames or --out - as PNG"),
        BadInput(["render", "--out", "OUT/clip.mp4", "--preset", "quick"], usage, "--preset is one of ultrafast, superfast, veryfast"),
        BadInput(["render", "--out", "OUT/run/", "--frames", "2", "--png-compression", "max"], usage, "--png-compression is one of fast, default, best, not 'max'"),
        BadInput(["render", "--out", "-", "--frames", "3"], usage, "a .png is one frame, at --time (--format makes --out - a video)"),
        BadInput(["render", "--out", "-", "--format", "mp4", "--size", "61x80"], usage, "H.264 (.mp4) needs an even width and height"),
        BadInput(["render", "--out", "-", "--format", "webm", "--frames", "2"], 1, "writing 'standard output' needs ffmpeg", environment: ["PATH": "/nonexistent"]),
        BadInput(["render", "--out", "/nonexistent-crease-dir/x.png"], 1, "does not exist"),
        BadInput(["render", "--out", "OUT/frame.txt"], usage, "output 'OUT/frame.txt' is neither a .png (one frame), a video (.mp4, .webm, .gif) nor a folder"),
        BadInput(["render", "--out", "OUT/x.jpg"], usage, "output 'OUT/x.jpg' is neither a .png (one frame)"),
        BadInput(["render", "--out", "OUT/clip.avi"], usage, "is neither a .png (one frame), a video (.mp4, .webm, .gif) nor a folder"),
        BadInput(["render", "--out", "OUT"], 1, "the folder is not empty"),
        BadInput(["render", "--out", "OUT/" + folderPicture], 1, "it is a directory"),
        BadInput(["render", "--out", "OUT/file/x.png"], 1, "is a file, not a directory"),
        BadInput(["render", "--out", "OUT/" + fifo], 1, "it is not a regular file"),
        BadInput(["render", "--out", "OUT/" + videoFIFO, "--frames", "2"], 1, "it is not a regular file"),
        BadInput(["render", "--out", "OUT/file"], 1, "it is a file"),
        BadInput(["render", "--out", "OUT/full"], 1, "the folder is not empty"),
        BadInput(["render", "--out", "OUT/full/"], 1, "the folder is not empty"),
        BadInput(["render", "--out", "OUT/missing/run"], 1, "does not exist"),
        BadInput(["render", "--out", "OUT/file/run/"], 1, "is a file, not a directory"),
        BadInput(["render", "--out", "OUT/missing/clip.webm", "--frames", "2"], 1, "does not exist"),
        BadInput(["demo", "--headless", "--out", "OUT/shot.jpg"], usage, "must be a .png file"),
        BadInput(["demo", "--headless", "--out", "OUT/run/"], usage, "must be a .png file"),
        BadInput(["demo", "--headless", "--out", "OUT/" + fifo], 1, "it is not a regular file"),
        BadInput(["demo", "--headless", "--out", "/nonexistent-crease-dir/s.png"], 1, "does not exist"),
        BadInput(["demo", "--record", "OUT/r.txt"], usage, "must be a .json file"),
        BadInput(["demo", "--stats", "--json", "OUT/s.csv"], usage, "must be a .json file"),
        BadInput(["bench", "--json", "/nonexistent-crease-dir/r.json"], 1, "does not exist"),
        BadInput(["bench", "--json", "OUT/r.txt"], usage, "must be a .json file"),
        BadInput(["bench", "--json", "OUT/file/r.json"], 1, "is a file, not a directory"),
        BadInput(["bench", "--scenario", "accordion", "--out", "OUT/f.jpg"], usage, "must be a .png file"),
        // A name that is all extension would be a hidden file, or a hidden folder of frames.
        BadInput(["render", "--scene", "floor", "--size", "64x64", "--out", ".png"], usage, "output '.png' has no name before its extension"),
        BadInput(["render", "--scene", "floor", "--size", "64x64", "--out", "OUT/.PNG"], usage, "has no name before its extension"),
        BadInput(["render", "--effect", "pan-fold", "--size", "64x64", "--out", "OUT/.mp4"], usage, "has no name before its extension"),
        BadInput(["demo", "--headless", "--out", "OUT/.png"], usage, "has no name before its extension"),
        BadInput(["bench", "--json", "OUT/.json"], usage, "has no name before its extension"),
    ]

    /// Paths --compare cannot read as a report, said as what they are, with the status of
    /// reports that cannot be compared; a FIFO is not waited on, a huge file not read.
    static let reports: [BadInput] = [
        ("/dev/zero", "cannot read '/dev/zero': it is not a regular file"),
        ("OUT/" + fifo, "cannot read 'OUT/fifo.png': it is not a regular file"),
        ("OUT/" + folderPicture, "cannot read 'OUT/folder.png': it is a directory"),
        ("OUT", "cannot read 'OUT': it is a directory"),
        ("", "cannot read '': no such file"),
        ("OUT/none.json", "cannot read 'OUT/none.json': no such file"),
        ("OUT/file/a.json", "cannot read 'OUT/file/a.json': \(String(cString: strerror(ENOTDIR)))"),
        ("OUT/" + hugeReport, "cannot read 'OUT/huge-report.json': 4294967296 bytes, more than the 256 MiB a bench report may hold"),
    ].map { path, message in BadInput(["bench", "--compare", path, "OUT/text.json"], 2, message) } + [
        BadInput(["render", "--effect", "open-doors", "--size", "96x64", "--out", out, "--image", "OUT/" + hugePicture], 1,
            "cannot read OUT/huge.png: 3221225472 bytes, more than the 1 GiB a picture file may hold"),
    ]

    /// Videos: what ffmpeg or the format cannot do is said before a frame is drawn; an ffmpeg
    /// that fails or dies is one line, and its partial file is removed.
    static let videos: [BadInput] = VideoFormat.allCases.map(\.rawValue).flatMap { format -> [BadInput] in
        let render = ["render", "--effect", "open-folder", "--size", "64x48", "--frames", "30", "--out", "OUT/clip.\(format)"]
        return [
            BadInput(render, 1, "writing 'OUT/clip.\(format)' needs ffmpeg, which is not on PATH", environment: ["PATH": "/nonexistent"]),
            BadInput(render, 1, "writing 'OUT/clip.\(format)' needs ffmpeg, which is not on PATH", environment: ["PATH": ""]),
            BadInput(render, 1, "ffmpeg failed writing 'clip.\(format)' at", environment: ["PATH": "OUT/failing"]),
            BadInput(render, 1, "(status 3): no such encoder", environment: ["PATH": "OUT/failing"]),
            BadInput(render, 1, "killed by signal 9", environment: ["PATH": "OUT/killed"]),
            BadInput(render, 1, "cannot start ffmpeg to write 'OUT/clip.\(format)'", environment: ["PATH": "OUT/broken"]),
        ]
    } + [
        BadInput(["render", "--size", "61x80", "--out", "OUT/clip.mp4"], usage, "H.264 (.mp4) needs an even width and height, and the frame is 61x80 pixels"),
        BadInput(["render", "--size", "60x81", "--out", "OUT/clip.mp4"], usage, "needs an even width and height"),
        BadInput(["render", "--size", "100x100", "--scale", "1.01", "--out", "OUT/clip.mp4"], usage, "the frame is 101x101 pixels"),
        BadInput(["render", "--size", "1280x800", "--duration", "600", "--out", "OUT/clip.gif"], usage,
            "a GIF's palette is made from all its frames, held in memory: 30000 frames at 1280x800 are 117188 MB"),
        BadInput(["render", "--size", "1280x800", "--frames", "300", "--out", "OUT/clip.gif"], usage, "over the 1024 MB a GIF may take"),
    ]

    static let environments: [BadInput] = ["bogus", "DEVICE", "x11"].map {
        BadInput(["render", "--out", out], usage, "CREASE_EGL_PLATFORM is '\($0)'", environment: ["CREASE_EGL_PLATFORM": $0])
    } + [
        BadInput(["demo", "--headless", "--frames", "1"], usage, "CREASE_EGL_PLATFORM is 'none'", environment: ["CREASE_EGL_PLATFORM": "none"]),
    ]
}
