import ArgumentParser

/// `--samples`: multisamples per pixel for offscreen rendering, shared by render and bench.
struct SamplesOption: ParsableArguments {
    @Option(parsing: .unconditional, help: "Multisamples per pixel: 1, the default, antialiases edges by coverage instead; 4 or more multisamples every pixel.")
    var samples = 1

    func validate() throws {
        guard (1...16).contains(samples) else { throw ValidationError("--samples must be between 1 and 16") }
    }
}
