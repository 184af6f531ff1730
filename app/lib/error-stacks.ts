/**
 * React DOM makes five sentinel `Error`s as its module starts (the values it throws to suspend and to abandon a
 * hydration). While a debugger's Runtime domain is attached (DevTools, Lighthouse), V8 takes each new error's
 * stack for it, and the first one makes V8 re-parse the whole React DOM module for source positions: about 50 ms
 * at full speed, half a second at a low-tier phone's slowdown, in one task, for stacks that would only point at
 * the module's first lines. Without an `Error.stackTraceLimit` no stack is taken. The client entry imports this
 * module before React, so React DOM starts without the limit; it is put back as soon as the entry's modules have
 * run, before anything else can throw.
 */
const limit = Object.getOwnPropertyDescriptor(Error, "stackTraceLimit");
if (limit) {
  Reflect.deleteProperty(Error, "stackTraceLimit");
  queueMicrotask(() => Object.defineProperty(Error, "stackTraceLimit", limit));
}
