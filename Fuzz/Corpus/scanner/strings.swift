let s = "import A"
let m = """
import B
"""
let r = #"a " import C"#
let rr = ##"""
"""# import D
"""##
import E
