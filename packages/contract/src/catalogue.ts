import { z } from 'zod';
import { branchDeliveryAnswer } from './branch-delivery.ts';
import { envelope } from './envelope.ts';
import { optionalText } from './fields.ts';
import { pageSize } from './listing-rules.ts';
import { medicineClassSchema } from './medicines.ts';
import {
  idList,
  optionalQueryFlag,
  optionalQueryInt,
  optionalQueryNumber,
  pathId,
  queryInt,
} from './query-params.ts';

export const idName = z.object({ id: z.number().int(), name: z.string() });
export type IdName = z.infer<typeof idName>;

export const brandSchema = idName.extend({ image: z.string() }).meta({ id: 'Brand' });
export type Brand = z.infer<typeof brandSchema>;

export const productSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    image: z.string(),
    brand: brandSchema,
    /** Pounds, VAT included; per kg for weighted goods. */
    finalPrice: z.number(),
    /** A string, '0' meaning no old price (docs/product.md#existing-clients). */
    oldPrice: z.string(),
    /** Whole percent off the old price. */
    discount: z.number().int(),
    outOfStock: z.union([z.literal(0), z.literal(1)]),
    isSpecialOffer: z.boolean(),
    specialOfferDesc: z.string().nullable(),
    isFavorite: z.boolean(),
    weighted: z.boolean(),
    unit: z.enum(['piece', 'kg']),
    quantities: z.array(z.number()),
    cuttingTypes: z.array(idName),
    selectedCuttingType: idName.nullable(),
    inCart: z.object({ itemId: z.number().int(), quantity: z.number() }).nullable(),
    /** The cart line's quantity for a product in the user's cart (spec section 3), else 0. */
    quantity: z.number(),
    /** The cart line's amount in pounds (unit price times quantity), else 0. */
    amount: z.number(),
    /** 'name-id' for the level-1, level-2 and level-3 categories. */
    categories: z.array(z.string()),
    /**
     * Not in the spec: 'none', 'otc', 'prescription' (asks a prescription at checkout) or
     * 'controlled' (shown, dispensed only at the branch against a paper prescription).
     */
    medicineClass: medicineClassSchema,
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;

export const categoryNodeSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    level: z.number().int().min(1).max(3),
    image: z.string(),
    parentId: z.number().int().nullable(),
    get children() {
      return z.array(categoryNodeSchema);
    },
  })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof categoryNodeSchema>;

export const categoryRefSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  level: z.number().int(),
  image: z.string(),
  /** Products matching at the current branch (filter data only). */
  count: z.number().int().optional(),
});
export type CategoryRef = z.infer<typeof categoryRefSchema>;

export const filterDataSchema = z
  .object({
    level1Category: categoryRefSchema.nullable(),
    level2Category: categoryRefSchema.nullable(),
    level3Categories: z.array(categoryRefSchema),
    brands: z.array(idName.extend({ image: z.string(), count: z.number().int() })),
    /** Lowest and highest price among the matching products, in pounds. */
    priceRange: z.object({ min: z.number(), max: z.number() }),
  })
  .meta({ id: 'FilterData' });
export type FilterData = z.infer<typeof filterDataSchema>;

export const paginationSchema = z
  .object({
    current: z.number().int(),
    size: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

export const branchSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    deliveryCharge: z.number(),
    district: idName,
    area: idName,
    /** Its delivery settings (docs/decisions/0072): in the branch picker and the current branch. */
    delivery: branchDeliveryAnswer.optional(),
  })
  .meta({ id: 'Branch' });
export type Branch = z.infer<typeof branchSchema>;

export const areaSchema = idName.extend({ childs: z.array(idName) }).meta({ id: 'Area' });
export type Area = z.infer<typeof areaSchema>;

export const carouselSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
});
export type Carousel = z.infer<typeof carouselSchema>;

export const recipeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** HTML; the storefront shows it as text. */
  description: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummarySchema>;

export const recipeSchema = recipeSummarySchema.extend({
  steps: z.array(z.object({ id: z.number().int(), description: z.string() })),
  ingredients: z.array(z.object({ id: z.number().int(), product: productSchema })),
});
export type Recipe = z.infer<typeof recipeSchema>;

/* ---------- requests ---------- */

const listingPage = {
  page: optionalQueryInt((n) => n.min(1).max(100_000)),
  size: optionalQueryInt((n) => n.min(1).max(pageSize.max)),
};

export const productFilterQuery = z
  .object({
    categoryIds: idList(),
    level: optionalQueryInt((n) => n.min(1).max(3)),
    brandIds: idList(),
    priceFrom: optionalQueryNumber((n) => n.min(0).max(1_000_000)),
    priceTo: optionalQueryNumber((n) => n.min(0).max(1_000_000)),
    sort: optionalQueryInt((n) => n.min(1).max(6)),
    deal: optionalQueryFlag(),
    keyword: optionalText(100),
    ...listingPage,
  })
  .refine((q) => q.priceFrom === undefined || q.priceTo === undefined || q.priceFrom <= q.priceTo, {
    message: 'validation.priceRange',
    path: ['priceFrom'],
  });
export type ProductFilterQuery = z.infer<typeof productFilterQuery>;

/** Filter data of a search (`keyword`), of the deals (`deal=1`) or of one brand's page (`brandId`, ours). */
export const productSearchQuery = z.object({
  keyword: optionalText(100),
  deal: optionalQueryFlag(),
  brandId: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
});
export type ProductSearchQuery = z.infer<typeof productSearchQuery>;

export const idParams = z.object({ id: pathId() });
export const categoryShowParams = z.object({
  id: pathId(),
  level: queryInt((n) => n.min(1).max(3)),
});

