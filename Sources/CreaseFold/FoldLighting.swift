import CreaseMath
import Glibc

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

    /// Light from `defaultLight` at diffuse 0.5, with the default crease and ridge terms.
    public static let `default` = FoldLighting()

    /// The strip's shading, its edge terms along `axis`. The face the viewer sees is lit: the
    /// back when `showsBack`.
    public func shading(for strip: FoldStrip, axis: FoldAxis = .horizontal) -> Shading {
        var trig = Trig()
        return shading(for: strip, axis: axis, &trig)
    }

    /// Every strip's shading into `out`, replacing its contents and keeping its storage: the
    /// per-frame form, which also shares the crease sines between neighbours.
    public func shade(_ strips: [FoldStrip], axis: FoldAxis = .horizontal, into out: inout [Shading]) {
        out.removeAll(keepingCapacity: true)
        out.reserveCapacity(strips.count)
        var trig = Trig()
        for strip in strips { out.append(shading(for: strip, axis: axis, &trig)) }
    }

    @inline(__always)
    func shading(for strip: FoldStrip, axis: FoldAxis, _ trig: inout Trig) -> Shading {
        let n = strip.showsBack ? strip.normal * -1 : strip.normal
        return Shading(
            multiplier: ambient + diffuse * max(0, n.dot(light)),
            leadingEdge: edgeTerm(strip.leadingEdge, strip.leadingCrease, &trig),
            trailingEdge: edgeTerm(strip.trailingEdge, strip.trailingCrease, &trig),
            edgeWidth: edgeWidth, axis: axis.shadingAxis)
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
}
