#include "Core.h"

int quoted(void) { return core(); }
