import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { messages, serverMessages } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { returns } from './messages/ar/returns.ts';
import { staff } from './messages/ar/staff.ts';
import { copy } from './messages/index.ts';

/**
 * One register of Arabic: the interface, the legal pages and every message the store sends
 * are in Modern Standard Arabic. Egyptian colloquial is kept only in deliberate marketing copy, listed
 * below with its reason and marked by a comment above it in its file.
 *
 * The check refuses words that are unmistakably colloquial Egyptian, and a few loans the store writes
 * in Modern Standard Arabic (إيميل، كاش، كارت، فلاتر). Words are compared whole, after the hamza
 * forms of alef (أ إ آ) are read as ا and alef maqsura (ى) as ي, so 'إزاي' and 'ازاى' are one word.
 *
 * Left out, because they are also Modern Standard words: حد (limit), فيه (in it), يعني (means), حاجة
 * (need), لازم (necessary), خلاص (salvation), دول (countries), تقدر / نقدر (estimate), طب (medicine),
 * بكرة (early morning), لينا (a name), الجو (the weather); and words that meet a Modern Standard one
 * once the alef is folded: إنت (أنت), إمتى (أمتي, my nation), أوي (أوى, to shelter), آه. In, because
 * their Modern Standard reading is one no store copy would use: زي (uniform), كمان (violin), لحد (grave).
 *
 * 'روشتة' (prescription) is not refused: it is the store's name for the prescription feature, used the
 * same way in every file, and 'الوصفات' already names the recipes in the same menus.
 */
const colloquial = [
  // Demonstratives, question words, negation, function words.
  'اللي',
  'واللي',
  'باللي',
  'للي',
  'مش',
  'مفيش',
  'مافيش',
  'علشان',
  'عشان',
  'ايه',
  'ازاي',
  'فين',
  'ليه',
  'كام',
  'كده',
  'كدا',
  'لسه',
  'لسة',
  'دلوقتي',
  'دلوقت',
  'النهارده',
  'النهاردة',
  'بكره',
  'دي',
  'ده',
  'دا',
  'زي',
  'بس',
  'كمان',
  'برضه',
  'برضو',
  'لحد',
  'ايوه',
  'ايوة',
  'احنا',
  'انتو',
  'عايز',
  'عايزة',
  'عاوز',
  'عاوزة',
  'بتاع',
  'بتاعة',
  'بتاعك',
  'بتاعتك',
  'بتاعنا',
  'معاك',
  'معاكي',
  'معانا',
  'ليك',
  'ليكي',
  'بيك',
  'بره',
  'اكتر',
  'كتير',
  'شوية',
  'تاني',
  'التاني',
  'يلا',
  // Colloquial spellings of Modern Standard words.
  'دقايق',
  'التلاجة',
  'تلاجة',
  // Loans the store writes in Modern Standard Arabic (البريد الإلكتروني، نقداً، البطاقة، التصفية).
  'ايميل',
  'الايميل',
  'بالايميل',
  'كاش',
  'الكاش',
  'كارت',
  'الكارت',
  'بالكارت',
  'كروت',
  'فلتر',
  'فلاتر',
  'الفلاتر',
  // Verbs with the colloquial prefixes (ب- present, ه- future, ات- passive) and the ما…ش negation;
  // not 'اتوصل' / 'اتحسب' / 'نخلي' / 'كلمنا', which read as Modern Standard أتوصّل، أتحسّب، نُخلي، كلّمنا.
  'بنبيع',
  'بنوصل',
  'بنشحن',
  'بتوصل',
  'بيوصل',
  'بيتم',
  'بيردوا',
  'بيراجعوا',
  'بتتباع',
  'بتتحسب',
  'بترجع',
  'بيرجع',
  'بيترد',
  'بيتلغي',
  'بيتقدم',
  'بيتأكد',
  'بتنطبق',
  'بتخضع',
  'بتختلف',
  'بيخدمك',
  'بياخد',
  'ياخد',
  'بنجمع',
  'بنستخدمها',
  'بنجهز',
  'هنبعت',
  'هنمسحها',
  'هيفتح',
  'هنوصل',
  'اترفض',
  'اتفرج',
  'تشوف',
  'شوف',
  'ابعت',
  'ابعتلنا',
  'مااتوصلش',
  'ماقدرناش',
  'مايتوصلش',
  'ماعرفش',
  'مينفعش',
  'ماينفعش',
];

