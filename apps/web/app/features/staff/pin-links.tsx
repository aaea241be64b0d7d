import { type GeoPoint, pinLinks } from '@store/contract';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * An order's pinned address (docs/decisions/0091) as plain links: the phone's maps app (`geo:`) and
 * OpenStreetMap in any browser, with the coordinates written out for a printed delivery note. No map
 * library: the order screen and the note load nothing more for it.
 */
export function PinLinks({ pin, print = false }: { pin: GeoPoint; print?: boolean }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const links = pinLinks(pin);
  const point = links.geo.slice('geo:'.length).replace(',', ', ');
  return (
    <p className={print ? '' : 'mt-1 flex flex-wrap items-center gap-x-3 gap-y-1'} data-testid="pin-links">
      <span className={print ? 'font-bold' : 'text-slate-600'}>{t('pinOnMap')}: </span>
      <bdi dir="ltr">{localizeCopyDigits(lang, point)}</bdi>
      {!print && (
        <>
          <a
            href={links.web}
            className="font-semibold text-brand-700 underline"
            rel="noreferrer"
            target="_blank"
          >
            {t('pinOpenMap')}
          </a>
          <a href={links.geo} className="font-semibold text-brand-700 underline">
            {t('pinOpenApp')}
          </a>
        </>
      )}
    </p>
  );
}
