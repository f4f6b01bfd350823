/// The one variable of the Swift runtime that ViewKit's `MainLoop` needs and Swift code cannot
/// declare: where the runtime lets a program send the jobs meant for its global pool of
/// threads. Declared here, it is linked by name like any C global, whether the runtime is a
/// shared library or linked into the program (`--static-swift-stdlib`), on Linux and on macOS.
#ifndef RUNTIME_HOOK_H
#define RUNTIME_HOOK_H

/// `swift_task_enqueueGlobal_hook` (swift/Runtime/Concurrency.h): null, or a Swift function
/// that receives each global job and the runtime's own way to enqueue it. Its type is left
/// opaque here; `MainLoop` reads and writes it as that Swift function type.
extern void *_Nullable swift_task_enqueueGlobal_hook;

/// The address of `swift_task_enqueueGlobal_hook`.
static inline void *_Nullable *_Nonnull runtimeEnqueueGlobalHook(void) {
  return &swift_task_enqueueGlobal_hook;
}

#endif
