#import "Modular.h"
// #include "Core.h" in a comment is no use of Core.
int modular(void) { return kit(); }
