import Foundation

struct ShareView { let model: Model }
