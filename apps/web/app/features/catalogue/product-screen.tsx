import type { MetaDescriptor } from 'react-router';
import { useActionData, useMatches } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { productPath } from '../../lib/product-links.ts';
import { absoluteUrl, langOf, originOf, pageMeta } from '../../lib/seo/page-meta.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { ResultNotice } from '../cart/index.ts';
import { PharmacyFactsSection } from './pharmacy-facts.tsx';
import type { ProductPageData } from './product.server.ts';
import { ProductDetails } from './product-details.tsx';
import { ProductSlider } from './product-slider.tsx';
import { categoryCrumbs, jsonForScript, productJsonLd } from './product-structured-data.ts';

/** The product page's head: its name, description, picture and canonical address. */
export function productMeta({
  params,
  matches,
  loaderData,
}: {
  params: { lang?: string };
  matches: Parameters<typeof originOf>[0];
  loaderData: ProductPageData | undefined;
}): MetaDescriptor[] {
  if (!loaderData) return [];
  const { product } = loaderData;
  const origin = originOf(matches);
  return [
    ...pageMeta({
      lang: langOf(params),
      title: product.name,
      description: product.description.slice(0, 150),
      path: productPath(product),
      origin,
    }),
    { property: 'og:type', content: 'product' },
    ...(product.image ? [{ property: 'og:image', content: absoluteUrl(origin, product.image) }] : []),
  ];
}

/**
 * The product page: details and buttons, description, related products and the product's
 * structured data. A cart post made without scripts (Add to cart) answers here.
 */
export function ProductScreen({
  product,
  relatedProducts,
  pharmacy,
  pictures,
  deliveryPromise,
}: ProductPageData) {
  const t = useT('product');
  const lang = useLang();
  const answer = useActionData<FormResult>();
  const origin = originOf(useMatches());
  const jsonLd = productJsonLd(product, origin, `/${lang}${productPath(product)}`);

  return (
    <div key={product.id}>
      <Breadcrumb items={[...categoryCrumbs(product.categories), { label: product.name }]} />
      {answer && (
        <div className="container-page mt-4">
          <ResultNotice result={answer} />
        </div>
      )}
      <ProductDetails product={product} pictures={pictures} deliveryPromise={deliveryPromise} />
      <section aria-labelledby="product-description" className="container-page mt-10">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 desk:p-6">
          <h2 id="product-description" className="text-lg font-bold text-slate-900">
            {t('description')}
          </h2>
          <p className="mt-2 leading-7 whitespace-pre-line text-slate-700">
            {product.description || t('noDescription')}
          </p>
        </div>
      </section>
      <PharmacyFactsSection facts={pharmacy} />
      <ProductSlider title={t('relatedProducts')} products={relatedProducts} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; `<` is escaped.
        dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
      />
    </div>
  );
}
