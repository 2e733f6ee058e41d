#include "clib.h"
int clib(void) { return 0; }
