/**
 * Waits (bounded) until `check` answers something other than `false` or `undefined`, and returns it:
 * what another instance, a database notification or a background step does arrives in its own time.
 * Tests wait on the thing itself, never on a fixed sleep.
 */
export async function eventually<T>(
  check: () => Promise<T | false | undefined>,
  what: string,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await check();
    if (found !== undefined && found !== false) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what} did not happen within ${timeoutMs / 1000} s`);
}
