import type { GeoPoint, ZonePolygon } from '@store/contract';
import type { GeoJSONSource, Map as MapLibreMap, Marker, StyleSpecification } from 'maplibre-gl';
import maplibregl from 'maplibre-gl/dist/maplibre-gl-csp.js';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import 'maplibre-gl/dist/maplibre-gl.css';

/**
 * The maps (docs/decisions/0091): MapLibre GL, only ever reached by a dynamic import from the screens
 * that draw a map (the console's zone editor, the address form's pin), so no other page's
 * JavaScript carries it. Its CSP build: the worker is a file of the store's own origin, as the
 * pages' security policy asks (`worker-src 'self'`), not a blob: URL.
 */
maplibregl.setWorkerUrl(workerUrl);

/** Without a configured style: a plain background drawn here, nothing fetched from elsewhere. */
const plainStyle: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef2f1' } }],
};

const cairo: GeoPoint = { lat: 30.0444, lng: 31.2357 };

/** A map in the element, on the configured style (null: the plain one), ready for layers. */
async function openMap(
  container: HTMLElement,
  options: { styleUrl: string | null; center?: GeoPoint | null; zoom?: number },
): Promise<MapLibreMap> {
  const center = options.center ?? cairo;
  const map = new maplibregl.Map({
    container,
    style: options.styleUrl ?? plainStyle,
    center: [center.lng, center.lat],
    zoom: options.zoom ?? 12,
    attributionControl: options.styleUrl ? { compact: true } : false,
  });
  map.addControl(new maplibregl.NavigationControl({ showCompass: false }));
  if (!map.loaded()) await new Promise<void>((resolve) => map.once('load', () => resolve()));
  return map;
}

const featureOf = (polygon: ZonePolygon, properties: Record<string, unknown> = {}) => ({
  type: 'Feature' as const,
  properties,
  geometry: polygon,
});

/** A round handle the pointer drags (the keyboard edits the same points as text beside the map). */
function handle(size: number, colour: string): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = `width:${size}px;height:${size}px;border-radius:9999px;background:${colour};border:3px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / 0.4);cursor:grab`;
  return element;
}

/** Markers are for the pointer: kept out of the tab order and of what a screen reader lists. */
function quiet(marker: Marker): Marker {
  const element = marker.getElement();
  element.removeAttribute('tabindex');
  element.setAttribute('aria-hidden', 'true');
  return marker;
}

export interface ZoneEditorView {
  /** The zones (null where a row's text makes no polygon) and the one whose points are dragged. */
  update(zones: readonly (ZonePolygon | null)[], selected: number | null): void;
  destroy(): void;
}

/**
 * The console's zone map: the branch's zones (the chosen one stronger, its points draggable), the
 * other branches' zones faint under them, and the branch itself; fitted to them at first.
 */
