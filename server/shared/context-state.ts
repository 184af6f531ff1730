import type { AppContext } from "#server/context";

/**
 * State kept per app context and shared by every copy of the module that asks for it. The built React Router
 * bundle carries its own copy of each server module its loaders and actions use, so a module-level map would be
 * one per copy: a change made through the API would not reach what the pages keep. The maps live on
 * `globalThis` under `Symbol.for(name)` instead, which both copies resolve to the same one.
 */
export function contextState<T extends object>(name: string, create: () => T): (ctx: AppContext) => T {
  const key = Symbol.for(name);
  return (ctx) => {
    const holder = globalThis as { [key]?: WeakMap<AppContext, T> };
    holder[key] ??= new WeakMap();
    let state = holder[key].get(ctx);
    if (!state) {
      state = create();
      holder[key].set(ctx, state);
    }
    return state;
  };
}
