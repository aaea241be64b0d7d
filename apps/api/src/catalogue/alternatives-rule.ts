/**
 * Which products may be offered instead of another, and in what order: what a pharmacist
 * would hand over the counter. One rule for every place a substitute is offered: the product page's
 * alternatives, the staff console's substitution candidates and an order's default substitutes.
 * Pure: the caller loads the facts (`alternatives.ts`).
 */

/** How a medicine is taken, as printed on its pack. Null: not a medicine (groceries, devices...). */
export const dosageForms = [
  'tablet',
  'capsule',
  'chewable',
  'effervescent',
  'sachet',
  'syrup',
  'suspension',
  'oral-liquid',
  'oral-drops',
  'ampoule',
  'jelly',
  'lozenge',
  'nasal-spray',
  'nasal-drops',
  'eye-drops',
  'cream',
  'ointment',
  'gel',
  'skin-liquid',
  'suppository',
] as const;
export type DosageForm = (typeof dosageForms)[number];

/** Who a product is made for. `all`: no age on the pack (a gel, rice). */
export const populations = ['adult', 'child', 'baby', 'all'] as const;
export type Population = (typeof populations)[number];

/**
 * The way into the body. Forms of one route can stand in for each other when the use is the same
 * (Gaviscon liquid for Gaviscon tablets); a lozenge, a nose spray or a cream never stands in for a
 * tablet.
 */
const routeOf: Record<DosageForm, string> = {
  tablet: 'oral',
  capsule: 'oral',
  chewable: 'oral',
  effervescent: 'oral',
  sachet: 'oral',
  syrup: 'oral',
  suspension: 'oral',
  'oral-liquid': 'oral',
  'oral-drops': 'oral',
  ampoule: 'oral',
  jelly: 'oral',
  lozenge: 'throat',
  'nasal-spray': 'nose',
  'nasal-drops': 'nose',
  'eye-drops': 'eye',
  cream: 'skin',
  ointment: 'skin',
  gel: 'skin',
  'skin-liquid': 'skin',
  suppository: 'rectal',
};

export const routeOfForm = (form: DosageForm): string => routeOf[form];

/** What the rule reads of a product. */
export interface AlternativeFacts {
  id: number;
  /** Level-3 category. */
  categoryId: number;
  /** Active ingredients with their strength as printed (null: not printed). Empty: not a medicine. */
  ingredients: readonly { id: number; strength: string | null }[];
  form: DosageForm | null;
  population: Population;
  /** What it is used for, one lower-case phrase each ('headache', 'blocked nose'). */
  uses: readonly string[];
  weighted: boolean;
  /** The size or stage it fits ('size 3', 'stage 1'; `fitOf`): nappies of another size do not fit. */
  fit: string | null;
  popularity: number;
  /** At the branch, in thousandths of a unit or gram-kilo (`branch_products.stock_milli`). */
  stockMilli: number;
}

/** `ingredients`: same active ingredients in the same form; `use`: another product for the same use. */
export type AlternativeMatch = 'ingredients' | 'use';

export interface RankedAlternative {
  id: number;
  match: AlternativeMatch;
}

/**
 * Uses so broad that sharing only them says nothing ('pain relief' joins a muscle gel and a headache
 * tablet; the route already keeps those apart, this keeps a cold remedy from a plain painkiller).
 */
const broadUses = new Set(['pain relief', 'fever', 'energy', 'immunity', 'daily vitamins']);

/** A baby's medicine is dosed by weight: only another baby product, never an adult's or an 'all'. */
export function populationsCompatible(a: Population, b: Population): boolean {
  if (a === b) return true;
  if (a === 'baby' || b === 'baby') return false;
  return a === 'all' || b === 'all';
}

const isMedicine = (facts: AlternativeFacts) => facts.ingredients.length > 0;

const ingredientKey = (facts: AlternativeFacts) =>
  [...new Set(facts.ingredients.map((ingredient) => ingredient.id))].sort((a, b) => a - b).join(',');

/** Strengths in ingredient order, or null when any is not printed. */
const strengthKey = (facts: AlternativeFacts): string | null => {
  const sorted = [...facts.ingredients].sort((a, b) => a.id - b.id);
  if (sorted.some((ingredient) => ingredient.strength === null)) return null;
  return sorted.map((ingredient) => ingredient.strength!.replace(/\s+/g, '').toLowerCase()).join(',');
};

const specificUses = (facts: AlternativeFacts) => facts.uses.filter((use) => !broadUses.has(use));

