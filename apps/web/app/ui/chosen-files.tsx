import { useEffect, useMemo, useState } from 'react';
import { formatMegabytes, formatNumber } from '../i18n/format.ts';
import { useLang, useT } from '../i18n/i18n.ts';
import { CloseIcon, FileIcon } from './icons.tsx';

/**
 * The files chosen in a FilePicker (file-picker.tsx): how many of how many, and a preview of each with
 * a button to remove it. Its own chunk, loaded when the first file is chosen.
 */
export default function ChosenFiles({
  name,
  files,
  max,
  onChange,
}: {
  name: string;
  files: File[];
  max: number;
  onChange: (files: File[]) => void;
}) {
  const t = useT('care');
  const lang = useLang();
  return (
    <>
      <p className="mt-3 text-xs font-semibold text-slate-700" aria-live="polite">
        {t('filesChosen', { count: formatNumber(files.length, lang), max: formatNumber(max, lang) })}
      </p>
      <ul
        className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 desk:grid-cols-5"
        data-testid={`${name}-previews`}
      >
        {files.map((file, index) => (
          <FilePreview
            key={`${index}-${file.name}`}
            file={file}
            onRemove={() => onChange(files.filter((_, other) => other !== index))}
          />
        ))}
      </ul>
    </>
  );
}

function FilePreview({ file, onRemove }: { file: File; onRemove: () => void }) {
  const t = useT('care');
  const lang = useLang();
  // Browsers show JPEG, PNG and WebP; HEIC (iPhone photos) and PDFs get an icon with their name.
  const shown = /^image\/(jpeg|png|webp)$/i.test(file.type);
  const url = useMemo(() => (shown ? URL.createObjectURL(file) : null), [file, shown]);
  const [broken, setBroken] = useState(false);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  const size = formatMegabytes(file.size, lang);
  return (
    <li className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-slate-50">
      {url && !broken ? (
        <img src={url} alt="" className="aspect-square w-full object-cover" onError={() => setBroken(true)} />
      ) : (
        <span className="flex aspect-square w-full items-center justify-center text-slate-500">
          <FileIcon className="size-10" />
        </span>
      )}
      <span className="truncate px-2 pt-1 text-xs font-semibold text-slate-800" dir="auto">
        {file.name}
      </span>
      <span className="px-2 pb-1 text-xs text-slate-600">
        {file.type === 'application/pdf' ? t('pdfFile') : t('photoFile')} – <bdi>{size}</bdi>
      </span>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('removeFile', { name: file.name })}
        className="absolute end-1 top-1 inline-flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow hover:bg-white"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
