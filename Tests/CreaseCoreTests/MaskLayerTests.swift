import Testing

@testable import CreaseCore
import CreaseMath

/// CALayer.mask's rules: a mask is no sublayer, belongs to one layer, keeps that layer's time,
/// and a mask that would make the tree draw itself is refused.
struct MaskLayerTests {
    @Test func settingAMaskTakesItOutOfItsSuperlayerAndOffAnotherLayer() throws {
        let root = Layer(name: "root"), a = Layer(name: "a"), b = Layer(name: "b"), m = Layer(name: "m")
        root.addSublayer(a)
        root.addSublayer(b)
        root.addSublayer(m)
        a.mask = m
        #expect(a.mask === m && m.maskedLayer === a && m.superlayer == nil)
        #expect(root.sublayers.map(\.name) == ["a", "b"])
        b.mask = m
        #expect(a.mask == nil && b.mask === m && m.maskedLayer === b)
        // Put back into a tree, it masks nothing any more.
        root.addSublayer(m)
        #expect(b.mask == nil && m.maskedLayer == nil)
    }

    @Test(arguments: [0, 1, 2, 3])
    func aMaskThatWouldDrawItsOwnLayerIsRefused(_ case: Int) {
        let root = Layer(name: "root"), a = Layer(name: "a"), child = Layer(name: "child")
        root.addSublayer(a)
        a.addSublayer(child)
        let candidate: Layer
        switch `case` {
        case 0: candidate = a  // itself
        case 1: candidate = root  // an ancestor
        case 2:
            // A layer whose own mask holds this one.
            let holder = Layer(name: "holder"), inner = Layer(name: "inner")
            holder.mask = inner
            inner.addSublayer(a)
            candidate = holder
        default:
            // A mask holding the layer among its sublayers.
            let holder = Layer(name: "holder")
            holder.addSublayer(root)
            candidate = holder
        }
        #expect(throws: MaskError.self) { try a.setMask(candidate) }
        a.mask = candidate
        #expect(a.mask == nil)
    }

    @Test func aMaskRunsOnTheMaskedLayersClockAndJoinsItsHost() {
        let root = Layer(name: "root"), a = Layer(name: "a"), m = Layer(name: "m")
        root.addSublayer(a)
        a.speed = 2
        a.beginTime = 1
        a.mask = m
        // Local time of a at host time 3 is (3 - 1) * 2 = 4; the mask's, with speed 1, is the same.
        #expect(m.localTime(ofHostTime: 3) == 4)
        let host = LayerTreeHost(root: root)
        #expect(m.host === host)
        a.mask = nil
        #expect(m.host == nil && m.maskedLayer == nil)
    }

    /// A mask's animations end on the host's clock like any layer's: the completion runs once
    /// the active time is over, and the animation leaves.
    @Test func aMasksAnimationEndsAndCallsItsCompletion() {
        let root = Layer(name: "root"), a = Layer(name: "a"), m = Layer(name: "m")
        root.addSublayer(a)
        a.mask = m
        let host = LayerTreeHost(root: root)
        var finished: Bool?
        m.add(BasicAnimation(\LayerState.opacity, from: 0, to: 1, duration: 1), completion: { finished = $0 })
        host.advance(to: 0.5)
        #expect(finished == nil && m.isAnimated)
        host.advance(to: 1.5)
        #expect(finished == true && !m.isAnimated && root.animatedBelow == 0)
    }
}
