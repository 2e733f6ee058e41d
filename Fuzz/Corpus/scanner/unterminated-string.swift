let s = "oops
import A
let t = """
import B
