import { type ContactCaptcha, captchaLength } from '@store/contract';
import { type Ref, useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { type IconProps, Svg } from '../../ui/icons.tsx';

/** The new-question button's icon (ui/icons.tsx says why it is not there). */
const RefreshIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M20 11a8 8 0 1 0-2.3 5.7" />
    <path d="M20 4v7h-7" />
  </Svg>
);

const width = 180;
const height = 56;

export interface CaptchaProps {
  /** The picture and its sealed token, from the API (`GET contact/captcha`): never the answer. */
  challenge: ContactCaptcha;
  value: string;
  onChange: (value: string) => void;
  /** Asks for a new code (with scripts; without them the button posts the form for one). */
  onRefresh: () => void;
  /** A new code is on its way. */
  refreshing?: boolean;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The name of the submit button that asks for a new code without JavaScript. */
export const renewIntent = 'renew-captcha';

/**
 * The contact form's 6-character captcha (docs/decisions/0017): a picture drawn by the server, a
 * button for a new code, a text box. The page never knows the code, only the picture and the
 * token that goes back with the typed value. People who cannot read the picture get a new one, or
 * are pointed to the hotline in the hint (a spelled-out code would be read by bots just as well).
 */
export function Captcha({
  challenge,
  value,
  onChange,
  onRefresh,
  refreshing,
  error,
  inputRef,
}: CaptchaProps) {
  const t = useT('pages');
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <fieldset className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('captchaTitle')}</legend>
      <input type="hidden" name="captchaToken" value={challenge.token} />
      <div className="flex flex-wrap items-center gap-2">
        <img
          src={challenge.image}
          alt={t('captchaImage')}
          width={width}
          height={height}
          data-testid="captcha-picture"
          className={`h-14 w-[180px] rounded-lg border border-slate-300 bg-slate-100 ${refreshing ? 'opacity-40' : ''}`}
        />
        <button
          type="submit"
          name="intent"
          value={renewIntent}
          formNoValidate
          onClick={(event) => {
            event.preventDefault();
            onRefresh();
          }}
          disabled={refreshing}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-60"
        >
          <RefreshIcon className={`size-4 ${refreshing ? 'animate-spin' : ''}`} />
          {refreshing ? t('captchaLoading') : t('captchaRefresh')}
        </button>
      </div>
      <label htmlFor={inputId} className="mt-3 block text-sm font-semibold text-slate-800">
        {t('captchaInput')}
      </label>
      <p id={hintId} className="mt-0.5 text-xs text-slate-600">
        {t('captchaHint')}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        name="captcha"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete="off"
        dir="ltr"
        autoCapitalize="characters"
        autoCorrect="off"
        spellCheck={false}
        maxLength={captchaLength + 4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
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
