import type { Carousel } from '@store/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { ChevronEndIcon } from '../../ui/icons.tsx';

const autoplayMs = 3000;

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    setReduced(query.matches);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/**
 * The home page's hero banners (the title and subtitle are drawn in each picture). Slides every
 * 3 s; hovering pauses, keyboard focus or the pause button stops it, and it never moves by itself
 * for people who ask for reduced motion. Swipe works through native scroll snapping; previous,
 * next and dot buttons work by keyboard. In Arabic the slides run right to left and 'next' points
 * toward the inline end.
 */
export function HeroCarousel({ slides }: { slides: Carousel[] }) {
  const t = useT('home');
  const lang = useLang();
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = slides.length;
  const rotating = playing && !hovered && !reducedMotion && count > 1;

  const goTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      const slide = track?.children[index] as HTMLElement | undefined;
      if (!track || !slide) return;
      // Works in both directions: the slide's distance from the track's start edge, in scroll units.
      const delta = slide.getBoundingClientRect().left - track.getBoundingClientRect().left;
      track.scrollTo({ left: track.scrollLeft + delta, behavior: reducedMotion ? 'auto' : 'smooth' });
      setCurrent(index);
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => goTo((current + 1) % count), autoplayMs);
    return () => clearTimeout(timer);
  }, [rotating, current, count, goTo]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const index = Math.round(Math.abs(track.scrollLeft) / track.clientWidth);
    setCurrent(Math.min(Math.max(index, 0), count - 1));
  };

  if (count === 0) return null;

  const arrow =
    'absolute top-1/2 z-10 hidden size-9 sm:grid -translate-y-1/2 place-items-center rounded-full bg-white/90 text-slate-800 shadow-md ring-1 ring-slate-900/10 hover:bg-white desk:size-11';

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('heroLabel')}
      className="container-page pt-4 desk:pt-6"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus inside stops the rotation (the play button starts it again).
        if (event.target.matches(':focus-visible')) setPlaying(false);
      }}
    >
      <div className="relative">
        <div
          ref={trackRef}
          onScroll={onScroll}
          aria-live={rotating ? 'off' : 'polite'}
          className="flex aspect-[3/1] w-full snap-x snap-mandatory overflow-x-auto overflow-y-hidden rounded-2xl bg-slate-200 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel slide is a group, not a form fieldset.
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('slide')}
              aria-label={t('slideOf', { current: index + 1, total: count })}
              inert={index !== current}
              className="h-full w-full shrink-0 snap-start snap-always"
            >
              <Link
                to={`/${lang}${slide.url}`}
                className="block h-full w-full rounded-2xl focus-visible:outline-4 focus-visible:-outline-offset-4"
              >
                <img
                  src={slide.image}
                  alt={slide.title}
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  className="h-full w-full object-cover"
                  draggable={false}
                />
              </Link>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              className={`${arrow} start-2 desk:start-3`}
              aria-label={t('previousSlide')}
              onClick={() => goTo((current - 1 + count) % count)}
            >
              <ChevronEndIcon className="flip-rtl size-5 rotate-180" />
            </button>
            <button
              type="button"
              className={`${arrow} end-2 desk:end-3`}
              aria-label={t('nextSlide')}
              onClick={() => goTo((current + 1) % count)}
            >
              <ChevronEndIcon className="flip-rtl size-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="mt-2 flex items-center justify-center gap-1">
          <button
            type="button"
            onClick={() => setPlaying((value) => !value)}
            aria-label={playing && !reducedMotion ? t('pauseSlides') : t('playSlides')}
            className="me-1 grid size-6 place-items-center rounded-full text-slate-700 hover:bg-slate-200"
          >
            {playing && !reducedMotion ? <PauseGlyph /> : <PlayGlyph />}
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.id}
              type="button"
              aria-label={t('goToSlide', { number: index + 1, title: slide.title })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span
                className={`block h-2 rounded-full transition-all ${
                  index === current ? 'w-5 bg-brand-600' : 'w-2 bg-slate-400 group-hover:bg-slate-500'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

function PauseGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </svg>
  );
}

function PlayGlyph() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="currentColor">
      <path d="M7 4.5v15a1 1 0 0 0 1.5.86l12-7.5a1 1 0 0 0 0-1.72l-12-7.5A1 1 0 0 0 7 4.5Z" />
    </svg>
  );
}
