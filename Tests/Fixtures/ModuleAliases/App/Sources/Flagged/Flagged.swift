import Logging

let flagged = log
