import type { Product } from '@store/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { ChevronEndIcon } from '../../ui/icons.tsx';
import { ProductCard } from './product-card.tsx';

/**
 * The product slider (docs/product.md#screen-details): 5 cards per view from 1367 px, 4 below, 2 below 1024 px and 1 below
 * 480 px. Native scrolling with snap points (touch swipe, trackpads and keyboard focus all move
 * it); previous/next buttons page by one view. In Arabic the row and the buttons mirror.
 */
export function ProductSlider({
  title,
  products,
  seeAll,
}: {
  title: string;
  products: Product[];
  /** 'See all' link: its path after the language prefix and its words. */
  seeAll?: { to: string; label: string };
}) {
  const t = useT('product');
  const lang = useLang();
  const headingId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track) return;
    // scrollLeft runs negative in right-to-left pages; the distance from the start is its size.
    const offset = Math.abs(track.scrollLeft);
    setEdges({ start: offset < 4, end: offset + track.clientWidth >= track.scrollWidth - 4 });
  }, []);

  useEffect(() => {
    measure();
    const track = trackRef.current;
    if (!track || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(track);
    return () => observer.disconnect();
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    const rtl = getComputedStyle(track).direction === 'rtl';
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    track.scrollBy({
      left: direction * (rtl ? -1 : 1) * track.clientWidth,
      behavior: reduce ? 'auto' : 'smooth',
    });
  };

  if (products.length === 0) return null;

  const arrowButton =
    'grid size-9 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:border-brand-600 hover:text-brand-700 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700';

  return (
    <section aria-labelledby={headingId} className="container-page mt-10">
      <div className="mb-3 flex items-center gap-3">
        <h2 id={headingId} className="text-xl font-bold text-slate-900 desk:text-2xl">
          {title}
        </h2>
        <div className="ms-auto flex shrink-0 items-center gap-2">
          {seeAll && (
            <Link
              to={`/${lang}${seeAll.to}`}
              className="me-1 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold whitespace-nowrap text-brand-700 hover:underline"
            >
              {seeAll.label}
              <ChevronEndIcon className="flip-rtl size-4" />
            </Link>
          )}
          {!(edges.start && edges.end) && (
            <>
              <button
                type="button"
                className={arrowButton}
                aria-label={t('previousProducts')}
                disabled={edges.start}
                onClick={() => page(-1)}
              >
                <ChevronEndIcon className="flip-rtl size-5 rotate-180" />
              </button>
              <button
                type="button"
                className={arrowButton}
                aria-label={t('nextProducts')}
                disabled={edges.end}
                onClick={() => page(1)}
              >
                <ChevronEndIcon className="flip-rtl size-5" />
              </button>
            </>
          )}
        </div>
      </div>
      <ul
        ref={trackRef}
        onScroll={measure}
        className="-mx-1 flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth scroll-px-1 px-1 pt-1 pb-3 [scrollbar-width:thin] motion-reduce:scroll-auto"
      >
        {products.map((product) => (
          <li
            key={product.id}
            className="shrink-0 grow-0 basis-full snap-start min-[480px]:basis-[calc((100%_-_1rem)/2)] min-[1024px]:basis-[calc((100%_-_3rem)/4)] min-[1367px]:basis-[calc((100%_-_4rem)/5)]"
          >
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
