import CreaseMath
import Testing

@testable import CreaseCore

/// Every property a compiled track writes animates, on the compiled path (a layer's track) and
/// on the generic path (the animation's own `evaluate`), to the value halfway between its ends.
struct AnimatablePropertyTests {
    @Test(arguments: AnimatableProperty.allCases)
    func everyPropertyReachesItsHalfwayValueOnBothPaths(property: AnimatableProperty) {
        #expect(AnimatableProperty(property.keyPath) == property)
        // Halfway on a linear curve is from + (to − from) / 2, written out for each kind.
        switch property.keyPath {
        case let keyPath as WritableKeyPath<LayerState, Double>:
            check(property, keyPath, from: 0.2, to: 0.6, halfway: 0.4)
        case let keyPath as WritableKeyPath<LayerState, Point>:
            check(property, keyPath, from: Point(x: 1, y: -2), to: Point(x: 5, y: 10), halfway: Point(x: 3, y: 4))
        case let keyPath as WritableKeyPath<LayerState, Size>:
            check(property, keyPath, from: Size(width: 2, height: -4), to: Size(width: 10, height: 8),
                  halfway: Size(width: 6, height: 2))
        case let keyPath as WritableKeyPath<LayerState, Rect>:
            check(property, keyPath, from: Rect(x: 0, y: 4, width: 10, height: 20), to: Rect(x: 4, y: 8, width: 30, height: 60),
                  halfway: Rect(x: 2, y: 6, width: 20, height: 40))
        case let keyPath as WritableKeyPath<LayerState, Color>:
            check(property, keyPath, from: Color(red: 1, green: 0, blue: 0.2, alpha: 1),
                  to: Color(red: 0, green: 0.5, blue: 0.6, alpha: 0.5), halfway: Color(red: 0.5, green: 0.25, blue: 0.4, alpha: 0.75))
        case let keyPath as WritableKeyPath<LayerState, Transform3D>:
            // Scale and translation interpolate linearly in the decomposition.
            check(property, keyPath, from: .translation(2, 4, 6), to: .scale(3, 5, 7) * .translation(10, 20, 30),
                  halfway: .scale(2, 3, 4) * .translation(6, 12, 18))
        default:
            Issue.record("no values to animate \(property) with")
        }
    }

    @Test func eachPropertyHasItsOwnKeyAndKeyPath() {
        let all = AnimatableProperty.allCases
        #expect(Set(all.map(\.description)).count == all.count)
        #expect(Set(all.map(\.keyPath)).count == all.count)
    }

    private func check<Value: Animatable>(_ property: AnimatableProperty, _ keyPath: WritableKeyPath<LayerState, Value>,
                                          from: Value, to: Value, halfway: Value) {
        let animation = BasicAnimation(keyPath, from: from, to: to, duration: 1)
        let layer = Layer()
        layer.add(animation)
        #expect(layer.compiledTracks?.map(\.property) == [property])
        let compiled = layer.presentationState(atLocalTime: 0.5)[keyPath: keyPath]
        #expect(compiled.distance(to: halfway) < 1e-12, "compiled: \(compiled)")
        var generic = layer.model
        animation.evaluate(atParentTime: 0.5, into: &generic)
        #expect(generic[keyPath: keyPath].distance(to: halfway) < 1e-12, "generic: \(generic[keyPath: keyPath])")
    }
}
