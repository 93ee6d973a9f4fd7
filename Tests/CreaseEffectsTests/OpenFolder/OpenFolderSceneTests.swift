import CreaseCore
import CreaseGestures
import CreaseMath
import CreaseScene
import Testing

@testable import CreaseEffects
import CreaseImage

/// The open-folder scene on the drawn home screen: which folder opens, where the screen splits,
/// the arrow, and when the slide starts.
struct OpenFolderSceneTests {
    static let phone = Size(width: 375, height: 667)

    /// A scene at `size` (content at scale 1) playing `events`.
    static func scene(_ size: Size, _ events: [PointerEvent]) -> OpenFolderScene {
        var setup = SceneSetup()
        setup.contentScale = 1
        setup.script = GestureScript(events: events)
        return OpenFolderScene(size: size, setup: setup)
    }

    /// A tap on `point` whose finger lifts at frame `upFrame` (60 per second).
    static func tap(_ point: Point, upFrame: Int) -> [PointerEvent] {
        [PointerEvent(.down, pointer: 0, at: point, time: Double(upFrame - 3) / 60),
         PointerEvent(.up, pointer: 0, at: point, time: Double(upFrame) / 60)]
    }

    /// Updates `scene` at each of `frames`, 60 a second.
    static func play(_ scene: OpenFolderScene, frames: ClosedRange<Int>) {
        for k in frames { scene.update(time: Double(k) / 60) }
    }

    static func folder(_ name: String, in scene: OpenFolderScene) -> AppIcon {
        scene.folders.first { $0.name == name }!
    }

    static func folderPicture(_ name: String, height: Double) -> Bitmap {
        FolderArt.draw(width: phone.width, height: height, title: name, apps: HomeScreenArt.apps(inFolder: name), scale: 1)
    }

    @Test func eachFolderOpensWithItsOwnTitleAndApps() {
        // Every folder opened as "Utilities" with a fixed list.
        let probe = Self.scene(Self.phone, [])
        let games = Self.folder("Games", in: probe), utilities = Self.folder("Utilities", in: probe)
        let scene = Self.scene(Self.phone, Self.tap(games.frame.center, upFrame: 30) + Self.tap(utilities.frame.center, upFrame: 90)
            + Self.tap(utilities.frame.center, upFrame: 150))
        let body = scene.effect.folderLayers.body
        let pictures = Dictionary(uniqueKeysWithValues: ["Games", "Utilities"].map { ($0, Self.folderPicture($0, height: body.bounds.height).pixels) })
        #expect(pictures["Games"] != pictures["Utilities"])
        // Which folder's picture the body shows, by its pixels.
        func shown() -> String? { pictures.first { $0.value == EffectFixtures.bitmap(body.contents)?.pixels }?.key }

        Self.play(scene, frames: 0...60)
        #expect(scene.effect.state == .open)
        #expect(shown() == "Games")
        // Tapping the other folder closes this one: it still shows Games as it goes.
        Self.play(scene, frames: 61...100)
        #expect(scene.effect.state == .closing)
        #expect(shown() == "Games")
        // Closed, a tap on Utilities opens Utilities.
        Self.play(scene, frames: 101...160)
        #expect(scene.effect.state == .opening)
        #expect(shown() == "Utilities")
    }

