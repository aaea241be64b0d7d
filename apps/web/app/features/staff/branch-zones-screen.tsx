import type { ZonePolygon } from '@store/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useFormAction } from '../../lib/forms/form-result.ts';
import type { ZoneEditorView } from '../../lib/maps/map-view.client.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { BranchChooser } from './branch-chooser.tsx';
import type { BranchZonesData } from './branch-zones.server.ts';
import { primary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { zoneField } from './zone-fields.ts';
import { polygonFromText, polygonToText } from './zone-text.ts';

interface Row {
  name: string;
  points: string;
  remove: boolean;
}

/**
 * A branch's delivery zones (docs/decisions/0091): each zone's name and outline points as text (the
 * keyboard's way, and the whole form without scripts: a plain post, one empty row for a new zone),
 * and with scripts a map, loaded on this screen only, whose handles move the chosen zone's points
 * and the text with them. Read-only for the branch's staff who may not change them.
 */
export function BranchZonesScreen({ data }: { data: BranchZonesData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  // Here, not in the form: the form is drawn anew after a save, and the saved notice stays.
  const action = useFormAction<null>({ intent: 'zones' });
  return (
    <div className="max-w-5xl">
      <p className="text-sm">
        <Link
          to={`/${lang}/staff/branches/${data.branch.id}/settings`}
          className="font-semibold text-brand-700 underline"
        >
          {t('zonesBackToSettings')}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{t('zonesTitle')}</h1>
      <p className="mt-1 text-slate-700">{t('zonesIntro')}</p>
      {!data.mayChange && (
        <p className="mt-2 rounded-lg bg-amber-50 p-3 text-amber-900">{t('zonesReadOnly')}</p>
      )}
      <BranchChooser branches={data.branches} branchId={data.branch.id} />
      {/* A save answers new zones (new ids): the editor starts again from them. */}
      <ZonesForm
        key={`${data.branch.id}:${data.zones.map((zone) => zone.id).join(',')}`}
        data={data}
        action={action}
      />
    </div>
  );
}

function ZonesForm({
  data,
  action,
}: {
  data: BranchZonesData;
  action: ReturnType<typeof useFormAction<null>>;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { fetcher, sending, result } = action;
  const refused = result && !result.ok ? result : undefined;
  const readOnly = !data.mayChange;
  const [rows, setRows] = useState<Row[]>(() => {
    // Drawn again after a refusal without scripts: what was typed.
    const values = refused?.values;
    if (values?.rows)
      return Array.from({ length: Number(values.rows) }, (_, row) => ({
        name: values[zoneField(row, 'name')] ?? '',
        points: values[zoneField(row, 'points')] ?? '',
        remove: values[zoneField(row, 'remove')] === 'on',
      }));
    const saved = data.zones.map((zone) => ({
      name: zone.name,
      points: polygonToText(zone.polygon, lang),
      remove: false,
    }));
    return readOnly ? saved : [...saved, { name: '', points: '', remove: false }];
  });
  const [selected, setSelected] = useState<number | null>(data.zones.length > 0 ? 0 : null);
  const change = (index: number, patch: Partial<Row>) =>
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const polygons = useMemo(
    () => rows.map((row) => (row.remove ? null : polygonFromText(row.points))),
    [rows],
  );
  // The text a handle's move wrote: the same polygon object goes back to the map (no handle moves).
  const movedRef = useRef<{ index: number; text: string; polygon: ZonePolygon } | null>(null);
  const shownPolygons = polygons.map((polygon, index) => {
    const moved = movedRef.current;
    return moved && moved.index === index && rows[index]?.points === moved.text ? moved.polygon : polygon;
  });

  return (
    <div className="mt-4 grid gap-4 desk:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] desk:items-start">
      <fetcher.Form
        method="post"
        className="rounded-xl border border-slate-200 bg-white p-4"
        aria-labelledby="zones-branch"
      >
        <input type="hidden" name="intent" value="zones" />
        <input type="hidden" name="rows" value={rows.length} />
        <h2 id="zones-branch" className="text-lg font-bold">
          {data.branch.name}
        </h2>
        {rows.length === 0 && <p className="mt-2 text-slate-700">{t('zonesEmpty')}</p>}
        <fieldset disabled={readOnly} className="mt-2 grid gap-4">
          {rows.map((row, index) => (
            <ZoneRow
              // Rows are never added in between or reordered: the place is the row's identity in the form.
              key={index}
              index={index}
              row={row}
              isNew={index >= data.zones.length && !refused?.values}
              selected={selected === index}
              onSelect={() => setSelected(index)}
              onChange={(patch) => change(index, patch)}
              errors={{
                name: refused?.fieldErrors[zoneField(index, 'name')],
                points: refused?.fieldErrors[zoneField(index, 'points')],
              }}
            />
          ))}
        </fieldset>
        <ResultNotice
          result={refused && Object.keys(refused.fieldErrors).length > 0 ? undefined : result}
          className="mt-3"
        />
        {refused?.fieldErrors.zones && (
          <p className="mt-2 text-sm font-semibold text-red-700">{refused.fieldErrors.zones}</p>
        )}
        {!readOnly && (
          <button type="submit" className={`${primary} mt-3`} disabled={sending}>
            {t('zonesSave')}
          </button>
        )}
      </fetcher.Form>
      <ZoneMap
        data={data}
        zones={shownPolygons}
        selected={selected}
        readOnly={readOnly}
        onMove={(index, polygon) => {
          const text = polygonToText(polygon, lang);
          movedRef.current = { index, text, polygon };
          change(index, { points: text });
        }}
      />
    </div>
  );
}

function ZoneRow({
  index,
  row,
  isNew,
  selected,
  onSelect,
  onChange,
  errors,
}: {
  index: number;
  row: Row;
  isNew: boolean;
  selected: boolean;
  onSelect: () => void;
  onChange: (patch: Partial<Row>) => void;
  errors: { name?: string; points?: string };
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const id = useId();
  const scripted = useScripted();
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3" data-testid="zone-row">
      <legend className="px-1 font-semibold">{isNew ? t('zoneNew') : row.name || t('zoneNew')}</legend>
      <FormField
        label={t('zoneName')}
        name={zoneField(index, 'name')}
        maxLength={80}
        required={false}
        defaultValue={row.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
      />
      <div className="mt-3">
        <label htmlFor={`${id}-points`} className="block text-sm font-semibold text-slate-800">
          {t('zonePoints')}
        </label>
        <textarea
          id={`${id}-points`}
          name={zoneField(index, 'points')}
          rows={6}
          // Arabic-Indic points read right to left (latitude first, on the right); Latin ones left to right.
          dir={lang === 'ar' ? 'rtl' : 'ltr'}
          value={row.points}
          onChange={(event) => onChange({ points: event.target.value })}
          aria-invalid={errors.points ? true : undefined}
          aria-describedby={[errors.points && `${id}-error`, `${id}-hint`].filter(Boolean).join(' ')}
          className={`mt-1 block w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm text-slate-900 ${errors.points ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('zonePointsHint')}
        </p>
        {errors.points && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {errors.points}
          </p>
        )}
      </div>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {scripted && (
          <label className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="zoneOnMap" checked={selected} onChange={onSelect} className="size-5" />
            {t('zoneEditOnMap')}
          </label>
        )}
        {!isNew && (
          <label className="inline-flex min-h-11 items-center gap-2">
            <input
              type="checkbox"
              name={zoneField(index, 'remove')}
              checked={row.remove}
              onChange={(event) => onChange({ remove: event.target.checked })}
              className="size-5"
            />
            {t('zoneRemove')}
          </label>
        )}
      </div>
    </fieldset>
  );
}

/** True once the page's script runs (the map and its choices need it; the form does not). */
function useScripted() {
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  return scripted;
}

/** What the zone map draws, and where a moved point goes. */
type ZoneMapProps = {
  data: BranchZonesData;
  zones: (ZonePolygon | null)[];
  selected: number | null;
  readOnly: boolean;
  onMove: (index: number, polygon: ZonePolygon) => void;
};

/**
 * The map: MapLibre GL fetched by a dynamic import when this screen opens (no other screen's
 * JavaScript carries it), on the configured style or a plain background. Where the browser cannot
 * draw it (no WebGL), it says so; the points are typed instead.
 */
function ZoneMap({ data, zones, selected, readOnly, onMove }: ZoneMapProps) {
  const scripted = useScripted();
  if (!scripted) return null;
  return <ZoneMapView data={data} zones={zones} selected={selected} readOnly={readOnly} onMove={onMove} />;
}

function ZoneMapView({ data, zones, selected, readOnly, onMove }: ZoneMapProps) {
  const t = useStaffT();
  const container = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<ZoneEditorView | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const onMoveRef = useRef(onMove);
  onMoveRef.current = onMove;
  // The map is made once for the screen: a save draws the same branch again with new answers.
  const first = useRef(data);
  const mapStyleUrl = data.mapStyleUrl;
  useEffect(() => {
    let gone = false;
    let mounted: ZoneEditorView | null = null;
    const { branch, others } = first.current;
    import('../../lib/maps/map-view.client.ts')
      .then((maps) =>
        maps.mountZoneEditor(container.current!, {
          styleUrl: mapStyleUrl,
          branch: branch.location,
          others: others.map((zone) => zone.polygon),
          onMove: (index, polygon) => onMoveRef.current(index, polygon),
        }),
      )
      .then((editor) => {
        mounted = editor;
        if (gone) editor.destroy();
        else {
          setView(editor);
          setState('ready');
        }
      })
      .catch(() => {
        if (!gone) setState('failed');
      });
    return () => {
      gone = true;
      setView(null);
      mounted?.destroy();
    };
  }, [mapStyleUrl]);
  useEffect(() => {
    view?.update(zones, readOnly ? null : selected);
  }, [view, zones, selected, readOnly]);
  return (
    <section
      aria-label={t('zoneMapLabel')}
      className="rounded-xl border border-slate-200 bg-white p-2 desk:sticky desk:top-4"
      data-map-state={state}
    >
      <div
        ref={container}
        className="h-96 w-full overflow-hidden rounded-lg desk:h-[32rem]"
        data-testid="zone-map"
      />
      <p className="mt-2 text-sm text-slate-700" role="status">
        {state === 'loading'
          ? t('zoneMapLoading')
          : state === 'failed'
            ? t('zoneMapFailed')
            : readOnly
              ? ''
              : t('zoneMapHelp')}
      </p>
    </section>
  );
}
