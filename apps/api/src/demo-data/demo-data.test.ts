import { describe, expect, it } from 'vitest';
import {
  areas,
  branches,
  brands,
  cancellationReasons,
  carousels,
  categories,
  cuttingTypes,
  offerTypes,
  paymentTypes,
  products,
  recipes,
} from './index.ts';
import type { Bilingual, DemoCategory, ImageShape } from './types.ts';

const ARABIC = /[\u0600-\u06FF]/;
const SHAPES: readonly ImageShape[] = [
  'box',
  'bottle',
  'tube',
  'jar',
  'blister',
  'can',
  'bag',
  'carton',
  'device',
  'produce',
  'meat',
  'loaf',
  'pack',
];

const categoryById = new Map(categories.map((c) => [c.id, c]));
const brandById = new Map(brands.map((b) => [b.id, b]));

function duplicates(ids: readonly number[]): number[] {
  const seen = new Set<number>();
  const dup = new Set<number>();
  for (const id of ids) {
    if (seen.has(id)) dup.add(id);
    seen.add(id);
  }
  return [...dup];
}

function childrenOf(id: number): DemoCategory[] {
  return categories.filter((c) => c.parentId === id);
}

/** Level-1 ancestor id of any category. */
function rootOf(id: number): number {
  let current = categoryById.get(id);
  while (current && current.parentId !== null) current = categoryById.get(current.parentId);
  if (!current) throw new Error(`category ${id} has a broken parent chain`);
  return current.id;
}

/** Meat & poultry (28) level-3 children: the only categories that may use cutting types. */
const meatCategoryIds = new Set(childrenOf(28).map((c) => c.id));

function isBilingual(value: unknown): value is Bilingual {
  return (
    typeof value === 'object' &&
    value !== null &&
    'en' in value &&
    'ar' in value &&
    typeof (value as Bilingual).en === 'string' &&
    typeof (value as Bilingual).ar === 'string'
  );
}

/** Every Bilingual object found anywhere inside `value`, with its path. */
function collectBilingual(value: unknown, path: string, out: { path: string; text: Bilingual }[]): void {
  if (isBilingual(value)) {
    out.push({ path, text: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      collectBilingual(item, `${path}[${i}]`, out);
    });
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collectBilingual(child, `${path}.${key}`, out);
  }
}

const allData = {
  areas,
  branches,
  brands,
  cancellationReasons,
  carousels,
  categories,
  cuttingTypes,
  offerTypes,
  paymentTypes,
  products,
  recipes,
};

describe('ids', () => {
  it.each(
    Object.entries({
      areas,
      branches,
      brands,
      cancellationReasons,
      carousels,
      categories,
      cuttingTypes,
      offerTypes,
      paymentTypes,
      products,
      recipes,
    }),
  )('%s ids are unique positive integers', (_name, rows) => {
    const ids = rows.map((r) => r.id);
    expect(duplicates(ids)).toEqual([]);
    for (const id of ids) {
      expect(Number.isInteger(id)).toBe(true);
      expect(id).toBeGreaterThan(0);
    }
  });

  it('district ids are unique across all areas', () => {
    const ids = areas.flatMap((a) => a.districts.map((d) => d.id));
    expect(duplicates(ids)).toEqual([]);
  });

  it('product ids are contiguous from 1', () => {
    expect(products.map((p) => p.id)).toEqual(products.map((_p, i) => i + 1));
  });
});

