// MapLibre's build for pages with a content security policy (no worker made from a blob: URL).
declare module 'maplibre-gl/dist/maplibre-gl-csp.js' {
  const maplibregl: typeof import('maplibre-gl');
  export default maplibregl;
}
