public import A
package import B
internal import C
fileprivate import D
private import E
