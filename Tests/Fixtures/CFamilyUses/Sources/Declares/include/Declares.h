#import <Foundation/Foundation.h>

// Implemented by Implements, which Declares links without including any header of it.
@interface Widget : NSObject
- (void)spin;
@end
