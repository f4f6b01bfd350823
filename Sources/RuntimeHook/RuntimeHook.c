// The target's one source file. Every C target needs one for Swift Build, the engine Xcode
// and `swift build --build-system swiftbuild` use: it makes an object file of each.
#include "RuntimeHook.h"
