import Foundation

/// The operating system's reason behind a failed file operation or launch ("Permission
/// denied", "Text file busy", "No space left on device"), which Foundation wraps in a generic
/// "The operation could not be completed".
///
/// Foundation stores the underlying error as an `NSError` for a launch and as a Swift
/// `POSIXError` for a file operation, so both are looked for.
package func systemReason(_ error: any Error) -> String {
  let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey]
  if let posix = underlying as? POSIXError {
    return String(cString: strerror(posix.code.rawValue))
  }
  if let underlying = underlying as? NSError, underlying.domain == NSPOSIXErrorDomain {
    return String(cString: strerror(Int32(underlying.code)))
  }
  return error.localizedDescription
}
