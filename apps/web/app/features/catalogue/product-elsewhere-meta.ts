import type { MetaDescriptor } from 'react-router';
import { langOf, originOf, pageMeta } from '../../lib/seo/page-meta.ts';
import type { ProductElsewhereData } from './product.server.ts';

/** The head of a product the branch does not sell: its name and description, not indexed as a page of its own. */
export function productElsewhereMeta({
  params,
  matches,
  loaderData,
}: {
  params: { lang?: string };
  matches: Parameters<typeof originOf>[0];
  loaderData: ProductElsewhereData;
}): MetaDescriptor[] {
  return [
    ...pageMeta({
      lang: langOf(params),
      title: loaderData.product.name,
      description: loaderData.product.description.slice(0, 150),
      path: `/product/${loaderData.product.id}`,
      origin: originOf(matches),
    }),
    { name: 'robots', content: 'noindex' },
  ];
}
