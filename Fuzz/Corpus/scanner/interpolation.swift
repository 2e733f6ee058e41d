let s = "\(f(")")) import A"
import B
