/**
 * A fresh Idempotency-Key for one checkout attempt: the same key rides on every post of that attempt
 * (a double click, a retried request), so the API places one order; a failed attempt gets a new key.
 */
export function newAttemptKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    // randomUUID exists only in secure contexts (https, localhost).
    try {
      return crypto.randomUUID();
    } catch {
      // fall through
    }
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
