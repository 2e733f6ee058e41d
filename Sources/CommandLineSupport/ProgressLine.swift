package import Dispatch

/// One line on standard error that says what a long step is doing: shown only once the step
/// has run for `delay`, replaced by the next step's, and cleared when the work is done, so a
/// quick run prints nothing and a slow one does not look hung. It writes nothing at all when
/// standard error is not a terminal.
///
/// ```swift
/// let progress = ProgressLine(isEnabled: false)
/// progress.step("reading 12 packages")
/// progress.finish()
/// ```
package final class ProgressLine: @unchecked Sendable {
  // Safe to share: `steps`, `current` and `shown` are read and written only on `queue`.
  private let queue = DispatchQueue(label: "ProgressLine")
  private let isEnabled: Bool
  private let delay: DispatchTimeInterval
  private let write: @Sendable (String) -> Void
  /// How many steps have started: a timer shows its step only if no other started since.
  private var steps = 0
  /// The number of the step under way; `nil` once finished.
  private var current: Int?
  private var shown = false

  /// - Parameters:
  ///   - isEnabled: Whether standard error is a terminal; nothing is written when it is not.
  ///   - delay: How long a step runs before its line appears.
  ///   - write: Writes text to standard error.
  package init(
    isEnabled: Bool, delay: DispatchTimeInterval = .seconds(2),
    write: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.isEnabled = isEnabled
    self.delay = delay
    self.write = write
  }

  /// Starts a step; its text appears after the delay unless another step or ``finish()``
  /// comes first. A line already shown is replaced at once.
  package func step(_ text: String) {
    guard isEnabled else { return }
    queue.sync {
      steps += 1
      let number = steps
      current = number
      if shown { show(text) }
      queue.asyncAfter(deadline: .now() + delay) { [self] in
        if current == number, !shown { show(text) }
      }
    }
  }

  /// Clears the line, if one is shown; later timers show nothing.
  package func finish() {
    guard isEnabled else { return }
    queue.sync {
      current = nil
      if shown { write("\r\u{1B}[K") }
      shown = false
    }
  }

  /// Must run on `queue`.
  private func show(_ text: String) {
    write("\r\u{1B}[K" + text + "…")
    shown = true
  }
}
