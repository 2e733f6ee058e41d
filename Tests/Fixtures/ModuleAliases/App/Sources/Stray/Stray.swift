import Logging

let stray = log
