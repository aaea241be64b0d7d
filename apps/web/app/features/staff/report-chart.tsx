import { useEffect, useRef, useState } from 'react';
import { localeOf } from '../../i18n/format.ts';
import type { ChartSpec } from './report-chart-draw.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/**
 * A dashboard chart: a picture of the table beside it (which is what screen readers read, so the
 * canvas is hidden from them). Chart.js is fetched when the first chart mounts, so it loads on the
 * reports screen only, never with the console's shell.
 */
export function ReportChart({ spec }: { spec: Omit<ChartSpec, 'rtl' | 'locale'> }) {
  const lang = useStaffLang();
  const t = useStaffT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  const key = JSON.stringify([spec.labels, spec.values, spec.kind, spec.horizontal, lang]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn when the figures (the key) change
  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let gone = false;
    import('./report-chart-draw.ts').then(({ drawChart }) => {
      if (gone || !canvas.current) return;
      chart = drawChart(canvas.current, { ...spec, rtl: lang === 'ar', locale: localeOf(lang) });
      setDrawn(true);
    });
    return () => {
      gone = true;
      chart?.destroy();
    };
  }, [key]);
  const tall = spec.horizontal ? Math.max(10, spec.labels.length * 2.5 + 4) : 16;
  return (
    <div
      aria-hidden="true"
      className="relative min-w-0 lg:sticky lg:top-4"
      style={{ height: `${tall}rem` }}
      data-chart={drawn ? 'drawn' : 'waiting'}
    >
      <canvas ref={canvas} />
      {!drawn && (
        <p className="absolute inset-0 grid place-items-center text-sm text-slate-600">
          {t('reportsChartLoading')}
        </p>
      )}
    </div>
  );
}
