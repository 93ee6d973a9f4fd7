import CreaseCore
import CreaseDraw
import CreaseImage
import CreaseMath

/// A to-do row's text for the folding list, and the to-dos the demonstration lists.
public enum ListRowArt {
    static let font = ContentText.font(ContentText.bold, 20)

    /// `text` as Opaque placed it in a row `width` wide and 60 tall: 20 pt bold white with the
    /// top of its line at (20, 18), so the crease at 30 cuts it 12 pt above and 18 below. One
    /// picture of the row's left part on a clear background (the halves paint the colour), as
    /// wide as the text and its margins, with its width in points: a row shows it by
    /// contentsRect, whose clear right edge stretches over the rest of a wide row.
    public static func draw(_ text: String, width: Double, scale: Double) -> (picture: Bitmap, width: Double) {
        let measure = Canvas(size: Size(width: 1, height: 1))
        let fitted = ContentText.fitted(text, font: font, width: max(0, width - 40), on: measure)
        let pictureWidth = min(width, measure.measureText(fitted, font: font).width.rounded(.up) + 40)
        let canvas = Canvas(size: Size(width: pictureWidth, height: FoldingListEffect.rowHeight), scale: scale)
        canvas.drawText(fitted, at: Point(x: 20, y: 18), font: font, color: .white)
        return (canvas.makeBitmap(), canvas.size.width)
    }

    /// The list the scene starts with: how to use it first, as Clear's own first list does.
    public static let startingItems = [
        "Pull down to add a to-do", "Pinch apart to insert", "Pinch shut to delete",
        "Buy oat milk", "Call the plumber", "Renew the passport", "Book the dentist", "Water the ferns",
        "Pay the phone bill", "Return library books", "Fix the bike's brakes", "Pick up the parcel",
        "Write to grandma", "Defrost the freezer", "Back up the laptop", "Order printer ink",
        "Plan the weekend hike", "Clean the gutters", "Try the new bakery", "Read one chapter",
    ]

    /// What new rows say, in turn.
    public static let newItems = [
        "Something new", "Walk the dog", "Buy lemons", "Sort the photos", "Ring Sam back", "Oil the hinges",
    ]
}
