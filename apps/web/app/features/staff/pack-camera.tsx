import { BrowserDatamatrixCodeReader, type IScannerControls } from '@zxing/browser';
import { useEffect, useRef, useState } from 'react';
import { useStaffT } from './staff-copy.ts';

/**
 * The group separator (FNC1) a GS1 DataMatrix decodes to, as the scan form carries it: U+241D, the
 * stand-in a USB scanner types in keyboard mode (docs/decisions/0066). A control character would be
 * refused by the form's text rules.
 */
const groupSeparator = String.fromCharCode(29);

/** How long the same code in view counts as the same pack (it stays in front of the lens a moment). */
const samePackMs = 4000;

/**
 * The tablet's camera reading medicine packs' DataMatrix codes, with zxing's reader (docs/decisions/0066).
 * Loaded only when a pharmacist asks for it on the dispensing page: the library is not in any other
 * page's scripts. Each code read is handed to `onCode`, which posts it as the scanner's box would.
 */
export default function PackCamera({ label, onCode }: { label: string; onCode: (code: string) => void }) {
  const t = useStaffT();
  const video = useRef<HTMLVideoElement>(null);
  const handOver = useRef(onCode);
  handOver.current = onCode;
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let controls: IScannerControls | undefined;
    let closed = false;
    let last = { code: '', at: 0 };
    new BrowserDatamatrixCodeReader()
      .decodeFromConstraints(
        { video: { facingMode: 'environment' } },
        video.current ?? undefined,
        (result) => {
          if (!result || closed) return;
          const code = result.getText().replaceAll(groupSeparator, '\u241d');
          const now = Date.now();
          if (code === last.code && now - last.at < samePackMs) return;
          last = { code, at: now };
          handOver.current(code);
        },
      )
      .then((started) => {
        controls = started;
        if (closed) started.stop();
      })
      .catch(() => setFailed(true));
    return () => {
      closed = true;
      controls?.stop();
    };
  }, []);
  return (
    <div className="mt-3 grid gap-2" data-testid="pack-camera">
      {failed ? (
        <p role="alert" className="text-red-800">
          {t('dispenseCameraFailed')}
        </p>
      ) : (
        <>
          <video
            ref={video}
            aria-label={label}
            className="aspect-video w-full max-w-md rounded-lg bg-slate-900"
            muted
            playsInline
          />
          <p className="text-sm text-slate-700">{t('dispenseCameraHint')}</p>
        </>
      )}
    </div>
  );
}
