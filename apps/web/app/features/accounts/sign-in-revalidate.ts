import type { ShouldRevalidateFunctionArgs } from 'react-router';

/**
 * After a post a sign-in page (login, the mobile number's) is not loaded again: its loader sends a
 * logged-in visitor on, and that redirect would race the page's own navigation after a successful
 * sign-in (the layout, and so the header's user, still reloads).
 */
export function signInShouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}
