import CreaseMath

/// A running animation on a layer: its key, the animation as added and its completion.
struct AnimationEntry {
    let key: AnimationKey
    var animation: any LayerAnimation {
        didSet { track = (animation as? Compilable)?.compiled() }
    }
    var completion: ((Bool) -> Void)?
    /// The animation's per-frame form, where it has one.
    private(set) var track: CompiledTrack?

    init(key: AnimationKey, animation: any LayerAnimation, completion: ((Bool) -> Void)?) {
        self.key = key
        self.animation = animation
        self.completion = completion
        track = (animation as? Compilable)?.compiled()
    }

    func evaluate(atLocalTime t: Double, into state: inout LayerState) {
        if let track {
            track.evaluate(atParentTime: t, into: &state)
        } else {
            animation.evaluate(atParentTime: t, into: &state)
        }
    }
}

extension Layer {
    /// Adds a copy of `animation` under `key` (replacing, and cancelling, one already there).
    /// A begin time of 0 on a layer in a host means now. `completion` is called with true when
    /// the active time is over, false when the animation is removed or replaced before that.
    public func add(_ animation: some LayerAnimation, forKey key: AnimationKey? = nil, completion: ((Bool) -> Void)? = nil) {
        var copy = animation
        copy.prepare()
        if copy.timing.beginTime == 0, let host { copy.timing.beginTime = localTime(ofHostTime: host.time) }
        let key = key ?? {
            anonymousAnimations += 1
            return AnimationKey("animation-\(anonymousAnimations)")
        }()
        removeAnimation(forKey: key)
        animationEntries.append(AnimationEntry(key: key, animation: copy, completion: completion))
    }

