import Kit
import SwiftUI

struct SyncApp { let model = Model(kit: Kit()) }