describe('categories', () => {
  it('has the six required top categories first, in order', () => {
    const top = categories.filter((c) => c.level === 1).sort((a, b) => a.sort - b.sort);
    expect(top.slice(0, 6).map((c) => [c.id, c.name.en])).toEqual([
      [1, 'Medication'],
      [2, 'Cosmetics'],
      [3, 'Medical devices'],
      [4, 'Baby products'],
      [5, 'Personal care'],
      [6, 'Groceries'],
    ]);
    expect(top.length).toBeLessThanOrEqual(7);
    for (const c of top) expect(c.id).toBeLessThanOrEqual(7);
  });

  it('links every child to an existing parent one level up', () => {
    for (const c of categories) {
      if (c.level === 1) {
        expect(c.parentId, `category ${c.id}`).toBeNull();
        continue;
      }
      expect(c.parentId, `category ${c.id}`).not.toBeNull();
      const parent = categoryById.get(c.parentId ?? -1);
      expect(parent, `parent of ${c.id}`).toBeDefined();
      expect(parent?.level, `parent of ${c.id}`).toBe(c.level - 1);
    }
  });

  it('gives every level-1 2-5 children and every level-2 2-5 children', () => {
    for (const c of categories.filter((x) => x.level < 3)) {
      const n = childrenOf(c.id).length;
      expect(n, `children of ${c.id} ${c.name.en}`).toBeGreaterThanOrEqual(2);
      expect(n, `children of ${c.id} ${c.name.en}`).toBeLessThanOrEqual(5);
    }
  });

  it('has the coming-soon category 10 with at least one child', () => {
    const c10 = categoryById.get(10);
    expect(c10).toBeDefined();
    expect(childrenOf(10).length).toBeGreaterThanOrEqual(1);
  });

  it('has meat & poultry with beef, lamb, poultry and fish', () => {
    expect(categoryById.get(28)?.name.en).toBe('Meat & poultry');
    expect(childrenOf(28).map((c) => c.name.en)).toEqual(['Beef', 'Lamb', 'Poultry', 'Fish & seafood']);
  });

  it('marks 8-12 categories featured across several levels', () => {
    const featured = categories.filter((c) => c.featured);
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.length).toBeLessThanOrEqual(12);
    expect(new Set(featured.map((c) => c.level)).size).toBeGreaterThan(1);
  });

  it('has unique sort values among siblings', () => {
    const groups = new Map<number | null, number[]>();
    for (const c of categories) groups.set(c.parentId, [...(groups.get(c.parentId) ?? []), c.sort]);
    for (const [parent, sorts] of groups) expect(duplicates(sorts), `siblings of ${parent}`).toEqual([]);
  });
});