/** Deliberate marketing copy in Egyptian colloquial: `namespace.key` and why. */
const marketing: Record<string, string> = {
  'pages.recipesIntro':
    'The recipes page’s one-line hook: Egyptian home cooking ("أكل بيتي مصري") is sold in the words families use for it.',
};

const normalize = (word: string) => word.replace(/[أإآ]/g, 'ا').replace(/ى/g, 'ي');
const refused = new Set(colloquial.map(normalize));

/** The colloquial words of a text: Arabic words, diacritics and tatweel removed, compared whole. */
function colloquialWords(text: string): string[] {
  const words = text
    .replace(/[\u064B-\u0652\u0640]/g, '')
    .split(/[^\u0621-\u064A\u0671-\u06D3]+/)
    .filter(Boolean);
  return words.filter((word) => refused.has(normalize(word)));
}

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** Every Arabic copy string with its key: the web's page copy, the staff console, returns, the contract's messages. */
function arabicCopy(): [string, string][] {
  const entries: [string, string][] = [];
  for (const [ns, strings] of Object.entries({ ...copy.ar, staff, returns }))
    for (const [key, text] of Object.entries(strings as Record<string, string>))
      entries.push([`${ns}.${key}`, text]);
  for (const [key, text] of Object.entries(messages.ar)) entries.push([`contract.${key}`, text]);
  for (const [key, text] of Object.entries(serverMessages.ar)) entries.push([`contract.${key}`, text]);
  return entries;
}

/** Source files with other interface text (notifications, e-mails, the form refusal page, the test gateway). */
const sourceRoots = ['apps/web/app', 'apps/web/server', 'apps/api/src', 'packages/contract/src'];
const notInterface = [
  /\.test\.tsx?$/,
  /\/test\//,
  /-test-support\.ts$/,
  /^apps\/api\/src\/(demo-data|bench|search)\//, // catalogue data and search folding, not interface copy
  /^apps\/web\/app\/i18n\/messages\//, // walked key by key above
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules') return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !notInterface.some((rule) => rule.test(path)) ? [path] : [];
  });
}

/** The code of a file without its comments (a comment may quote colloquial words it explains). */
const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

describe('Arabic register', () => {
  it('refuses colloquial Egyptian in the copy, marketing copy apart', () => {
    const found = arabicCopy()
      .filter(([key]) => !(key in marketing))
      .map(([key, text]) => [key, colloquialWords(text)] as const)
      .filter(([, words]) => words.length > 0);
    expect(Object.fromEntries(found)).toEqual({});
  });

  it('refuses colloquial Egyptian in the other interface texts', () => {
    const files = sourceRoots.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    const found = files
      .map(
        (file) => [file, colloquialWords(withoutComments(readFileSync(join(root, file), 'utf8')))] as const,
      )
      .filter(([, words]) => words.length > 0);
    expect(Object.fromEntries(found)).toEqual({});
  });

  it('marks each piece of marketing copy with a comment in its file', () => {
    const keys = new Set(arabicCopy().map(([key]) => key));
    for (const key of Object.keys(marketing)) {
      expect(keys.has(key), key).toBe(true);
      const [ns, name] = key.split('.') as [string, string];
      const lines = readFileSync(join(root, `apps/web/app/i18n/messages/ar/${ns}.ts`), 'utf8').split('\n');
      const at = lines.findIndex((line) => line.trimStart().startsWith(`${name}:`));
      expect(lines[at - 1], key).toMatch(/deliberate marketing copy in Egyptian colloquial/i);
    }
  });

  it('recognises the words it refuses, and leaves Modern Standard Arabic alone', () => {
    expect(colloquialWords('الدفع بيتم لما الطلب يخرج، وبقيمة اللي اتوصّل بس')).toEqual([
      'بيتم',
      'اللي',
      'بس',
    ]);
    expect(colloquialWords('إزاي أمسح بياناتي؟ أيوه، في الصفحة دى')).toEqual(['إزاي', 'أيوه', 'دى']);
    expect(
      colloquialWords(
        'يتم الدفع عند خروج الطلب، وبقيمة ما تم توصيله فقط. هل يوجد حد أدنى للطلب؟ نعم، يعني 100 ج.م.',
      ),
    ).toEqual([]);
    expect(
      colloquialWords('أنت توافق على الشروط. هل تصل الطلبات من دول الخليج؟ لا، والجو هنا لا يسمح.'),
    ).toEqual([]);
  });
});
