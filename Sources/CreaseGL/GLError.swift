import CreaseImage
import Foundation

/// Everything that can go wrong in OpenGL, as one-line messages.
public enum GLError: Error, CustomStringConvertible {
    /// A GL error code after the named work.
    case call(String, code: UInt32)
    case shaderCompile(String, String)
    case programLink(String)
    /// A linked program (named by its variant) that does not read what its family's interface says.
    case shaderInterface(program: String, String)
    /// A framebuffer of `width`×`height` pixels the driver did not complete.
    case framebufferIncomplete(status: UInt32, width: Int, height: Int)
    case unsupported(String)
    /// A buffer the driver could not map, or lost while it was mapped (`what` names it).
    case bufferUnavailable(String)
    /// A picture or render target (`what`) larger than the GPU's `limit` pixels a side for `kind`
    /// (textures, renderbuffers).
    case sizeTooLarge(String, width: Int, height: Int, limit: Int, kind: String)

    /// GL_OUT_OF_MEMORY: the driver could not allocate what the calls asked for.
    static let outOfMemory: UInt32 = 0x505
    /// GL_FRAMEBUFFER_INCOMPLETE_ATTACHMENT.
    static let incompleteAttachment: UInt32 = 0x8CD6

    public var description: String {
        switch self {
        case .call(let what, let code):
            return (code == Self.outOfMemory ? "out of memory: " : "") + "OpenGL error 0x\(String(code, radix: 16)) after \(what)"
        case .shaderCompile(let name, let log): return "shader \(name) failed to compile: \(log.trimmed)"
        case .programLink(let log): return "shader program failed to link: \(log.trimmed)"
        case .shaderInterface(let program, let problem): return "shader program \(program) does not match its interface: \(problem)"
        case .framebufferIncomplete(let status, let width, let height):
            // An attachment left incomplete with no error raised is llvmpipe's way of saying it could not
            // allocate the storage.
            let why = status == Self.incompleteAttachment ? ": its storage could not be made, most likely for want of memory" : ""
            return "a \(width)x\(height) framebuffer is incomplete (0x\(String(status, radix: 16)))\(why)"
        case .unsupported(let what): return what
        case .bufferUnavailable(let what): return "the driver could not give or keep \(what)"
        case .sizeTooLarge(let what, let w, let h, let limit, let kind):
            return "a \(w)x\(h) \(what) is beyond this GPU's limit of \(limit) pixels a side for \(kind)"
        }
    }
}

/// The one funnel for GL error checks: call after a group of calls that can fail.
enum GLCheck {
    static func after(_ what: @autoclosure () -> String, on device: any GLDevice) throws {
        guard let code = device.nextError() else { return }
        // Drain the rest so the next check reports only its own calls.
        while device.nextError() != nil {}
        throw GLError.call(what(), code: code)
    }

    /// Why the bound framebuffer of `width`×`height` pixels is incomplete: storage the driver
    /// could not allocate (it raises GL_OUT_OF_MEMORY beside the status), or the status.
    static func incomplete(_ status: UInt32, width: Int, height: Int, on device: any GLDevice) -> any Error {
        var outOfMemory = false
        while let code = device.nextError() { outOfMemory = outOfMemory || code == GLError.outOfMemory }
        return outOfMemory ? OutOfMemory(bytes: width * height * 4, purpose: "a \(width)x\(height) render target")
            : GLError.framebufferIncomplete(status: status, width: width, height: height)
    }
}

extension String {
    /// A multi-line driver log as one line.
    var trimmed: String {
        split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " / ")
    }
}
