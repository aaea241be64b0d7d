import { data, useMatches } from 'react-router';
import { ProductDetails } from '../features/catalogue/product-details.tsx';
import { ProductSlider } from '../features/catalogue/product-slider.tsx';
import {
  categoryCrumbs,
  jsonForScript,
  productJsonLd,
} from '../features/catalogue/product-structured-data.ts';
import { useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { productPath } from '../lib/product-links.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import type { Route } from './+types/product';

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  const { product, relatedProducts } = await context.get(storeApiContext).product(id);
  return { product, relatedProducts };
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
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
    ...(product.image ? [{ property: 'og:image', content: `${origin}${product.image}` }] : []),
  ];
}

export default function ProductPage({ loaderData, params }: Route.ComponentProps) {
  const t = useT('product');
  const { product, relatedProducts } = loaderData;
  const origin = originOf(useMatches());
  const jsonLd = productJsonLd(product, origin, `/${langOf(params)}${productPath(product)}`);

  return (
    <div key={product.id}>
      <Breadcrumb items={[...categoryCrumbs(product.categories), { label: product.name }]} />
      <ProductDetails product={product} />
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
      <ProductSlider title={t('relatedProducts')} products={relatedProducts} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON; `<` is escaped.
        dangerouslySetInnerHTML={{ __html: jsonForScript(jsonLd) }}
      />
    </div>
  );
}
