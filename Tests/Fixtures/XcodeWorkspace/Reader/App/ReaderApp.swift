// Storage comes only through Kit and Feed: a transitive import.
import Kit
import Storage
import SwiftUI

struct ReaderApp {
  let reading: Reading
  let store: Store
}
