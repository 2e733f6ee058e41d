#include "shared.h"

int shared(void) { return 3; }
