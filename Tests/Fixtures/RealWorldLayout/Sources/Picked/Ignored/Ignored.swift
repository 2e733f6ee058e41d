// Not in sources: (Picked lists only Kept) so this undeclared import must never be seen.
import Feature
