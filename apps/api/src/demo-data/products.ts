import { brands } from './brands.ts';
import { categories } from './categories.ts';
import { seededRandom } from './deterministic-random.ts';
import { withDosageFacts } from './dosage-facts.ts';
import { withMedicineClass } from './medicine-classes.ts';
import { offerTypes } from './offer-types.ts';
import { withPharmacyFacts } from './pharmacy-facts.ts';
import type { ProductTemplate } from './product-template.ts';
import { groceryTemplates } from './product-templates-groceries.ts';
import { healthTemplates } from './product-templates-health.ts';
import type { Bilingual, DemoProduct } from './types.ts';

/**
 * The product catalogue, expanded deterministically from the template tables in
 * `product-templates-*.ts` (one product per template variant, ids 1..N in table order).
 * Popularity, discounts and special offers come from a seeded PRNG so the data never changes
 * between runs.
 */

/** Kg steps for weighted goods. */
export const WEIGHT_STEPS: readonly number[] = [0.25, 0.5, 0.75, 1, 1.5, 2, 2.5, 3];

interface OfferText {
  offerTypeId: number;
  description: Bilingual;
  /** Which goods the wording fits. */
  fits: 'units' | 'weighted' | 'any';
  /** Level-1 categories the offer makes sense for. */
  level1: readonly number[];
}

const OFFER_TEXTS: readonly OfferText[] = [
  {
    offerTypeId: 1,
    fits: 'units',
    level1: [2, 4, 5, 6, 7],
    description: { en: 'Buy 1 get 1 free', ar: 'اشتر 1 واحصل على 1 مجاناً' },
  },
  {
    offerTypeId: 1,
    fits: 'units',
    level1: [2, 4, 5, 6, 7],
    description: { en: 'Buy 2 get 1 free', ar: 'اشتر 2 واحصل على 1 مجاناً' },
  },
  {
    offerTypeId: 2,
    fits: 'any',
    level1: [2, 3, 4, 5, 6, 7],
    description: {
      en: 'Weekly deal: extra 10% off at checkout, this week only',
      ar: 'عرض الأسبوع: خصم إضافي 10% عند الدفع لهذا الأسبوع فقط',
    },
  },
  {
    offerTypeId: 2,
    fits: 'weighted',
    level1: [6],
    description: {
      en: 'Weekly deal: 10% off when you order 2 kg or more',
      ar: 'عرض الأسبوع: خصم 10% عند طلب 2 كجم أو أكثر',
    },
  },
  {
    offerTypeId: 3,
    fits: 'units',
    level1: [2, 4, 5, 6, 7],
    description: {
      en: 'Bundle offer: 15% off when you buy 3 pieces',
      ar: 'عرض الباقة: خصم 15% عند شراء 3 قطع',
    },
  },
  {
    offerTypeId: 4,
    fits: 'units',
    level1: [2, 4, 5],
    description: {
      en: 'Free gift with every pack, while stocks last',
      ar: 'هدية مجانية مع كل عبوة حتى نفاد الكمية',
    },
  },
  {
    offerTypeId: 5,
    fits: 'units',
    level1: [2, 3, 4, 5, 6, 7],
    description: {
      en: 'Summer sale: 20% off the second piece',
      ar: 'تخفيضات الصيف: خصم 20% على القطعة الثانية',
    },
  },
  {
    offerTypeId: 6,
    fits: 'units',
    level1: [5, 6],
    description: { en: 'Ramadan offer: 3 for the price of 2', ar: 'عرض رمضان: 3 بسعر 2' },
  },
];

const brandIdByName = new Map(brands.map((b) => [b.name.en, b.id]));
const categoryById = new Map(categories.map((c) => [c.id, c]));

/** The level-1 and level-2 ancestors of a level-3 category. */
function ancestors(categoryId: number): { level1: number; level2: number } {
  const level3 = categoryById.get(categoryId);
  const level2 = level3?.parentId == null ? undefined : categoryById.get(level3.parentId);
  if (level3?.level !== 3 || level2?.parentId == null) {
    throw new Error(`Product template uses category ${categoryId}, which is not a level-3 category`);
  }
  return { level1: level2.parentId, level2: level2.id };
}

/** Level-2 categories whose products are never discounted (prescription antibiotics, chronic care). */
const NO_DISCOUNT_LEVEL2 = new Set([12, 13]);
/** Level-1 categories whose products never carry a special offer (medication). */
const NO_OFFER_LEVEL1 = new Set([1]);
/** Level-2 categories whose products never carry a special offer (home healthcare services). */
const NO_OFFER_LEVEL2 = new Set([10]);

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** `base` with the variant suffix put in place of '{}', or appended when there is no placeholder. */
function joinName(base: string, suffix: string): string {
  if (base.includes('{}')) return base.replace('{}', suffix).replace(/\s+/g, ' ').trim();
  return suffix === '' ? base : `${base} ${suffix}`;
}

function expand(templates: readonly ProductTemplate[]): DemoProduct[] {
  const rand = seededRandom(20_240_611);
  const out: DemoProduct[] = [];
  for (const t of templates) {
    const brandId = brandIdByName.get(t.brand);
    if (brandId === undefined) throw new Error(`Unknown brand '${t.brand}' in product '${t.name.en}'`);
    const { level1, level2 } = ancestors(t.category);
    const weighted = t.weighted ?? false;
    for (const [suffixEn, suffixAr, price] of t.variants) {
      const popularity = Math.min(1000, Math.floor(rand() * 900) + (t.popularityBoost ?? 0));
      const product: DemoProduct = {
        id: out.length + 1,
        brandId,
        categoryId: t.category,
        name: { en: joinName(t.name.en, suffixEn), ar: joinName(t.name.ar, suffixAr) },
        description: t.description,
        price,
        weighted,
        quantities: t.quantities
          ? [...t.quantities]
          : weighted
            ? [...WEIGHT_STEPS]
            : range(1, t.maxQuantity ?? 10),
        cuttingTypeIds: t.cuts ? [...t.cuts] : [],
        popularity,
        image: { shape: t.shape, color: t.color },
      };
      if (!NO_DISCOUNT_LEVEL2.has(level2) && rand() < 0.26) {
        const discountPercent = 5 + Math.floor(rand() * 36); // 5..40
        // Round the old price up to a whole half-pound so it looks like a real shelf price.
        product.oldPrice = Math.ceil((price * 100) / (100 - discountPercent) / 50) * 50;
      }
      if (!NO_OFFER_LEVEL1.has(level1) && !NO_OFFER_LEVEL2.has(level2) && rand() < 0.09) {
        const fitting = OFFER_TEXTS.filter(
          (o) =>
            (o.fits === 'any' || o.fits === (weighted ? 'weighted' : 'units')) && o.level1.includes(level1),
        );
        const offer = fitting[Math.floor(rand() * fitting.length)];
        if (offer && offerTypes.some((o) => o.id === offer.offerTypeId)) {
          product.specialOffer = { offerTypeId: offer.offerTypeId, description: offer.description };
        }
      }
      out.push(product);
    }
  }
  return out;
}

export const products: DemoProduct[] = expand([...healthTemplates, ...groceryTemplates])
  .map(withPharmacyFacts)
  .map(withDosageFacts)
  .map(withMedicineClass);
