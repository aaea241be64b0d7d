/** `f(deps, ...args)` as `(...args)`: the dependencies given once. */
type Given<D, F> = F extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;

/**
 * What a feature's `createX(deps)` returns: its functions, written at module level as
 * `f(deps, ...args)` so that each reads on its own, with the dependencies given once. The routes and
 * tests keep calling `accounts.login(input, caller)`.
 */
export function withDeps<D, T extends Record<string, (deps: D, ...args: never[]) => unknown>>(
  deps: D,
  functions: T,
): { [K in keyof T]: Given<D, T[K]> } {
  return Object.fromEntries(
    Object.entries(functions).map(([name, f]) => [name, (...args: never[]) => f(deps, ...args)]),
  ) as { [K in keyof T]: Given<D, T[K]> };
}
