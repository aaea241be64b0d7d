import type { Attachment } from '@store/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatNumber, formatPercent } from '../../i18n/format.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

const zoomSteps = [1, 1.5, 2, 3, 4] as const;

interface Size {
  width: number;
  height: number;
}

/**
 * The box an image takes once rotated by quarter turns and zoomed: as wide as the frame (or as tall
 * as the screen allows) at zoom 1, sides swapped for a quarter turn. The box has a real size, so a
 * zoomed image scrolls in its frame in every direction (a CSS scale alone would cut off its start).
 */
export function viewBox(natural: Size, frame: Size, rotation: number, zoom: number) {
  const quarter = rotation % 180 !== 0;
  const aspect = quarter ? natural.height / natural.width : natural.width / natural.height;
  const width = Math.min(frame.width, frame.height * aspect) * zoom;
  const height = width / aspect;
  return {
    box: { width, height },
    image: quarter ? { width: height, height: width } : { width, height },
  };
}

/**
 * A prescription's files: each photo shown large, turned a quarter at a time (a photo taken sideways)
 * and zoomed to read a pharmacist's handwriting, by its buttons or, with the photo focused, by keys
 * (R turns, + and − zoom, 0 resets; arrows scroll a zoomed photo). PDFs are links. Without scripts
 * the photo is shown as it is, as large as the frame.
 */
export function ImageViewer({ attachments }: { attachments: Attachment[] }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const images = attachments.filter((file) => file.type === 'image');
  const pdfs = attachments.filter((file) => file.type === 'pdf');
  const [index, setIndex] = useState(0);
  const [rotation, setRotation] = useState(0);
  const [zoomIndex, setZoomIndex] = useState(0);
  const [natural, setNatural] = useState<Size | null>(null);
  const [frame, setFrame] = useState<Size | null>(null);
  const frameRef = useRef<HTMLElement>(null);
  const hintId = useId();
  const current = images[Math.min(index, images.length - 1)];
  const zoom = zoomSteps[zoomIndex]!;

  const measure = useCallback(() => {
    const element = frameRef.current;
    if (element) setFrame({ width: element.clientWidth, height: Math.max(240, window.innerHeight * 0.7) });
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const reset = () => {
    setRotation(0);
    setZoomIndex(0);
  };
  const rotate = () => setRotation((r) => (r + 90) % 360);
  const zoomIn = () => setZoomIndex((z) => Math.min(zoomSteps.length - 1, z + 1));
  const zoomOut = () => setZoomIndex((z) => Math.max(0, z - 1));
  const show = (next: number) => {
    setIndex((next + images.length) % images.length);
    setNatural(null);
    reset();
  };

  // Keys by their place on the keyboard (`code`), so an Arabic layout works as well.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action: Record<string, () => void> = {
      KeyR: rotate,
      Equal: zoomIn,
      NumpadAdd: zoomIn,
      Minus: zoomOut,
      NumpadSubtract: zoomOut,
      Digit0: reset,
      Numpad0: reset,
    };
    const run = action[event.code];
    if (run) {
      event.preventDefault();
      run();
    }
  };

  const button =
    'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-3 font-semibold disabled:opacity-50';
  const sized = natural && frame ? viewBox(natural, frame, rotation, zoom) : null;

  return (
    <div>
      {current && (
        <>
          <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('rxFiles')}>
            {images.length > 1 && (
              <>
                <button type="button" className={button} onClick={() => show(index - 1)}>
                  {t('previousImage')}
                </button>
                <button type="button" className={button} onClick={() => show(index + 1)}>
                  {t('nextImage')}
                </button>
              </>
            )}
            <button type="button" className={button} onClick={rotate}>
              {t('rotate')}
            </button>
            <button type="button" className={button} onClick={zoomOut} disabled={zoomIndex === 0}>
              {t('zoomOut')}
            </button>
            <button
              type="button"
              className={button}
              onClick={zoomIn}
              disabled={zoomIndex === zoomSteps.length - 1}
            >
              {t('zoomIn')}
            </button>
            <button type="button" className={button} onClick={reset}>
              {t('resetView')}
            </button>
            <span className="text-sm text-slate-700" aria-live="polite">
              {t('zoomLevel', { percent: formatPercent(zoom * 100, lang) })}
            </span>
          </div>
          <p id={hintId} className="mt-1 text-xs text-slate-600">
            {t('viewerHint')}
          </p>
          <section
            ref={frameRef}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable photo that takes keys (turn, zoom; arrows scroll) must be focusable
            tabIndex={0}
            aria-label={t('rxImage', {
              n: formatNumber(index + 1, lang),
              count: formatNumber(images.length, lang),
            })}
            aria-describedby={hintId}
            onKeyDown={onKeyDown}
            className="mt-2 max-h-[70vh] overflow-auto rounded-lg border border-slate-200 bg-slate-900 focus-visible:outline-4 focus-visible:outline-brand-500"
            data-testid="rx-viewer"
            data-rotation={rotation}
            data-zoom={zoom}
          >
            <div
              className="relative mx-auto"
              style={sized ? { width: sized.box.width, height: sized.box.height } : undefined}
            >
              <img
                key={current.id}
                src={current.path}
                alt={t('rxImage', {
                  n: formatNumber(index + 1, lang),
                  count: formatNumber(images.length, lang),
                })}
                onLoad={(event) => {
                  const img = event.currentTarget;
                  setNatural({ width: img.naturalWidth || 1, height: img.naturalHeight || 1 });
                  measure();
                }}
                className={sized ? 'absolute top-1/2 max-w-none' : 'mx-auto block max-w-full'}
                style={
                  sized
                    ? {
                        width: sized.image.width,
                        height: sized.image.height,
                        // Centred in its box whichever way the page reads.
                        left: '50%',
                        transform: `translate(-50%, -50%) rotate(${rotation}deg)`,
                      }
                    : undefined
                }
              />
            </div>
          </section>
        </>
      )}
      {pdfs.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {pdfs.map((file, n) => (
            <li key={file.id}>
              <a href={file.path} className={button} target="_blank" rel="noopener">
                {t('openPdf', { n: formatNumber(n + 1, lang) })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
