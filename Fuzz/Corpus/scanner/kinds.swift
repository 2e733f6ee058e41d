import typealias A.T
import struct B.S
import class C.K
import enum D.E
import protocol E.P
import let F.l
import var G.v
import func H.f