    /// Removes the animation under `key`, telling its completion it did not finish.
    public func removeAnimation(forKey key: AnimationKey) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        let entry = animationEntries.remove(at: i)
        entry.completion?(false)
    }

    /// Removes every animation, telling each completion it did not finish.
    public func removeAllAnimations() {
        for entry in animationEntries { removeAnimation(forKey: entry.key) }
    }

    /// A copy of the animation under `key`.
    public func animation(forKey key: AnimationKey) -> (any LayerAnimation)? {
        animationEntries.first { $0.key == key }?.animation
    }

    /// The keys of the animations on the layer, in the order they were added.
    public var animationKeys: [AnimationKey] { animationEntries.map(\.key) }

    /// Whether a running animation may change zPosition, and so the paint order. Compiled
    /// animations say which property they write; the others might write any.
    public final var mayAnimateZPosition: Bool { @inlinable get { animatesZPosition } }

    /// Replaces the animation under `key` with a changed copy, keeping its completion: how an
    /// interactive animator moves a paused animation's timeOffset.
    public func updateAnimation(forKey key: AnimationKey, _ change: (inout any LayerAnimation) -> Void) {
        guard let i = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        var animation = animationEntries[i].animation
        change(&animation)
        // `change` may have added or removed animations: find the entry again.
        guard let j = animationEntries.firstIndex(where: { $0.key == key }) else { return }
        animationEntries[j].animation = animation
    }

    // MARK: Time and presentation

    /// This layer's local time at a time of its superlayer.
    public func localTime(fromParentTime t: Double) -> Double { (t - beginTime) * speed + timeOffset }

    /// This layer's local time at a host (root-level) time, through every ancestor's time scale.
    public func localTime(ofHostTime t: Double) -> Double {
        // A mask keeps the time of the layer it masks.
        let parentTime = (superlayer ?? maskedLayer).map { $0.localTime(ofHostTime: t) } ?? t
        return localTime(fromParentTime: parentTime)
    }

    /// The animatable properties as they are on screen at `localTime`: the model with every
    /// running animation applied in order. The model itself does not change.
    public func presentationState(atLocalTime localTime: Double) -> LayerState {
        updatePresentation(atLocalTime: localTime)
        return presented
    }

    /// The presentation as last worked out by `updatePresentation(atLocalTime:)`: the model
    /// itself for a layer with no running animation. Read in place, it copies nothing.
    package final var presented: LayerState { @inlinable get { isAnimated ? evaluatedState : storedModel } }

    /// `presented.localToSuperlayerBeforeSublayerTransform`, worked out on the state where it
    /// lies: another module reading it through `presented` copies the state first.
    package final var presentedLocalToSuperlayerBeforeSublayerTransform: Transform3D {
        isAnimated ? evaluatedState.localToSuperlayerBeforeSublayerTransform : storedModel.localToSuperlayerBeforeSublayerTransform
    }

    /// `presented.sublayerTransformIfAny`, worked out in place as above.
    package final var presentedSublayerTransform: Transform3D? {
        isAnimated ? evaluatedState.sublayerTransformIfAny : storedModel.sublayerTransformIfAny
    }

    /// Whether the presented sublayer transform is other than the identity, asked in place: a
    /// flag where `presentedSublayerTransform`'s optional is copied whole to be asked.
    package final var presentsSublayerTransform: Bool {
        isAnimated ? !evaluatedState.sublayerTransform.isIdentity : !storedModel.sublayerTransform.isIdentity
    }

    /// Works out the presentation at `localTime` into `presented`, in place: the model with
    /// every running animation applied in the order added. Nothing to do without animations,
    /// or when it holds that time's presentation already (a frame's evaluation, then its draw
    /// list, ask for one time twice). Animations are values and evaluate to the same state
    /// for the same model and time.
    package final func updatePresentation(atLocalTime localTime: Double) {
        guard isAnimated, evaluatedTime != localTime else { return }
        if let tracks = compiledTracks, let first = tracks.baseAddress {
            if evaluatedOverModel {
                for index in tracks.indices { (first + index).pointee.property.restoreModelValue(in: self) }
            } else {
                evaluatedState = storedModel
            }
            for index in tracks.indices { CompiledTrack.evaluate(first + index, atParentTime: localTime, into: &evaluatedState) }
            evaluatedOverModel = true
        } else {
            evaluatedState = storedModel
            // A copy of the list: an animation's own code may add or remove animations.
            let entries = animationEntries
            for entry in entries { entry.evaluate(atLocalTime: localTime, into: &evaluatedState) }
        }
        evaluatedTime = localTime
    }

    /// Visits this layer and its subtree in paint order with each one's presentation, `parentTime`
    /// being this layer's superlayer's time (the host time for a root).
    public func visitPresentation(atParentTime parentTime: Double, _ body: (Layer, LayerState) -> Void) {
        let local = localTime(fromParentTime: parentTime)
        updatePresentation(atLocalTime: local)
        // The stored state itself, not `presented`'s copy of it.
        if isAnimated { body(self, evaluatedState) } else { body(self, storedModel) }
        for layer in storedSublayers { layer.visitPresentation(atParentTime: local, body) }
    }

    /// The presentation at a host time (CALayer.presentation()).
    public func presentation(atHostTime t: Double) -> LayerState {
        presentationState(atLocalTime: localTime(ofHostTime: t))
    }

    /// `LayerTreeHost.nextChange(after:)` for this subtree, in its superlayer's time (the host
    /// time for a root; the masked layer's local time for a mask): the soonest change of its
    /// animations, its mask's and its sublayers', taken back through its own time scale. A
    /// layer whose time stands still (speed 0) changes no more; one played backwards counts as
    /// changing while anything under it animates.
    func nextChange(afterParentTime parentTime: Double) -> Double {
        guard animatesInSubtree else { return .infinity }
        let local = localTime(fromParentTime: parentTime)
        var soonest = Double.infinity
        for entry in animationEntries {
            soonest = min(soonest, entry.animation.timing.nextChange(afterParentTime: local))
            if soonest <= local { return parentTime }
        }
        if let mask = storedMask { soonest = min(soonest, mask.nextChange(afterParentTime: local)) }
        forEachSublayer { sublayer in
            if soonest > local { soonest = min(soonest, sublayer.nextChange(afterParentTime: local)) }
        }
        if soonest <= local || (speed < 0 && soonest < .infinity) { return parentTime }
        guard speed > 0, soonest < .infinity else { return .infinity }
        return max(parentTime, (soonest - timeOffset) / speed + beginTime)
    }

    /// Calls the completions of animations whose active time is over at `localTime`, and takes
    /// off those removed on completion. Returns whether any ended.
    func finishAnimations(atLocalTime localTime: Double) -> [() -> Void] {
        var done: [() -> Void] = []
        animationEntries.removeAll { entry in
            guard entry.animation.timing.isFinished(at: localTime) else { return false }
            if let completion = entry.completion { done.append { completion(true) } }
            return entry.animation.timing.removedOnCompletion
        }
        // A kept (filling) animation reports its end once.
        for i in animationEntries.indices where animationEntries[i].animation.timing.isFinished(at: localTime) {
            animationEntries[i].completion = nil
        }
        return done
    }
}
