import CPNG

/// How hard the PNG writer compresses: the same pixels each way, smaller files for more time.
public enum PNGCompression: String, CaseIterable, Sendable {
    /// zlib level 1 and the Sub filter alone: several times faster than `default`, files about
    /// a third larger. What frames are written with unless asked otherwise.
    case fast
    /// zlib level 6 with libpng choosing a filter per row: what Cairo's writer does.
    case `default`
    /// zlib level 9 with libpng choosing a filter per row: the smallest files, the slowest.
    case best

    /// zlib's compression level.
    var level: Int32 {
        switch self {
        case .fast: 1
        case .default: 6
        case .best: 9
        }
    }

    /// libpng's filter mask: the filters tried on each row.
    var filters: Int32 {
        switch self {
        case .fast: PNG_FILTER_SUB
        case .default, .best: PNG_FILTER_NONE | PNG_FILTER_SUB | PNG_FILTER_UP | PNG_FILTER_AVG | PNG_FILTER_PAETH
        }
    }
}
