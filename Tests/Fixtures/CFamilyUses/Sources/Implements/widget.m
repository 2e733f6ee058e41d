#import <Foundation/Foundation.h>
#import "../Declares/include/Declares.h"

int implementsVersion(void) { return 1; }

@implementation Widget
- (void)spin {}
@end
