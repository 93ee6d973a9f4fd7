/// A setting of `SceneSetup` that a scene may take.
public enum SceneOption: CaseIterable, Sendable {
    /// `image` and `imageGravity`: the user's picture.
    case image
    /// `script`: input to play.
    case gesture
    /// `openDoors.delay`.
    case doorsDelay
    /// `panFold.hinged`.
    case hinge
    /// `reduceMotion`.
    case reduceMotion
}
