import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

/**
 * Chart.js, only for the reports screen (imported by `report-chart.tsx` when a chart mounts): the
 * parts the dashboard draws, registered once. Right to left for Arabic: the category axis runs from
 * the right, the value axis stands on the right, tooltips are written right to left, and the ticks'
 * numbers follow `locale` (ar-EG: Arabic-Indic digits); the labels arrive already in the page's digits.
 */
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface ChartSpec {
  labels: string[];
  values: number[];
  /** What a value is, for the tooltip. */
  valueLabel: string;
  kind: 'bar' | 'line';
  horizontal: boolean;
  rtl: boolean;
  locale: string;
  /** Writes a value as the table beside the chart does. */
  format: (value: number) => string;
}

export function drawChart(canvas: HTMLCanvasElement, spec: ChartSpec): Chart {
  const style = getComputedStyle(canvas);
  const colour = style.getPropertyValue('--color-brand-700').trim() || '#0f766e';
  const indexAxis = spec.horizontal ? 'y' : 'x';
  const ticks = new Intl.NumberFormat(spec.locale, { maximumFractionDigits: 0 });
  const valueAxis = spec.horizontal ? 'x' : 'y';
  return new Chart(canvas, {
    type: spec.kind,
    data: {
      labels: spec.labels,
      datasets: [
        {
          label: spec.valueLabel,
          data: spec.values,
          backgroundColor: colour,
          borderColor: colour,
          pointRadius: spec.kind === 'line' ? 0 : 3,
        },
      ],
    },
    options: {
      locale: spec.locale,
      indexAxis,
      maintainAspectRatio: false,
      animation: false,
      // Right to left, the value axis' labels are drawn past its measured width: room for them.
      layout: { padding: spec.rtl ? { right: 16 } : 0 },
      font: { family: style.fontFamily },
      scales: {
        [indexAxis]: {
          // The first day or hour on the right in Arabic, as the page reads.
          reverse: spec.rtl && !spec.horizontal,
          position: spec.horizontal ? (spec.rtl ? 'right' : 'left') : 'bottom',
          ticks: { font: { family: style.fontFamily }, autoSkip: true, maxRotation: 0 },
          grid: { display: false },
        },
        [valueAxis]: {
          beginAtZero: true,
          reverse: spec.rtl && spec.horizontal,
          position: spec.horizontal ? 'bottom' : spec.rtl ? 'right' : 'left',
          // Every tick through the page's digits (Chart.js writes a zero as '0' whatever the locale).
          ticks: {
            font: { family: style.fontFamily },
            precision: 0,
            callback: (value) => ticks.format(Number(value)),
          },
        },
      },
      plugins: {
        tooltip: {
          rtl: spec.rtl,
          textDirection: spec.rtl ? 'rtl' : 'ltr',
          bodyFont: { family: style.fontFamily },
          titleFont: { family: style.fontFamily },
          callbacks: { label: (item) => `${spec.valueLabel}: ${spec.format(Number(item.raw))}` },
        },
      },
    },
  });
}
