#import <Kit/Kit.h>

int angled(void) { return kit(); }
