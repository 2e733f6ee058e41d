#import "Declares.h"

void spinWidget(void) { [[Widget new] spin]; }
