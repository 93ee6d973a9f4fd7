import CreaseMath

/// An app as its icon shows it: a name, a two-colour gradient and a white glyph.
struct ContentApp: Sendable {
    let name: String
    let top: Color
    let bottom: Color
    let glyph: ContentGlyph

    init(_ name: String, _ top: Color, _ bottom: Color, _ glyph: ContentGlyph) {
        self.name = name
        self.top = top
        self.bottom = bottom
        self.glyph = glyph
    }

    /// The app called `name`: from the catalogue, or made up from the name (a colour picked by
    /// its hash and its first letter), the same every time.
    static func named(_ name: String) -> ContentApp {
        if let app = byName[name] { return app }
        // FNV-1a rather than hashValue, which Swift hashes differently in every process.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
        }
        let hue = Double(hash % 360) / 360
        let top = ContentColor.hue(hue, saturation: 0.55, brightness: 1)
        let bottom = ContentColor.hue(hue + 0.04, saturation: 0.85, brightness: 0.85)
        let letter = name.first.map { String($0).uppercased() } ?? "?"
        return ContentApp(name, top, bottom, .symbol(letter))
    }

    private static let byName: [String: ContentApp] = Dictionary(
        (catalog + folderApps.values.flatMap { $0 }).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    private static func rgb(_ r: Double, _ g: Double, _ b: Double) -> Color { Color(r255: r, g: g, b: b) }

    /// The dock's four apps, as on a new iPhone.
    static let dock: [ContentApp] = [
        ContentApp("Phone", rgb(110, 232, 112), rgb(36, 190, 68), .symbol("☎")),
        ContentApp("Safari", rgb(110, 200, 255), rgb(18, 104, 235), .compass),
        ContentApp("Messages", rgb(108, 230, 104), rgb(28, 182, 60), .bubble),
        ContentApp("Music", rgb(255, 98, 132), rgb(245, 36, 80), .symbol("♫")),
    ]

    /// The home screen's apps in order, each with its own glyph.
    static let catalog: [ContentApp] = [
        ContentApp("Calendar", rgb(255, 106, 96), rgb(232, 38, 52), .calendar),
        ContentApp("Photos", rgb(255, 246, 220), rgb(255, 226, 170), .flower),
        ContentApp("Camera", rgb(150, 150, 158), rgb(70, 70, 76), .camera),
        ContentApp("Weather", rgb(94, 196, 255), rgb(20, 110, 235), .symbol("☀")),
        ContentApp("Clock", rgb(64, 64, 68), rgb(14, 14, 16), .clock),
        ContentApp("Maps", rgb(126, 224, 150), rgb(40, 160, 220), .pin),
        ContentApp("Notes", rgb(255, 222, 96), rgb(255, 184, 0), .symbol("✎")),
        ContentApp("Mail", rgb(86, 172, 255), rgb(0, 96, 228), .symbol("✉")),
        ContentApp("Stocks", rgb(58, 58, 64), rgb(8, 8, 10), .bars),
        ContentApp("Books", rgb(255, 170, 64), rgb(255, 112, 0), .symbol("B")),
        ContentApp("Podcasts", rgb(206, 120, 255), rgb(136, 48, 220), .target),
        ContentApp("Health", rgb(255, 130, 160), rgb(255, 52, 96), .symbol("♥")),
        ContentApp("Wallet", rgb(46, 46, 52), rgb(0, 0, 0), .cards),
        ContentApp("Files", rgb(70, 156, 255), rgb(0, 88, 216), .folder),
        ContentApp("Store", rgb(56, 180, 255), rgb(0, 108, 250), .symbol("A")),
        ContentApp("Contacts", rgb(186, 186, 196), rgb(126, 126, 138), .person),
        ContentApp("TV", rgb(44, 44, 50), rgb(0, 0, 0), .play),
        ContentApp("News", rgb(255, 92, 104), rgb(236, 36, 60), .symbol("N")),
        ContentApp("Reminders", rgb(255, 166, 60), rgb(255, 96, 52), .list),
        ContentApp("Settings", rgb(172, 172, 180), rgb(104, 104, 114), .symbol("⚙")),
        ContentApp("Travel", rgb(90, 206, 226), rgb(0, 138, 190), .symbol("✈")),
        ContentApp("Home", rgb(255, 186, 60), rgb(255, 122, 0), .symbol("⌂")),
        ContentApp("Shortcuts", rgb(110, 110, 255), rgb(200, 70, 230), .symbol("◆")),
        ContentApp("Voice Memos", rgb(255, 84, 72), rgb(200, 20, 28), .wave),
        ContentApp("Translate", rgb(60, 130, 255), rgb(16, 60, 200), .symbol("Aa")),
        ContentApp("Fitness", rgb(180, 255, 40), rgb(40, 190, 70), .symbol("⚡")),
        ContentApp("Drive", rgb(150, 210, 255), rgb(60, 140, 240), .symbol("☁")),
        ContentApp("Café", rgb(200, 140, 90), rgb(130, 78, 40), .symbol("☕")),
        ContentApp("Garden", rgb(110, 220, 120), rgb(20, 150, 80), .symbol("☘")),
        ContentApp("Sailing", rgb(40, 110, 200), rgb(10, 50, 130), .symbol("⚓")),
        ContentApp("Science", rgb(120, 90, 255), rgb(60, 30, 200), .symbol("⚛")),
        ContentApp("Nightly", rgb(60, 60, 130), rgb(20, 20, 70), .symbol("☾")),
        ContentApp("Snow", rgb(170, 230, 255), rgb(80, 160, 230), .symbol("❄")),
        ContentApp("Balance", rgb(160, 130, 255), rgb(100, 70, 210), .symbol("⚖")),
    ]

    /// What the home screen's folders hold.
    static let folderApps: [String: [ContentApp]] = [
        "Utilities": [
            ContentApp("Calculator", rgb(255, 168, 40), rgb(236, 118, 0), .keypad),
            ContentApp("Compass", rgb(70, 70, 76), rgb(20, 20, 24), .symbol("✦")),
            ContentApp("Measure", rgb(255, 214, 40), rgb(230, 170, 0), .symbol("✚")),
            ContentApp("Clips", rgb(80, 200, 255), rgb(0, 120, 230), .symbol("✂")),
            ContentApp("Find My", rgb(120, 230, 120), rgb(40, 170, 70), .symbol("◎")),
            ContentApp("Tips", rgb(255, 224, 80), rgb(255, 170, 0), .symbol("✓")),
            ContentApp("Magnifier", rgb(90, 90, 96), rgb(30, 30, 34), .symbol("⚲")),
        ],
        "Games": [
            ContentApp("Chess", rgb(120, 84, 60), rgb(60, 36, 20), .symbol("♞")),
            ContentApp("Solitaire", rgb(40, 170, 90), rgb(10, 110, 50), .symbol("♠")),
            ContentApp("Dice", rgb(255, 90, 90), rgb(200, 20, 40), .symbol("⚀")),
            ContentApp("Yin Yang", rgb(150, 150, 160), rgb(60, 60, 70), .symbol("☯")),
            ContentApp("Crown", rgb(255, 200, 60), rgb(220, 140, 0), .symbol("♛")),
            ContentApp("Comet", rgb(60, 40, 140), rgb(20, 10, 70), .symbol("☄")),
            ContentApp("Diamonds", rgb(255, 100, 140), rgb(220, 30, 90), .symbol("♦")),
            ContentApp("Clubs", rgb(90, 200, 160), rgb(20, 140, 110), .symbol("♣")),
        ],
    ]
}
