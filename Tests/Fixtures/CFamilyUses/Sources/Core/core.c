#include "Core.h"
int core(void) { return 1; }
