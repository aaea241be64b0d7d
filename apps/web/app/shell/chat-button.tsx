import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { ChatIcon } from '../ui/icons.tsx';

export const chatUrl = 'https://wa.me/2015672';

/**
 * Floating chat link at the bottom inline-end corner (above the phone bottom navigation), with a
 * greeting tooltip on hover and keyboard focus; Escape hides the tooltip (WCAG 1.4.13).
 */
export function ChatButton() {
  const t = useT();
  const tl = useT('layout');
  const tipId = useId();
  const [hover, setHover] = useState(false);
  const [focus, setFocus] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const visible = (hover || focus) && !dismissed;

  useEffect(() => {
    if (!visible) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [visible]);

  return (
    <div
      className="fixed end-4 bottom-20 z-30 flex items-center gap-3 desk:end-6 desk:bottom-6"
      onPointerEnter={() => {
        setHover(true);
        setDismissed(false);
      }}
      onPointerLeave={() => setHover(false)}
    >
      <span
        id={tipId}
        role="tooltip"
        className={`pointer-events-none max-w-[14rem] rounded-xl bg-slate-900 px-3 ring-1 ring-white/30 py-2 text-sm font-semibold text-white shadow-lg transition-opacity duration-200 ${
          visible ? 'opacity-100' : 'invisible opacity-0'
        }`}
      >
        {t('chatGreeting')}
      </span>
      <a
        href={chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={tl('chatLink')}
        aria-describedby={tipId}
        onFocus={() => {
          setFocus(true);
          setDismissed(false);
        }}
        onBlur={() => setFocus(false)}
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg ring-4 ring-white/70 transition-transform hover:scale-105 hover:bg-[#187a42]"
      >
        <ChatIcon className="size-8" />
      </a>
    </div>
  );
}
