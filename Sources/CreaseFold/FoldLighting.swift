import CreaseMath
import Foundation

/// How a strip is lit: a colour multiplier for the whole strip, plus terms that fade in towards
/// its leading and trailing edges (darker into valleys, brighter on ridges).
public struct StripShading: Hashable, Sendable {
    /// Multiplies the strip's colour; 1 leaves it untouched.
    public var multiplier: Double
    /// Added at the leading edge, fading linearly to 0 at `edgeWidth` into the strip:
    /// negative darkens, positive brightens.
    public var leadingEdge: Double
    /// As `leadingEdge`, at the trailing edge.
    public var trailingEdge: Double
    /// The share of the strip's length (0…1) from an edge over which its term fades out.
    public var edgeWidth: Double

    public init(multiplier: Double, leadingEdge: Double = 0, trailingEdge: Double = 0, edgeWidth: Double = 0) {
        self.multiplier = multiplier
        self.leadingEdge = leadingEdge
        self.trailingEdge = trailingEdge
        self.edgeWidth = edgeWidth
    }

    /// The brightness factor at `t` (0 at the leading edge, 1 at the trailing edge), never
    /// below 0: what the fragment shader computes.
    public func brightness(at t: Double) -> Double {
        guard edgeWidth > 0 else { return max(0, multiplier) }
        let lead = max(0, 1 - t / edgeWidth), trail = max(0, 1 - (1 - t) / edgeWidth)
        return max(0, multiplier + leadingEdge * lead + trailingEdge * trail)
    }
}

/// Lambert light for fold strips, calibrated so that a flat strip is left untouched.
public struct FoldLighting: Hashable, Sendable {
    /// Unit vector towards the light, in fold space (y down, z toward the viewer).
    public var light: Vector3
    /// The light every face gets.
    public var ambient: Double
    /// The share that follows max(0, n·light).
    public var diffuse: Double
    /// How much darker a strip gets into a fully closed valley edge.
    public var creaseDarkening: Double
    /// How much brighter a strip gets on a fully closed ridge edge.
    public var ridgeHighlight: Double
    /// The share of the strip's length (0…1) next to an edge where those two act.
    public var edgeWidth: Double

    /// From the upper left, in front: (−0.36, −0.48, 0.8), a unit vector.
    public static let defaultLight = Vector3(-0.36, -0.48, 0.8)

    /// Leaving `ambient` out calibrates it as 1 − diffuse·max(0, light.z), so a flat strip facing
    /// the viewer gets exactly 1.
    public init(
        light: Vector3 = FoldLighting.defaultLight, diffuse: Double = 0.5, ambient: Double? = nil,
        creaseDarkening: Double = 0.35, ridgeHighlight: Double = 0.15, edgeWidth: Double = 0.25
    ) {
        self.light = light
        self.diffuse = diffuse
        self.ambient = ambient ?? 1 - diffuse * max(0, light.z)
        self.creaseDarkening = creaseDarkening
        self.ridgeHighlight = ridgeHighlight
        self.edgeWidth = edgeWidth
    }

    public static let `default` = FoldLighting()

    /// No shading at all: multiplier 1 and no edge terms for every strip.
    public static let flat = FoldLighting(
        light: Vector3(0, 0, 1), diffuse: 0, ambient: 1, creaseDarkening: 0, ridgeHighlight: 0, edgeWidth: 0)

    /// The strip's shading. The face the viewer sees is lit: the back when `showsBack`.
    public func shading(for strip: FoldStrip) -> StripShading {
        var trig = Trig()
        return shading(for: strip, &trig)
    }

    /// Every strip's shading into `out`, replacing its contents and keeping its storage: the
    /// per-frame form, which also shares the crease sines between neighbours.
    public func shade(_ strips: [FoldStrip], into out: inout [StripShading]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(strips.count)
        var trig = Trig()
        for strip in strips { out.append(shading(for: strip, &trig)) }
    }

    @inline(__always)
    func shading(for strip: FoldStrip, _ trig: inout Trig) -> StripShading {
        let n = strip.showsBack ? strip.normal * -1 : strip.normal
        return StripShading(
            multiplier: ambient + diffuse * max(0, n.dot(light)),
            leadingEdge: edgeTerm(strip.leadingEdge, strip.leadingCrease, &trig),
            trailingEdge: edgeTerm(strip.trailingEdge, strip.trailingCrease, &trig),
            edgeWidth: edgeWidth)
    }

    /// Grows with how closed the crease is, sin(|turn| / 2): 0 flat, full when folded shut.
    @inline(__always)
    func edgeTerm(_ edge: FoldEdge, _ turn: Double, _ trig: inout Trig) -> Double {
        switch edge {
        case .valley: -creaseDarkening * trig.cosSin(abs(turn) / 2).1
        case .ridge: ridgeHighlight * trig.cosSin(abs(turn) / 2).1
        case .outer, .flat: 0
        }
    }

    /// The benchmark's shade for a strip turned by `a`: 1 − k·sin|a|, k = 0.25 for a < 0 and
    /// 0.6 for a > 0 (the accordion pass's fixed formula).
    public static func benchmarkShade(angle a: Double) -> Double {
        1 - (a < 0 ? 0.25 : 0.6) * sin(abs(a))
    }
}
