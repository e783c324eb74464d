// The declaration in include/CFuzzDriver.h is all this target gives: libFuzzer defines the function.
#include "CFuzzDriver.h"