export const offersQuery = z.object({
  offer_type_id: optionalQueryInt((n) => n.min(1).max(2_147_483_647)),
  ...listingPage,
});
export type OffersQuery = z.infer<typeof offersQuery>;

export const selectBranchBody = z.object({
  branchId: queryInt((n) => n.min(1).max(2_147_483_647)),
  override: optionalQueryFlag(),
});
export type SelectBranchBody = z.infer<typeof selectBranchBody>;

export const homeQuery = z.object({ web: optionalQueryFlag() });

/* ---------- responses ---------- */

export const categoryTreeResponse = envelope(z.object({ categories: z.array(categoryNodeSchema) }));
export const categoryShowResponse = envelope(filterDataSchema.extend({ category: categoryNodeSchema }));
export const areasResponse = envelope(z.object({ areas: z.array(areaSchema) }));
export const branchesResponse = envelope(
  z.object({
    branches: z.array(
      branchSchema.pick({ id: true, name: true, address: true, phone: true, delivery: true }),
    ),
  }),
);
export const currentBranchResponse = envelope(z.object({ branch: branchSchema }));
export const selectBranchResponse = envelope(
  z.object({
    branch: branchSchema,
    /** The branch chosen before (null when none was). */
    previousBranchId: z.number().int().nullable(),
    /** Names of the cart items the new branch does not stock (they left the cart). */
    removedItems: z.array(z.string()),
  }),
);
/** What every guest of a branch sees on the home page; a customer's home adds their own choices (shop.ts). */
export const sharedHomeSchema = z.object({
  carousels: z.array(carouselSchema),
  featuredCategories: z.array(categoryRefSchema),
  products: z.array(productSchema),
  branch: branchSchema,
});
export const productListResponse = envelope(
  z.object({
    products: z.array(productSchema),
    pagination: paginationSchema,
    /**
     * A keyword search that found nothing with every word: the words the results are for (some were
     * left out); absent otherwise.
     */
    showingResultsFor: z.string().optional(),
  }),
);
export const offersResponse = envelope(
  z.object({ products: z.array(productSchema), pagination: paginationSchema, offerTypes: z.array(idName) }),
);
/** A medicine's active ingredients (generic names) and what it is used for, in the language. */
export const pharmacyFactsSchema = z
  .object({
    activeIngredients: z.array(
      z.object({ id: z.number().int(), name: z.string(), strength: z.string().nullable() }),
    ),
    /** A short comma-separated list; null when not known. */
    uses: z.string().nullable(),
  })
  .meta({ id: 'PharmacyFacts' });
export type PharmacyFacts = z.infer<typeof pharmacyFactsSchema>;

export const productDetailResponse = envelope(
  z.object({
    product: productSchema,
    relatedProducts: z.array(productSchema),
    /** Medicines only; null for other products. */
    pharmacy: pharmacyFactsSchema.nullable(),
    /**
     * The branch's delivery time promise for instant orders, in the page's language ('Delivered
     * within about 60 minutes', docs/decisions/0088); null when it promises none or is closed now.
     */
    deliveryPromise: z.string().nullable().optional(),
    /**
     * Uploaded pictures in order (the first is `product.image`), each an 800-px WebP with its alt text
     * in the language (the product's name when none was given); empty: the product's drawn picture.
     */
    pictures: z.array(
      z.object({
        url: z.string(),
        /** The 160-px copy, for the row of small pictures under the large one. */
        thumb: z.string(),
        alt: z.string(),
        width: z.number().int(),
        height: z.number().int(),
      }),
    ),
  }),
);
export type ProductPictureView = z.infer<typeof productDetailResponse>['data']['pictures'][number];

export const suggestQuery = z.object({ keyword: optionalText(100) });
export type SuggestQuery = z.infer<typeof suggestQuery>;

export const suggestionsSchema = z
  .object({
    /** The first matching products the branch sells. */
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        image: z.string(),
        /** Pounds, VAT included; per kg for weighted goods. */
        finalPrice: z.number(),
        unit: z.enum(['piece', 'kg']),
      }),
    ),
    categories: z.array(categoryRefSchema),
    brands: z.array(brandSchema),
  })
  .meta({ id: 'Suggestions' });
export type Suggestions = z.infer<typeof suggestionsSchema>;
export const suggestResponse = envelope(suggestionsSchema);
export const alternativesResponse = envelope(z.object({ alternatives: z.array(productSchema) }));
/**
 * `GET products/{id}/branches`: a product as any branch shows it (name, description, image), and the
 * branches that sell it (`inStock` there now), for a product the current branch does not sell (a link
 * shared from another branch). 404 only when no such product exists.
 */
export const productBranchesResponse = envelope(
  z.object({
    product: z.object({ id: z.number().int(), name: z.string(), description: z.string(), image: z.string() }),
    branches: z.array(z.object({ id: z.number().int(), name: z.string(), inStock: z.boolean() })),
  }),
);
export const filterDataResponse = envelope(filterDataSchema);
export const recipesResponse = envelope(z.object({ recipes: z.array(recipeSummarySchema) }));
export const recipeDetailResponse = envelope(
  z.object({ recipe: recipeSchema, relatedRecipes: z.array(recipeSummarySchema) }),
);
export const healthResponse = envelope(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
);
/** `GET health/live`: the process answers (docs/decisions/0051). */
export const livenessResponse = envelope(z.object({ status: z.literal('live') }));
/** `GET health/ready` (200 ready, 503 not): each check, and whether the instance is shutting down. */
export const readinessResponse = envelope(
  z.object({
    status: z.enum(['ready', 'not_ready']),
    draining: z.boolean(),
    checks: z.object({
      database: z.boolean(),
      migrations: z.boolean(),
      searchIndex: z.boolean(),
      jobRunner: z.boolean(),
    }),
  }),
);
