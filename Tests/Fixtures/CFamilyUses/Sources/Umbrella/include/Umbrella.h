// The module map SwiftPM generates exports what this public header imports: Kit.
#include <Kit/Kit.h>

int umbrellaVersion(void);
