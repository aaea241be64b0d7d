import { useRouteLoaderData } from 'react-router';

/**
 * What the chat button and the social links open: set by WHATSAPP_NUMBER, FACEBOOK_URL and
 * INSTAGRAM_URL (env.server.ts), sent to the browser with the store layout's data. Null: the
 * setting is empty and the link is not shown.
 */
export interface ContactLinks {
  /** https://wa.me/<digits of the E.164 number>. */
  whatsapp: string | null;
  facebook: string | null;
  instagram: string | null;
}

const none: ContactLinks = { whatsapp: null, facebook: null, instagram: null };

/** The store's contact links, from the store layout's data (none on a page drawn without it). */
export function useContactLinks(): ContactLinks {
  const data = useRouteLoaderData<{ contactLinks?: ContactLinks }>('routes/store-layout');
  return data?.contactLinks ?? none;
}
