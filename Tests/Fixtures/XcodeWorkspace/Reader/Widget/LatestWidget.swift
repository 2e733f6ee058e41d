// An extension cannot link its app: this import is an error.
import Reader
import WidgetKit

struct LatestWidget {}