describe('brands', () => {
  it('has at least 45 brands', () => {
    expect(brands.length).toBeGreaterThanOrEqual(45);
  });

  it("has the 'Medication' brand and the fresh market house brand", () => {
    expect(brands.find((b) => b.name.en === 'Medication')?.name.ar).toBe('أدوية');
    expect(brands.find((b) => b.name.en === 'Fresh market')?.name.ar).toBe('السوق الطازج');
  });

  it('has unique English names', () => {
    const names = brands.map((b) => b.name.en);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('products', () => {
  it('has at least 450 products with unique English names', () => {
    expect(products.length).toBeGreaterThanOrEqual(450);
    const names = products.map((p) => p.name.en);
    expect(new Set(names).size).toBe(names.length);
  });

  it('puts every product in a level-3 category and an existing brand', () => {
    for (const p of products) {
      expect(categoryById.get(p.categoryId)?.level, `product ${p.id}`).toBe(3);
      expect(brandById.has(p.brandId), `product ${p.id} brand`).toBe(true);
    }
  });

  it('gives every level-3 category at least 4 products', () => {
    for (const c of categories.filter((x) => x.level === 3)) {
      const n = products.filter((p) => p.categoryId === c.id).length;
      expect(n, `${c.id} ${c.name.en}`).toBeGreaterThanOrEqual(4);
    }
  });

  it('has at least 5 Medication-brand products, all under Medication', () => {
    const medicationBrand = brands.find((b) => b.name.en === 'Medication');
    const generic = products.filter((p) => p.brandId === medicationBrand?.id);
    expect(generic.length).toBeGreaterThanOrEqual(5);
    for (const p of generic) expect(rootOf(p.categoryId), `product ${p.id}`).toBe(1);
  });

  it('has positive integer prices and a larger integer old price when discounted', () => {
    for (const p of products) {
      expect(Number.isInteger(p.price), `product ${p.id} price`).toBe(true);
      expect(p.price, `product ${p.id} price`).toBeGreaterThan(0);
      if (p.oldPrice !== undefined) {
        expect(Number.isInteger(p.oldPrice), `product ${p.id} oldPrice`).toBe(true);
        expect(p.oldPrice, `product ${p.id} oldPrice`).toBeGreaterThan(p.price);
        const discount = 1 - p.price / p.oldPrice;
        expect(discount, `product ${p.id} discount`).toBeGreaterThanOrEqual(0.04);
        expect(discount, `product ${p.id} discount`).toBeLessThanOrEqual(0.41);
      }
    }
  });

  it('discounts about a quarter and specially offers about 8% of products', () => {
    const discounted = products.filter((p) => p.oldPrice !== undefined).length / products.length;
    const offered = products.filter((p) => p.specialOffer !== undefined).length / products.length;
    expect(discounted).toBeGreaterThan(0.18);
    expect(discounted).toBeLessThan(0.33);
    expect(offered).toBeGreaterThan(0.05);
    expect(offered).toBeLessThan(0.12);
  });

  it('has strictly ascending positive quantities', () => {
    for (const p of products) {
      expect(p.quantities.length, `product ${p.id}`).toBeGreaterThan(0);
      p.quantities.forEach((q, i) => {
        expect(q, `product ${p.id}`).toBeGreaterThan(0);
        if (i > 0) expect(q, `product ${p.id}`).toBeGreaterThan(p.quantities[i - 1] ?? 0);
      });
    }
  });

  it('uses fractional kg steps for weighted goods and whole units otherwise', () => {
    for (const p of products) {
      if (p.weighted) {
        expect(
          p.quantities.some((q) => !Number.isInteger(q)),
          `weighted product ${p.id}`,
        ).toBe(true);
      } else {
        expect(p.quantities.every(Number.isInteger), `product ${p.id}`).toBe(true);
      }
    }
  });

  it('sells fresh produce, meat and fish by weight', () => {
    const freshLevel3 = new Set([...meatCategoryIds, ...childrenOf(27).map((c) => c.id)]);
    const freshWeighted = products.filter((p) => freshLevel3.has(p.categoryId) && p.weighted);
    expect(freshWeighted.length).toBeGreaterThanOrEqual(40);
    for (const p of products.filter((x) => meatCategoryIds.has(x.categoryId))) {
      expect(p.weighted, `meat product ${p.id}`).toBe(true);
    }
  });

  it('uses existing cutting types only for meat, poultry and fish (2-4 each)', () => {
    const cuttingIds = new Set(cuttingTypes.map((c) => c.id));
    for (const p of products) {
      if (meatCategoryIds.has(p.categoryId)) {
        expect(p.cuttingTypeIds.length, `product ${p.id}`).toBeGreaterThanOrEqual(2);
        expect(p.cuttingTypeIds.length, `product ${p.id}`).toBeLessThanOrEqual(4);
        expect(duplicates(p.cuttingTypeIds), `product ${p.id}`).toEqual([]);
        for (const id of p.cuttingTypeIds) expect(cuttingIds.has(id), `product ${p.id} cut ${id}`).toBe(true);
      } else {
        expect(p.cuttingTypeIds, `product ${p.id}`).toEqual([]);
      }
    }
  });

  it('references existing offer types and never offers medication specials', () => {
    const offerIds = new Set(offerTypes.map((o) => o.id));
    for (const p of products.filter((x) => x.specialOffer)) {
      expect(offerIds.has(p.specialOffer?.offerTypeId ?? -1), `product ${p.id}`).toBe(true);
      expect(rootOf(p.categoryId), `product ${p.id}`).not.toBe(1);
    }
  });

  it('has integer popularity between 0 and 1000 and a valid picture', () => {
    for (const p of products) {
      expect(Number.isInteger(p.popularity), `product ${p.id}`).toBe(true);
      expect(p.popularity).toBeGreaterThanOrEqual(0);
      expect(p.popularity).toBeLessThanOrEqual(1000);
      expect(SHAPES, `product ${p.id}`).toContain(p.image.shape);
      expect(p.image.color, `product ${p.id}`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('includes names that exercise Arabic search normalisation', () => {
    const arNames = products.map((p) => p.name.ar).join('\n');
    for (const word of ['أقراص', 'إسبرين', 'فيتامين سى', 'زبدة', 'مكرونة']) expect(arNames).toContain(word);
  });
});

describe('areas and branches', () => {
  const districtById = new Map(areas.flatMap((a) => a.districts.map((d) => [d.id, d] as const)));
  const districtId = (name: string): number | undefined =>
    areas.flatMap((a) => a.districts).find((d) => d.name.en === name)?.id;

  it('covers Cairo, Giza and Alexandria', () => {
    expect(areas.map((a) => a.name.en)).toEqual(expect.arrayContaining(['Cairo', 'Giza', 'Alexandria']));
    for (const a of areas) expect(a.districts.length).toBeGreaterThan(0);
  });

  it('has at least 6 branches in existing districts with integer delivery charges', () => {
    expect(branches.length).toBeGreaterThanOrEqual(6);
    for (const b of branches) {
      expect(districtById.has(b.districtId), `branch ${b.id}`).toBe(true);
      expect(Number.isInteger(b.deliveryCharge)).toBe(true);
      expect(b.deliveryCharge).toBeGreaterThan(0);
      expect(b.phone).toMatch(/^0\d{1,2}-?\d{7,9}$/);
    }
  });

  it('has two Nasr City branches, one New Cairo branch and exactly one default in Nasr City', () => {
    const nasrCity = districtId('Nasr City');
    const newCairo = districtId('New Cairo / Fifth Settlement');
    expect(branches.filter((b) => b.districtId === nasrCity).length).toBeGreaterThanOrEqual(2);
    expect(branches.filter((b) => b.districtId === newCairo).length).toBeGreaterThanOrEqual(1);
    const defaults = branches.filter((b) => b.isDefault);
    expect(defaults).toHaveLength(1);
    expect(defaults[0]?.districtId).toBe(nasrCity);
  });
});

describe('recipes', () => {
  const productById = new Map(products.map((p) => [p.id, p]));

  it('has at least 12 recipes', () => {
    expect(recipes.length).toBeGreaterThanOrEqual(12);
  });

  it('links 3-8 existing grocery products per recipe', () => {
    for (const r of recipes) {
      expect(r.ingredientProductIds.length, r.name.en).toBeGreaterThanOrEqual(3);
      expect(r.ingredientProductIds.length, r.name.en).toBeLessThanOrEqual(8);
      expect(duplicates(r.ingredientProductIds), r.name.en).toEqual([]);
      for (const id of r.ingredientProductIds) {
        const product = productById.get(id);
        expect(product, `${r.name.en} ingredient ${id}`).toBeDefined();
        expect(rootOf(product?.categoryId ?? -1), `${r.name.en} ingredient ${id}`).toBe(6);
      }
    }
  });

  it('has 4-8 steps and simple HTML descriptions', () => {
    for (const r of recipes) {
      expect(r.steps.length, r.name.en).toBeGreaterThanOrEqual(4);
      expect(r.steps.length, r.name.en).toBeLessThanOrEqual(8);
      for (const html of [r.description.en, r.description.ar]) {
        const tags = [...html.matchAll(/<\/?([a-z]+)[^>]*>/g)].map((m) => m[1]);
        expect(tags.length, r.name.en).toBeGreaterThan(0);
        for (const tag of tags) expect(['p', 'strong', 'ul', 'li'], r.name.en).toContain(tag);
      }
    }
  });
});

describe('carousels', () => {
  it('has 4-5 banners whose urls point at existing pages', () => {
    expect(carousels.length).toBeGreaterThanOrEqual(4);
    expect(carousels.length).toBeLessThanOrEqual(5);
    for (const c of carousels) {
      const category = /^\/category\/(\d)\/(\d+)\/(.+)$/.exec(c.url);
      const brand = /^\/brand\/(\d+)\/(.+)$/.exec(c.url);
      if (category) {
        const target = categoryById.get(Number(category[2]));
        expect(target, c.url).toBeDefined();
        expect(target?.level, c.url).toBe(Number(category[1]));
        expect(target?.name.en, c.url).toBe(category[3]);
      } else if (brand) {
        const target = brandById.get(Number(brand[1]));
        expect(target, c.url).toBeDefined();
        expect(target?.name.en, c.url).toBe(brand[2]);
      } else {
        expect(['/deals', '/recipes'], c.url).toContain(c.url);
      }
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});

describe('payment types and cancellation reasons', () => {
  // Changed by design (docs/decisions/0080): the spec's three, then the mobile wallet and the kiosk reference.
  it('has the three payment methods of the spec, then the wallet and the kiosk', () => {
    expect(paymentTypes.map((p) => [p.id, p.name.en])).toEqual([
      [1, 'Cash on delivery'],
      [2, 'Card reader on delivery'],
      [3, 'Online card payment'],
      [4, 'Mobile wallet'],
      [5, 'Pay at Fawry, Aman or Masary'],
    ]);
  });

  it('has 5-6 cancellation reasons', () => {
    expect(cancellationReasons.length).toBeGreaterThanOrEqual(5);
    expect(cancellationReasons.length).toBeLessThanOrEqual(6);
  });
});

describe('bilingual text', () => {
  const texts: { path: string; text: Bilingual }[] = [];
  collectBilingual(allData, 'data', texts);

  it('finds the bilingual fields', () => {
    // names and descriptions of every product alone
    expect(texts.length).toBeGreaterThan(products.length * 2);
  });

  it('has no empty strings', () => {
    for (const { path, text } of texts) {
      expect(text.en.trim(), `${path}.en`).not.toBe('');
      expect(text.ar.trim(), `${path}.ar`).not.toBe('');
    }
  });

  it('has Arabic letters in every ar string and none in any en string', () => {
    for (const { path, text } of texts) {
      expect(ARABIC.test(text.ar), `${path}.ar: ${text.ar}`).toBe(true);
      expect(ARABIC.test(text.en), `${path}.en: ${text.en}`).toBe(false);
    }
  });
});
