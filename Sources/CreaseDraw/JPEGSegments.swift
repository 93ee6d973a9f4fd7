/// The marker segments of a JPEG's header, in file order, up to the start of the picture data:
/// where EXIF's orientation and Adobe's colour transform are read from.
struct JPEGSegments {
    /// Each segment's marker (the byte after 0xFF) and its body (the bytes after the length).
    let segments: [(marker: UInt8, body: ArraySlice<UInt8>)]

    /// The segments of `jpeg` before its start of scan; a damaged or truncated header ends the
    /// list where it stops making sense (the decoder reports the damage itself).
    init(_ jpeg: [UInt8]) {
        var found: [(marker: UInt8, body: ArraySlice<UInt8>)] = []
        var at = 2  // past start of image
        while at + 4 <= jpeg.count, jpeg[at] == 0xFF {
            let marker = jpeg[at + 1]
            let length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
            // Start of scan or end of image: the header is over.
            if marker == 0xDA || marker == 0xD9 || length < 2 { break }
            let end = at + 2 + length
            guard end <= jpeg.count else { break }
            found.append((marker, jpeg[(at + 4)..<end]))
            at = end
        }
        segments = found
    }

    /// The body of the first application segment `APPn` (marker 0xE0 + n) whose body starts
    /// with `identifier` and is longer than it.
    func application(_ n: UInt8, identifier: [UInt8]) -> ArraySlice<UInt8>? {
        segments.first { $0.marker == 0xE0 + n && $0.body.count > identifier.count && $0.body.starts(with: identifier) }?.body
    }
}
