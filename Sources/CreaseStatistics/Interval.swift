/// A confidence interval: the values between which the true one lies at the stated confidence.
public struct Interval: Equatable, Sendable, Codable {
    public let low: Double
    public let high: Double

    public init(low: Double, high: Double) {
        self.low = low
        self.high = high
    }

    public func contains(_ value: Double) -> Bool { low <= value && value <= high }
}
