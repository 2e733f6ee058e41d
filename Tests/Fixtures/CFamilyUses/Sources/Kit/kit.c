#include <Kit/Kit.h>
int kit(void) { return 2; }
