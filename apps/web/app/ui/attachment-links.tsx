import type { Attachment } from '@store/contract';
import { formatNumber } from '../i18n/format.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { FileIcon } from './icons.tsx';

const looks = {
  /** A prescription's own page: a grid of squares. */
  large: {
    image: 'block overflow-hidden rounded-xl border border-slate-200 bg-slate-50',
    img: 'aspect-square w-full object-cover',
    pdf: 'flex aspect-square flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-slate-50 p-2 text-center text-sm font-semibold text-brand-800 underline',
    icon: 'size-10',
  },
  /** A support issue in a list: small thumbnails. */
  small: {
    image: 'block',
    img: 'size-20 rounded-lg border border-slate-200 object-cover',
    pdf: 'flex size-20 flex-col items-center justify-center gap-1 rounded-lg border border-slate-200 bg-slate-50 text-center text-xs font-semibold text-brand-800 underline',
    icon: 'size-6',
  },
};

/**
 * A customer's uploaded files (signed links): a photo opens in a new tab from its thumbnail, a PDF is
 * downloaded; each is numbered in the page's digits.
 */
export function AttachmentLinks({
  attachments,
  size,
  className,
  testId,
}: {
  attachments: Attachment[];
  size: keyof typeof looks;
  className: string;
  testId?: string;
}) {
  const t = useT('care');
  const lang = useLang();
  const look = looks[size];
  return (
    <ul className={className} data-testid={testId}>
      {attachments.map((file, index) => {
        const number = formatNumber(index + 1, lang);
        return (
          <li key={file.id}>
            {file.type === 'image' ? (
              <a href={file.path} target="_blank" rel="noopener noreferrer" className={look.image}>
                <img src={file.path} alt={t('photoAlt', { number })} className={look.img} loading="lazy" />
              </a>
            ) : (
              <a href={file.path} download className={look.pdf}>
                <FileIcon className={look.icon} />
                {t('downloadPdf', { number })}
              </a>
            )}
          </li>
        );
      })}
    </ul>
  );
}