export async function mountZoneEditor(
  container: HTMLElement,
  options: {
    styleUrl: string | null;
    branch: GeoPoint | null;
    others: readonly ZonePolygon[];
    onMove: (index: number, polygon: ZonePolygon) => void;
  },
): Promise<ZoneEditorView> {
  const map = await openMap(container, { styleUrl: options.styleUrl, center: options.branch });
  const empty = { type: 'FeatureCollection' as const, features: [] };
  map.addSource('others', {
    type: 'geojson',
    data: { type: 'FeatureCollection', features: options.others.map((polygon) => featureOf(polygon)) },
  });
  map.addSource('zones', { type: 'geojson', data: empty });
  map.addLayer({
    id: 'others-fill',
    type: 'fill',
    source: 'others',
    paint: { 'fill-color': '#64748b', 'fill-opacity': 0.12 },
  });
  map.addLayer({
    id: 'others-line',
    type: 'line',
    source: 'others',
    paint: { 'line-color': '#64748b', 'line-width': 1, 'line-dasharray': [2, 2] },
  });
  map.addLayer({
    id: 'zones-fill',
    type: 'fill',
    source: 'zones',
    paint: { 'fill-color': '#0f766e', 'fill-opacity': ['case', ['get', 'selected'], 0.35, 0.18] },
  });
  map.addLayer({
    id: 'zones-line',
    type: 'line',
    source: 'zones',
    paint: { 'line-color': '#115e59', 'line-width': ['case', ['get', 'selected'], 3, 1.5] },
  });
  if (options.branch) {
    map.addSource('branch', {
      type: 'geojson',
      data: { type: 'Point', coordinates: [options.branch.lng, options.branch.lat] },
    });
    map.addLayer({
      id: 'branch',
      type: 'circle',
      source: 'branch',
      paint: {
        'circle-radius': 7,
        'circle-color': '#b91c1c',
        'circle-stroke-color': '#fff',
        'circle-stroke-width': 2,
      },
    });
  }

  let zones: (ZonePolygon | null)[] = [];
  let selected: number | null = null;
  let handles: Marker[] = [];
  /** The polygon the handles were last moved to: the screen's answer to it moves no handle. */
  let moved: ZonePolygon | null = null;
  let fitted = false;

  const draw = () =>
    (map.getSource('zones') as GeoJSONSource).setData({
      type: 'FeatureCollection',
      features: zones.flatMap((polygon, index) =>
        polygon ? [featureOf(polygon, { selected: index === selected })] : [],
      ),
    });

  const placeHandles = () => {
    for (const marker of handles) marker.remove();
    handles = [];
    const polygon = selected === null ? null : zones[selected];
    if (!polygon || selected === null) return;
    const index = selected;
    polygon.coordinates.forEach((ring, r) => {
      ring.slice(0, -1).forEach(([lng, lat], p) => {
        const marker = quiet(
          new maplibregl.Marker({ element: handle(16, r === 0 ? '#0f766e' : '#b45309'), draggable: true })
            .setLngLat([lng, lat])
            .addTo(map),
        );
        marker.on('drag', () => {
          const current = zones[index];
          if (!current) return;
          const { lng: x, lat: y } = marker.getLngLat();
          const rings = current.coordinates.map((points) =>
            points.map((point) => [...point] as [number, number]),
          );
          const points = rings[r]!;
          points[p] = [x, y];
          // The outline stays closed: its first point is its last.
          if (p === 0) points[points.length - 1] = [x, y];
          const next: ZonePolygon = { type: 'Polygon', coordinates: rings };
          zones[index] = next;
          moved = next;
          draw();
          options.onMove(index, next);
        });
        handles.push(marker);
      });
    });
  };

  // Fitted to the branch's own zones (the others may be in another city); none: around the branch.
  const fit = () => {
    const points = zones.flatMap((polygon) => polygon?.coordinates[0] ?? []);
    if (points.length === 0) return;
    const bounds = new maplibregl.LngLatBounds();
    for (const [lng, lat] of points) bounds.extend([lng, lat]);
    map.fitBounds(bounds, { padding: 32, duration: 0, maxZoom: 15 });
    fitted = true;
  };

  let removed = false;
  return {
    update(next, chosen) {
      // A screen drawn again may still hold a removed map for a moment.
      if (removed) return;
      const same = selected === chosen && chosen !== null && next[chosen] === moved;
      zones = [...next];
      selected = chosen;
      draw();
      if (!same) placeHandles();
      if (!fitted) fit();
    },
    destroy() {
      removed = true;
      map.remove();
    },
  };
}

export interface PinView {
  setPin(point: GeoPoint): void;
  destroy(): void;
}

/** The address form's map: one draggable pin, answered with where it is dropped. */
export async function mountPinMap(
  container: HTMLElement,
  options: { styleUrl: string | null; pin: GeoPoint | null; onMove: (point: GeoPoint) => void },
): Promise<PinView> {
  const map = await openMap(container, { styleUrl: options.styleUrl, center: options.pin, zoom: 15 });
  const start = options.pin ?? cairo;
  const marker = quiet(
    new maplibregl.Marker({ draggable: true, color: '#0f766e' }).setLngLat([start.lng, start.lat]).addTo(map),
  );
  const answer = () => {
    const { lat, lng } = marker.getLngLat();
    options.onMove({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });
  };
  marker.on('dragend', answer);
  // A click moves the pin there too (a precise place is easier tapped than dragged on a phone).
  map.on('click', (event) => {
    marker.setLngLat(event.lngLat);
    answer();
  });
  return {
    setPin(point) {
      marker.setLngLat([point.lng, point.lat]);
      map.easeTo({ center: [point.lng, point.lat], duration: 0 });
    },
    destroy: () => map.remove(),
  };
}
