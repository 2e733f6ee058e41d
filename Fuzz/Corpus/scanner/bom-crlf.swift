import A
import B
