import { useEffect, useId, useState } from 'react';
import { useT } from '../i18n/i18n.ts';
import { useContactLinks } from '../lib/contact-links.ts';
import { ChatIcon } from '../ui/icons.tsx';

/**
 * The WhatsApp chat link (WHATSAPP_NUMBER; none when the setting is empty). A button floating over
 * the page covers some control as the page scrolls under it (an Add to cart button, a form field, the
 * cart's buttons), so it floats only where the page leaves room: at the bottom inline-end corner of
 * screens of 1440 px and more, beside the 1280 px column, with a greeting tooltip on hover and keyboard
 * focus (Escape hides it, WCAG 1.4.13). Phones have it as the last place of the bottom navigation
 * (`ChatNavItem`), desktops narrower than 1440 px in the header's top bar (`ChatTopBarLink`).
 */
export function ChatButton() {
  const t = useT();
  const tl = useT('layout');
  const { whatsapp } = useContactLinks();
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

  if (!whatsapp) return null;
  return (
    <div
      data-testid="chat-button"
      className="fixed end-4 bottom-6 z-30 hidden items-center gap-3 min-[90rem]:flex"
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
        href={whatsapp}
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

/** Phones: the chat link as the bottom navigation's last place (see `ChatButton`). */
export function ChatNavItem() {
  const tl = useT('layout');
  const { whatsapp } = useContactLinks();
  if (!whatsapp) return null;
  return (
    <li className="grid place-items-center px-1">
      <a
        href={whatsapp}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={tl('chatLink')}
        data-testid="chat-nav-link"
        className="grid size-12 place-items-center rounded-full bg-[#1f8f4e] text-white shadow-md hover:bg-[#187a42]"
      >
        <ChatIcon className="size-7" />
      </a>
    </li>
  );
}

/** Desktops narrower than 1440 px: the chat link in the header's top bar (see `ChatButton`). */
export function ChatTopBarLink() {
  const tl = useT('layout');
  const { whatsapp } = useContactLinks();
  if (!whatsapp) return null;
  return (
    <a
      href={whatsapp}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-topbar-link"
      className="flex items-center gap-1.5 rounded-full bg-[#146c3a] px-3 py-1 font-semibold text-white hover:bg-[#0f5a30] min-[90rem]:hidden"
    >
      <ChatIcon className="size-4" />
      {tl('chatShort')}
      <span className="sr-only">{tl('chatShortNewTab')}</span>
    </a>
  );
}
