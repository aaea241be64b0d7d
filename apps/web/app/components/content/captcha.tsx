import { type Ref, useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { captchaLength, spellCaptcha } from './captcha-code.ts';
import { RefreshIcon, SpeakerIcon } from './icons.tsx';

const width = 180;
const height = 56;

/** Draws the code with jittered, rotated characters over noise lines and dots. */
function drawCaptcha(canvas: HTMLCanvasElement, code: string) {
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d');
  } catch {
    // jsdom and very old browsers: no 2D canvas; the spelled-out alternative still works.
  }
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = width * ratio;
  canvas.height = height * ratio;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const random = (min: number, max: number) => min + Math.random() * (max - min);

  context.fillStyle = '#f1f5f9';
  context.fillRect(0, 0, width, height);
  for (let i = 0; i < 6; i++) {
    context.strokeStyle = `hsl(${Math.round(random(0, 360))} 45% 60% / 0.8)`;
    context.lineWidth = random(1, 2);
    context.beginPath();
    context.moveTo(random(0, width), random(0, height));
    context.bezierCurveTo(
      random(0, width),
      random(0, height),
      random(0, width),
      random(0, height),
      random(0, width),
      random(0, height),
    );
    context.stroke();
  }
  for (let i = 0; i < 60; i++) {
    context.fillStyle = `hsl(${Math.round(random(0, 360))} 40% 55% / 0.7)`;
    context.fillRect(random(0, width), random(0, height), 2, 2);
  }
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  context.direction = 'ltr';
  const step = width / (code.length + 1);
  for (const [index, character] of [...code].entries()) {
    context.save();
    context.translate(step * (index + 1), height / 2 + random(-6, 6));
    context.rotate(random(-0.4, 0.4));
    context.font = `bold ${Math.round(random(24, 30))}px ui-monospace, "Courier New", monospace`;
    context.fillStyle = `hsl(${Math.round(random(150, 260))} 70% ${Math.round(random(18, 32))}%)`;
    context.fillText(character, 0, 0);
    context.restore();
  }
}

export interface CaptchaProps {
  /** The code to draw (6 characters). */
  code: string;
  value: string;
  onChange: (value: string) => void;
  /** Asks for a new code. */
  onRefresh: () => void;
  /** A new code is on its way. */
  refreshing?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The contact form's 6-character captcha: a noisy canvas picture, a button for a new code, a text
 * box. A canvas cannot be read by screen readers, so it is a labelled image (the label does not give
 * the code away) and 'Spell the code' reads the characters out through a polite live region (and
 * shows them), for people who cannot see or make out the picture.
 */
export function Captcha({ code, value, onChange, onRefresh, refreshing, error, inputRef }: CaptchaProps) {
  const t = useT('pages');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [spelled, setSpelled] = useState(false);
  const id = useId();
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;
  const spelledId = `${id}-spelled`;

  useEffect(() => {
    if (canvasRef.current) drawCaptcha(canvasRef.current, code);
    setSpelled(false);
  }, [code]);

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('captchaTitle')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('captchaImage')}
          width={width}
          height={height}
          data-testid="captcha-canvas"
          className={`h-14 w-[180px] rounded-lg border border-slate-300 bg-slate-100 ${refreshing ? 'opacity-40' : ''}`}
        />
        <button
          type="button"
          onClick={onRefresh}
          disabled={refreshing}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
        >
          <RefreshIcon className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
          {refreshing ? t('captchaLoading') : t('captchaRefresh')}
        </button>
        <button
          type="button"
          onClick={() => setSpelled(true)}
          aria-controls={spelledId}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          <SpeakerIcon className="size-4" />
          {t('captchaSpell')}
        </button>
      </div>
      <p id={spelledId} aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
        {spelled && (
          <>
            {t('captchaSpelled')}{' '}
            <bdi data-testid="captcha-spelled" className="font-mono font-semibold tracking-widest">
              {spellCaptcha(code)}
            </bdi>
          </>
        )}
      </p>
      <label htmlFor={inputId} className="mt-2 block text-sm font-semibold text-slate-800">
        {t('captchaInput')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        name="captcha"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        dir="auto"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={captchaLength + 4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`mt-1 block w-full max-w-60 rounded-lg border bg-white px-3 py-2 font-mono tracking-widest uppercase ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
