import Testing

/// Every in-process GL suite is nested here, so that they run one at a time: each test makes its
/// own context on its own thread, and llvmpipe's shader compiler is not to be trusted with
/// several contexts compiling at once.
@Suite(.serialized) enum GLSuites {}
