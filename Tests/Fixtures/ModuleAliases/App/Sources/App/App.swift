import DepUtils

let app = depUtils
