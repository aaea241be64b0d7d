import type { StaffReport } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { exportFileName, tableCsv } from './report-export.ts';
import {
  displayCell,
  exportCell,
  promotionUsageTable,
  type ReportTable,
  reportTables,
  shortDay,
} from './report-tables.ts';
import { staffTranslator } from './staff-copy.ts';

const table: ReportTable = {
  id: 'searches',
  title: 'Searches',
  columns: [
    { label: 'Words', kind: 'text' },
    { label: 'Day', kind: 'day' },
    { label: 'Revenue', kind: 'money' },
    { label: 'Hour', kind: 'hour' },
  ],
  rows: [
    ['بنادول, "اكسترا"', '2026-11-28', 123_456, 9],
    ['=HYPERLINK("x")', '2026-11-27', -50, 23],
  ],
};

describe('a report table downloaded', () => {
  it('is CSV with a byte order mark, the header first, quoted fields and CRLF line ends', () => {
    expect(tableCsv(table)).toBe(
      '\uFEFFWords,Day,Revenue,Hour\r\n' +
        '"بنادول, ""اكسترا""",2026-11-28,1234.56,09:00\r\n' +
        // A formula a spreadsheet would run is kept as text.
        `"'=HYPERLINK(""x"")",2026-11-27,-0.5,23:00\r\n`,
    );
  });

  it('holds raw values: pounds from piasters, hours as a clock, days as ISO dates', () => {
    expect(exportCell(1999, 'money')).toBe(19.99);
    expect(exportCell(7, 'hour')).toBe('07:00');
    expect(exportCell('2026-11-28', 'day')).toBe('2026-11-28');
    expect(exportFileName(table, { from: '2026-11-01', to: '2026-11-28' }, 'xlsx')).toBe(
      'searches-2026-11-01-2026-11-28.xlsx',
    );
  });

  it('is shown in the page’s digits', () => {
    const money = (pounds: number) => `${pounds} EGP`;
    expect(displayCell(12_345, 'count', 'ar', money)).toBe('١٢٬٣٤٥');
    expect(displayCell(1_250, 'money', 'en', money)).toBe('12.5 EGP');
    expect(shortDay('2026-11-08', 'ar')).toBe('٨/١١');
    expect(shortDay('2026-11-08', 'en')).toBe('8/11');
  });
});

describe('the dashboard tables', () => {
  const summary = {
    from: '2026-11-01',
    to: '2026-11-02',
    orders: 0,
    revenuePiasters: 0,
    averageBasketPiasters: 0,
    cancelled: 0,
    newCustomers: 0,
    returningCustomers: 0,
  };
  const report: StaffReport = {
    branchId: null,
    current: summary,
    previous: summary,
    days: [{ date: '2026-11-01', orders: 2, revenuePiasters: 30_000 }],
    hours: [],
    paymentTypes: [],
    cancellations: [{ reasonId: null, reason: '', cancelledBy: 'customer', orders: 1 }],
    substitutions: { offered: 0, accepted: 0, refused: 0, expired: 0, pending: 0 },
    prescriptions: { received: 3, quoted: 1, rejected: 1, waiting: 1, medianMinutesToAnswer: 12 },
    topProducts: [{ id: 7, name: 'Panadol', quantity: 1.5, orders: 1, revenuePiasters: 4_500 }],
    topCategories: [],
    searchesWithoutResults: [{ words: 'panadol', lang: 'en', searches: 4 }],
    couriers: [],
    promiseKept: [],
  };

  it('names who cancelled and why in the page’s language, and leaves empty tables empty', () => {
    const tables = reportTables(report, staffTranslator('ar'));
    const byId = Object.fromEntries(tables.map((t) => [t.id, t]));
    expect(byId.cancellations!.rows).toEqual([['بدون سبب', 'العميل', 1]]);
    expect(byId.searches!.rows).toEqual([['panadol', 'الإنجليزية', 4]]);
    expect(byId.substitutions!.rows).toEqual([]);
    expect(byId.prescriptions!.rows).toEqual([
      ['المستلمة', 3],
      ['تم الرد بعرض سعر', 1],
      ['تعذر صرفها', 1],
      ['في الانتظار', 1],
      ['الدقائق حتى أول رد (الوسيط)', 12],
    ]);
    expect(byId['top-products']!.rows).toEqual([['Panadol', 1.5, 1, 4_500]]);
    expect(byId['top-categories']!.rows).toEqual([]);
    expect(byId.days!.rows).toEqual([['2026-11-01', 2, 30_000]]);
    expect(byId.days!.chart).toMatchObject({ labelColumn: 0, valueColumn: 1 });
  });
});

describe('a promotion’s usage downloaded', () => {
  const usage = {
    orders: 5,
    discount: 75.5,
    revenue: 1234.25,
    deliverySaved: 20,
    byBranch: [
      { branchId: 1, name: 'Zamalek', orders: 3, discount: 50.5, revenue: 1000, deliverySaved: 20 },
      { branchId: 2, name: 'Maadi', orders: 2, discount: 25, revenue: 234.25, deliverySaved: 0 },
    ],
  };

  it('holds a row per branch and one for all, in pounds, headers in the member’s language', () => {
    const en = promotionUsageTable({ id: 12 }, usage, staffTranslator('en'));
    expect(tableCsv(en)).toBe(
      '\uFEFFBranch,Orders,Discount given,Delivery saved,Revenue\r\n' +
        'Zamalek,3,50.5,20,1000\r\n' +
        'Maadi,2,25,0,234.25\r\n' +
        'All branches,5,75.5,20,1234.25\r\n',
    );
    expect(exportFileName(en, null, 'xlsx')).toBe('promotion-12-usage.xlsx');
    const ar = promotionUsageTable({ id: 12 }, usage, staffTranslator('ar'));
    const [header, , , total] = tableCsv(ar).slice(1).split('\r\n');
    expect(header).toBe(ar.columns.map((c) => c.label).join(','));
    expect(header).toContain('الفرع');
    expect(total).toBe('كل الفروع,5,75.5,20,1234.25');
  });
});
