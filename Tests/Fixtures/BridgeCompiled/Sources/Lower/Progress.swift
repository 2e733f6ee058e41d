import Foundation
import Upper

/// Starts the upper target's progress view for `item`: `start()` is inherited from
/// `Animating`, `upperName` extends Foundation's `URL`, and `pair.from` is a tuple's label.
func showProgress(for item: Item) -> String {
  let view = ProgressView(item: item)
  view.start()
  let pair = (from: 1, to: 2)
  _ = pair.from + item.weight
  let url = URL(fileURLWithPath: "/")
  _ = url.upperName
  return view.title
}