    @Test(arguments: [Size(width: 375, height: 667), Size(width: 1280, height: 800)])
    func theSplitGoesUnderTheLabelAndCutsNoLabel(size: Size) {
        // The split was at the icon's bottom edge: every label in the row was cut, and the
        // arrow sat on the tapped icon's own label.
        let page = HomeScreenArt.draw(size: size, scale: 1).icons.filter { !$0.isInDock }
        for folder in Self.scene(size, []).folders {
            let scene = Self.scene(size, Self.tap(folder.frame.center, upFrame: 30))
            Self.play(scene, frames: 0...90)
            let effect = scene.effect
            #expect(effect.state == .open)
            let strip = effect.split..<effect.lowerFirstRow
            #expect(effect.split == folder.labelFrame.maxY && !strip.isEmpty, "\(folder.name) at \(size)")
            for icon in page {
                for (what, rect) in [("label", icon.labelFrame), ("icon", icon.frame)] {
                    // Wholly above the split, or wholly in the lower part: not cut, not under the arrow.
                    #expect(rect.maxY <= strip.lowerBound || rect.minY >= strip.upperBound,
                            "\(icon.name)'s \(what) \(rect) meets the arrow strip \(strip) of \(folder.name) at \(size)")
                }
            }
            let tip = effect.arrowTip(atHostTime: 1.5)
            #expect(abs(tip.x - folder.frame.midX) < 1e-9 && abs(tip.y - (effect.split - effect.upperShift)) < 1e-9)
        }
    }

    @Test func aLowFolderKeepsItsArrowInSightAsTheScreenRises() {
        // 1920×1080, the bottom-left folder: the folder would run off the bottom, so the upper
        // part rises, and it used to be painted over the arrow.
        let size = Size(width: 1920, height: 1080)
        let low = Self.scene(size, []).folders.max { ($0.frame.minY, -$0.frame.minX) < ($1.frame.minY, -$1.frame.minX) }!
        let scene = Self.scene(size, Self.tap(low.frame.center, upFrame: 33))
        Self.play(scene, frames: 0...96)  // 1.6 s
        let effect = scene.effect
        #expect(effect.upperShift > 0)
        #expect(OpenFolderEffectTests.layersCoveringTheArrow(effect, atHostTime: 1.6).isEmpty)
        let tip = effect.arrowTip(atHostTime: 1.6)
        #expect(abs(tip.x - low.frame.midX) < 1e-9)
        #expect(abs(tip.y - (low.labelFrame.maxY - effect.upperShift)) < 1e-9, "points at the raised icon")
    }

    @Test func theSlideStartsAtTheFrameTheTapEnds() {
        // The tap used to start the slide at the frame before, so its first frame was 5.5 % in.
        let utilities = Self.folder("Utilities", in: Self.scene(Self.phone, []))
        let scene = Self.scene(Self.phone, Self.tap(utilities.frame.center, upFrame: 33))
        Self.play(scene, frames: 0...33)
        let effect = scene.effect
        let start = effect.lowerFirstRow
        #expect(effect.state == .opening)
        #expect(effect.lowerTop(atHostTime: 33.0 / 60) == start)
        let travel = effect.lowerTop(atHostTime: 33.0 / 60 + 0.5) - start
        #expect(travel > 0)
        // 0.25 s after the tap: 0.6846 of the travel on the ease-out curve.
        #expect(abs(effect.lowerTop(atHostTime: 33.0 / 60 + 0.25) - (start + 0.6846 * travel)) < 0.0001 * travel)
    }

    @Test func theDemonstrationsSlideAlsoStartsAtTheFrameThatSeesTheTap() {
        // Its finger lifts between frames (0.58 s): the next frame, 0.5833 s, is the slide's first.
        let scene = OpenFolderScene(size: Self.phone, setup: { var s = SceneSetup(); s.contentScale = 1; return s }())
        Self.play(scene, frames: 0...34)
        #expect(scene.effect.state == .closed)
        Self.play(scene, frames: 35...35)
        #expect(scene.effect.state == .opening)
        #expect(scene.effect.lowerTop(atHostTime: 35.0 / 60) == scene.effect.lowerFirstRow)
    }

    @Test func liveInputStartsTheSlideAtTheFrameThatSeesIt() {
        // The window hands events over before the frame's update, timed at that frame.
        let utilities = Self.folder("Utilities", in: Self.scene(Self.phone, []))
        let scene = Self.scene(Self.phone, [])
        let tap = Self.tap(utilities.frame.center, upFrame: 41)
        Self.play(scene, frames: 0...37)
        scene.handle(tap[0])
        Self.play(scene, frames: 38...40)
        scene.handle(tap[1])
        Self.play(scene, frames: 41...41)
        #expect(scene.effect.state == .opening)
        #expect(scene.effect.lowerTop(atHostTime: 41.0 / 60) == scene.effect.lowerFirstRow)
    }

    /// 375×48: the folder is 14 pt tall; the 14 pt arrow took all of it, leaving a body 0 pt
    /// tall to draw. On drawn content, on the user's picture and with reduced motion alike.
    @Test func aShortScreensFolderDrawsWhatFits() {
        let picture = Bitmap(width: 3, height: 2, filledWith: (30, 140, 220, 255))
        for (image, reduceMotion) in [(nil, false), (picture, false), (nil, true)] as [(Bitmap?, Bool)] {
            var setup = SceneSetup()
            setup.contentScale = 1
            setup.image = image
            setup.reduceMotion = reduceMotion
            let scene = OpenFolderScene(size: Size(width: 375, height: 48), setup: setup)
            Self.play(scene, frames: 0...60)
            #expect(scene.effect.state == .opening)
            let (_, body, arrow) = scene.effect.folderLayers
            #expect(arrow.bounds.height > 0 && body.bounds.height > 0 && arrow.bounds.height + body.bounds.height == 14)
            let drawn = EffectFixtures.bitmap(body.contents)
            #expect(drawn?.height == Int(body.bounds.height.rounded(.up)) && drawn?.width == 375)
        }
    }
}
