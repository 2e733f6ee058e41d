// Left out of the app by an exception: never scanned for it.
import RemovedModule
