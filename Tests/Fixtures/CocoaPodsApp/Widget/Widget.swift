// Widget integrates no pod: Kingfisher is the module of a pod, Analytics of none.
import Analytics
import Kingfisher

struct Widget {}
