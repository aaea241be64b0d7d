import type { GeoPoint, ReverseGeocode } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import { useLang, useT } from '../../i18n/i18n.ts';
import type { PinView } from '../../lib/maps/map-view.client.ts';

/**
 * The address's pin (docs/decisions/0091), with scripts only: a map fetched by a dynamic import
 * when the address form opens (no other page's JavaScript carries MapLibre), a draggable pin, and
 * 'Use my location'. It sets the form's hidden latitude and longitude (and, where the store has a
 * reverse geocoder, the street, area and city left empty); without scripts the form is
 * posted without touching them (an edited address keeps its pin).
 */
/** The address's fields a geocoder's names may fill. */
type NamedField = 'streetName' | 'area' | 'city';

export default function PinPicker({
  getValues,
  setValue,
  styleUrl,
}: {
  getValues: (field: 'latitude' | 'longitude' | NamedField) => string;
  setValue: (field: 'latitude' | 'longitude' | NamedField, value: string) => void;
  styleUrl: string | null;
}) {
  const t = useT('shop');
  const lang = useLang();
  // What the pinned point is called, where the store has a geocoder (docs/decisions/0094): a plain
  // fetch of the resource route, not a router fetcher (whose update redrew the form and lost the
  // pin's hidden fields); only the latest pin's answer counts.
  const asked = useRef(0);
  const nameFields = (point: GeoPoint) => {
    const turn = ++asked.current;
    fetch(`/${lang}/reverse-geocode?lat=${point.lat}&lng=${point.lng}`, { credentials: 'same-origin' })
      .then((response) => (response.ok ? (response.json() as Promise<ReverseGeocode>) : null))
      .then((found) => {
        if (turn !== asked.current || !found?.enabled) return;
        const fill: [NamedField, string | null][] = [
          ['streetName', found.street],
          ['area', found.area],
          ['city', found.city],
        ];
        // Only the fields still empty: what the customer typed is theirs.
        for (const [field, value] of fill) if (value && !getValues(field).trim()) setValue(field, value);
      })
      .catch(() => {});
  };
  const [pin, setPin] = useState<GeoPoint | null>(() => {
    const lat = getValues('latitude');
    const lng = getValues('longitude');
    return lat && lng ? { lat: Number(lat), lng: Number(lng) } : null;
  });
  const onPin = (point: GeoPoint | null) => {
    setPin(point);
    setValue('latitude', point ? String(point.lat) : '');
    setValue('longitude', point ? String(point.lng) : '');
    if (point) nameFields(point);
  };
  const container = useRef<HTMLDivElement>(null);
  const view = useRef<PinView | null>(null);
  const [map, setMap] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const onPinRef = useRef(onPin);
  onPinRef.current = onPin;
  const firstPin = useRef(pin);

  useEffect(() => {
    let gone = false;
    import('../../lib/maps/map-view.client.ts')
      .then((maps) =>
        maps.mountPinMap(container.current!, {
          styleUrl,
          pin: firstPin.current,
          onMove: (point) => onPinRef.current(point),
        }),
      )
      .then((mounted) => {
        if (gone) return mounted.destroy();
        view.current = mounted;
        setMap('ready');
      })
      .catch(() => {
        if (!gone) setMap('failed');
      });
    return () => {
      gone = true;
      view.current?.destroy();
      view.current = null;
    };
  }, [styleUrl]);

  const locate = () => {
    if (!('geolocation' in navigator)) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = {
          lat: Number(position.coords.latitude.toFixed(6)),
          lng: Number(position.coords.longitude.toFixed(6)),
        };
        setLocating('idle');
        view.current?.setPin(point);
        onPinRef.current(point);
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const button =
    'inline-flex min-h-11 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50';
  return (
    <section className="sm:col-span-2" aria-labelledby="pin-title" data-map-state={map}>
      <h4 id="pin-title" className="text-sm font-semibold text-slate-800">
        {t('pinTitle')}
      </h4>
      <p className="mt-1 text-xs text-slate-600">{t('pinHelp')}</p>
      <div
        ref={container}
        title={t('pinMapLabel')}
        className={`mt-2 w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 ${map === 'failed' ? 'hidden' : 'h-64'}`}
        data-testid="pin-map"
      />
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <button type="button" className={button} onClick={locate} aria-disabled={locating === 'busy'}>
          {t('useMyLocation')}
        </button>
        {pin && (
          <button type="button" className={button} onClick={() => onPinRef.current(null)}>
            {t('removePin')}
          </button>
        )}
      </div>
      <p className="mt-2 text-sm text-slate-700" role="status" data-testid="pin-status">
        {locating === 'busy'
          ? t('locating')
          : locating === 'failed'
            ? t('locationFailed')
            : map === 'loading'
              ? t('pinMapLoading')
              : map === 'failed'
                ? `${t('pinMapFailed')} ${pin ? t('pinSet') : t('pinNotSet')}`
                : pin
                  ? t('pinSet')
                  : t('pinNotSet')}
      </p>
    </section>
  );
}
