import type { MetaDescriptor } from 'react-router';
import type { MessageOf } from '../../i18n/i18n.ts';
import { ownPageMeta } from '../../lib/seo/page-meta.ts';

/** The head of a prescription or support page: one person's page, never indexed. */
export function careMeta(
  args: Parameters<typeof ownPageMeta>[0],
  page: {
    title: MessageOf<'care'>;
    description: MessageOf<'care'>;
    path: string;
    values?: Record<string, string>;
  },
): MetaDescriptor[] {
  return ownPageMeta(args, 'care', page);
}
