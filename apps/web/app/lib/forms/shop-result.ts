import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { useToast } from '../../ui/toast-provider.tsx';

/** What the shop's actions answer: the API's (localized) message and validation, and its data. */
export interface ShopResult<D = unknown> {
  ok: boolean;
  intent: string;
  message: string;
  validation: string[];
  data: D | null;
  item: unknown;
}

/**
 * A fetcher for the shop's actions whose answers are toasted once each (the API's message on
 * success, every validation message as an error) and then handed to `onResult`.
 */
export function useShopFetcher<D>(
  onResult?: (result: ShopResult<D>) => void,
  options: { key?: string; quiet?: boolean } = {},
) {
  const fetcher = useFetcher<ShopResult<D>>(options.key ? { key: options.key } : undefined);
  const toast = useToast();
  const t = useT('shop');
  const handled = useRef<unknown>(null);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;
  const fallback = t('actionFailed');
  const quiet = options.quiet;
  useEffect(() => {
    const result = fetcher.data;
    // The answer arrives while the page's loaders revalidate: react at once, and once.
    if (fetcher.state === 'submitting' || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      if (result.message && !quiet) toast(result.message, 'success');
    } else {
      const messages = result.validation.length > 0 ? result.validation : [result.message || fallback];
      for (const message of messages) toast(message, 'error');
    }
    onResultRef.current?.(result);
  }, [fetcher.state, fetcher.data, toast, fallback, quiet]);
  return fetcher;
}
