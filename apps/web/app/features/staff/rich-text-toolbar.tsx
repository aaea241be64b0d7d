import { useEffect, useState } from 'react';
import { secondary } from './staff-buttons.ts';
import type { StaffKey } from './staff-copy.ts';
import { useStaffT } from './staff-copy.ts';

/** Each button: the tags put around the selected text of the box (or around a word to replace). */
const tools: { label: StaffKey; open: string; close: string }[] = [
  { label: 'contentToolHeading', open: '<h2>', close: '</h2>' },
  { label: 'contentToolSubheading', open: '<h3>', close: '</h3>' },
  { label: 'contentToolParagraph', open: '<p>', close: '</p>' },
  { label: 'contentToolBold', open: '<strong>', close: '</strong>' },
  { label: 'contentToolItalic', open: '<em>', close: '</em>' },
  { label: 'contentToolList', open: '<ul>\n<li>', close: '</li>\n</ul>' },
  { label: 'contentToolQuestion', open: '<details><summary>', close: '</summary><p>…</p></details>' },
];

/**
 * The editor's small toolbar (docs/decisions/0077): drawn once scripts run (without them the box
 * takes the tags typed by hand, as the hint says), it puts tags around the selection of the box
 * `target`. No editor library: the console's chunk stays small and the storefront never loads it.
 */
export function RichTextToolbar({ target }: { target: string }) {
  const t = useStaffT();
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const wrap = (open: string, close: string) => {
    const box = document.getElementById(target);
    if (!(box instanceof HTMLTextAreaElement)) return;
    const { selectionStart: start, selectionEnd: end } = box;
    const selected = box.value.slice(start, end);
    box.setRangeText(`${open}${selected}${close}`, start, end, 'end');
    box.focus();
    box.setSelectionRange(start + open.length, start + open.length + selected.length);
  };
  const button = 'min-h-9 px-2 text-sm';
  return (
    <div
      role="toolbar"
      aria-label={t('contentToolbar')}
      aria-controls={target}
      className="flex flex-wrap gap-1"
    >
      {tools.map((tool) => (
        <button
          key={tool.label}
          type="button"
          className={`${secondary} ${button}`}
          onClick={() => wrap(tool.open, tool.close)}
        >
          {t(tool.label)}
        </button>
      ))}
      <button
        type="button"
        className={`${secondary} ${button}`}
        onClick={() => {
          const href = window.prompt(t('contentLinkPrompt'));
          if (href) wrap(`<a href="${href.replace(/"/g, '&quot;')}">`, '</a>');
        }}
      >
        {t('contentToolLink')}
      </button>
    </div>
  );
}