/**
 * How good a substitute `candidate` is for `product`, or null when a pharmacist would not offer it.
 * Lower `tier` first: 0 the same ingredients, form and strength; 1 the same ingredients and form; 2
 * the same main use in the same route (medicines) or the same level-3 category (everything else).
 */
export function judgeAlternative(
  product: AlternativeFacts,
  candidate: AlternativeFacts,
): { match: AlternativeMatch; tier: 0 | 1 | 2; shared: number } | null {
  if (candidate.id === product.id) return null;
  if (!populationsCompatible(product.population, candidate.population)) return null;
  if ((product.fit !== null || candidate.fit !== null) && product.fit !== candidate.fit) return null;
  if (isMedicine(product) !== isMedicine(candidate)) return null;
  // Two products whose forms are known stand in for each other only by the same way into the body,
  // medicine or not (an eye-drop vitamin is no stand-in for a vitamin tablet).
  if (product.form && candidate.form && routeOf[product.form] !== routeOf[candidate.form]) return null;
  if (!isMedicine(product)) {
    if (candidate.categoryId !== product.categoryId || candidate.weighted !== product.weighted) return null;
    return { match: 'use', tier: 2, shared: 0 };
  }
  // A medicine without a known form cannot be matched safely (a pack of unknown shape).
  if (product.form === null || candidate.form === null) return null;
  if (ingredientKey(product) === ingredientKey(candidate) && product.form === candidate.form) {
    const strength = strengthKey(product);
    const same = strength !== null && strength === strengthKey(candidate);
    return { match: 'ingredients', tier: same ? 0 : 1, shared: 0 };
  }
  // Each one's main use (the first named) must be a use of the other: a cold remedy that also eases
  // a headache is no stand-in for a headache tablet, nor a muscle-pain tablet for a period-pain one.
  const wanted = specificUses(product);
  const offered = specificUses(candidate);
  if (wanted.length === 0 || offered.length === 0) return null;
  if (!offered.includes(wanted[0]!) || !wanted.includes(offered[0]!)) return null;
  const shared = offered.filter((use) => wanted.includes(use)).length;
  return { match: 'use', tier: 2, shared };
}

/**
 * The substitutes to offer for `product`, best first, among `candidates` (the caller's products of
 * the branch): never the product itself, never one the rule refuses, only those with at least
 * `minStockMilli` in stock (the ordered quantity; any stock at all by default). Within a tier: the
 * same form first, then more uses in common, the same category, the better seller, the lower id.
 */
export function rankAlternatives(
  product: AlternativeFacts,
  candidates: readonly AlternativeFacts[],
  { minStockMilli = 1, limit = 30 }: { minStockMilli?: number; limit?: number } = {},
): RankedAlternative[] {
  const judged = candidates.flatMap((candidate) => {
    if (candidate.stockMilli < Math.max(1, minStockMilli)) return [];
    const verdict = judgeAlternative(product, candidate);
    return verdict ? [{ candidate, ...verdict }] : [];
  });
  const seen = new Set<number>();
  return judged
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        Number(b.candidate.form === product.form) - Number(a.candidate.form === product.form) ||
        b.shared - a.shared ||
        Number(b.candidate.categoryId === product.categoryId) -
          Number(a.candidate.categoryId === product.categoryId) ||
        b.candidate.popularity - a.candidate.popularity ||
        a.candidate.id - b.candidate.id,
    )
    .filter(({ candidate }) => !seen.has(candidate.id) && seen.add(candidate.id))
    .slice(0, limit)
    .map(({ candidate, match }) => ({ id: candidate.id, match }));
}

/** The product's `uses` text (English, comma-separated) as the rule's phrases. */
export function usePhrases(uses: string | null | undefined): string[] {
  if (!uses) return [];
  return uses
    .split(',')
    .map((use) => use.trim().toLowerCase())
    .filter((use) => use !== '');
}

/**
 * The size or stage a product fits, from its English name: nappies' 'size 3', formula's stage
 * ('Similac Gold 2' is 'stage 2', 'Junior 3' too). Null when the name gives none.
 */
export function fitOf(nameEn: string): string | null {
  const size = /\bsize (\d+)\b/i.exec(nameEn);
  if (size) return `size ${size[1]}`;
  const stage = /\b(?:formula|gold|junior|stage)\s+(?:junior\s+)?(\d)\b/i.exec(nameEn);
  return stage ? `stage ${stage[1]}` : null;
}
