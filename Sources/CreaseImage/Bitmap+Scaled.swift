extension Bitmap {
    /// The picture made smaller, its aspect kept, so that neither side exceeds `maxSide`: each
    /// new pixel the average of the old ones it covers (premultiplied, so colour and alpha
    /// average alike). The bitmap itself when it already fits.
    public func scaled(toFit maxSide: Int) -> Bitmap {
        precondition(maxSide > 0, "a picture needs at least a pixel a side")
        guard width > maxSide || height > maxSide else { return self }
        let factor = Double(maxSide) / Double(max(width, height))
        let newWidth = max(1, min(maxSide, Int((Double(width) * factor).rounded())))
        let newHeight = max(1, min(maxSide, Int((Double(height) * factor).rounded())))
        // The old pixels each new row or column covers: [start, end).
        func spans(_ old: Int, _ new: Int) -> [Range<Int>] {
            (0..<new).map { k in
                let start = k * old / new, end = max(start + 1, (k + 1) * old / new)
                return start..<end
            }
        }
        let columns = spans(width, newWidth), rows = spans(height, newHeight)
        var result = [UInt8](repeating: 0, count: newWidth * newHeight * 4)
        var sums = [Int](repeating: 0, count: newWidth * 4)
        for (y, rowSpan) in rows.enumerated() {
            for i in sums.indices { sums[i] = 0 }
            for oldY in rowSpan {
                let rowStart = oldY * width * 4
                for (x, columnSpan) in columns.enumerated() {
                    for oldX in columnSpan {
                        let i = rowStart + oldX * 4
                        for c in 0..<4 { sums[x * 4 + c] += Int(pixels[i + c]) }
                    }
                }
            }
            for (x, columnSpan) in columns.enumerated() {
                let count = rowSpan.count * columnSpan.count
                for c in 0..<4 { result[(y * newWidth + x) * 4 + c] = UInt8((sums[x * 4 + c] + count / 2) / count) }
            }
        }
        return Bitmap(width: newWidth, height: newHeight, pixels: result)
    }
}
