#include "helpers.h"
int helper(void) { return 1; }
