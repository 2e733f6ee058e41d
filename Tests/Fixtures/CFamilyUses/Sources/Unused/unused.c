#include <stdio.h>

int unused(void) { return puts("unused"); }
