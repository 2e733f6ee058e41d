/// The exit statuses that `demo` and `bench` use, after swift-argument-parser and BSD's
/// `sysexits.h`. `depgraph` documents its own: 2 for bad input as well as bad usage, as linters do.
package enum ExitStatus {
  package static let success: Int32 = 0
  /// The request was refused or failed, such as a link that matches no route.
  package static let failure: Int32 = 1
  /// The command line was refused (`EX_USAGE`).
  package static let usageError: Int32 = 64
}
