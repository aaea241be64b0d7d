import {
  carouselLimits,
  isLang,
  productPictureLimits,
  responses,
  taxonomyPictureLimits,
} from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { type Db, queryRows } from '../db/client.ts';
import {
  brands,
  brandTranslations,
  carousels,
  carouselTranslations,
  categories,
  products,
  productTranslations,
  recipes,
  recipeTranslations,
} from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import { notFound } from '../http/envelope.ts';
import type { ApiInstance } from '../http/route-types.ts';
import { type FileStorage, pictureCopyKey } from '../storage/index.ts';
import type { ImageShape } from './image-shape.ts';
import { pictureKindOf } from './picture-kind.ts';
import { renderBannerImage } from './render-banner-image.ts';
import { renderBrandImage } from './render-brand-image.ts';
import { renderCategoryImage } from './render-category-image.ts';
import { renderProductImage } from './render-product-image.ts';
import { renderRecipeImage } from './render-recipe-image.ts';

const svgFile = (prefix: string) =>
  z.object({
    file: z
      .string()
      .regex(new RegExp(`^${prefix}(\\d{1,9})\\.svg$`))
      .transform((file) => Number(/(\d+)/.exec(file)![1])),
  });
const bannerFile = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}-(en|ar)\.svg$/)
    .transform((file) => {
      const [id, lang] = file.replace('.svg', '').split('-');
      return { id: Number(id), lang: isLang(lang) ? lang : 'en' };
    }),
});

function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    .send(svg);
}

const svgResponse = responses(z.string(), [404, 422]);

const pictureFileName = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}-\d{2,4}\.webp$/)
    .transform((file) => {
      const [id, size] = file.replace('.webp', '').split('-').map(Number);
      return { id: id!, size: size! };
    })
    .refine((file) => (productPictureLimits.sizes as readonly number[]).includes(file.size)),
});

const slideFileName = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}-\d{1,9}\.webp$/)
    .transform((file) => {
      const [id, version] = file.replace('.webp', '').split('-').map(Number);
      return { id: id!, version: version! };
    }),
});

/** `<id>-<the stored file's name>.webp`: the name changes with the picture (docs/decisions/0083). */
const taxonomyPictureFile = z.object({
  file: z
    .string()
    .regex(/^\d{1,9}-[0-9a-f-]{36}\.webp$/)
    .transform((file) => {
      const at = file.indexOf('-');
      return { id: Number(file.slice(0, at)), name: file.slice(at + 1, -'.webp'.length) };
    }),
});

/** Where uploaded product pictures are read from (catalogue/product-pictures.ts stores them). */
export interface UploadedPictures {
  storage: FileStorage;
  find: (pictureId: number) => Promise<{ key: string } | null>;
}

/**
 * Pictures drawn from the catalogue's own data (nothing downloaded or stored), and the WebP copies of
 * the pictures staff upload.
 */
export async function mediaRoutes(
  app: ApiInstance,
  { db, pictures }: { db: Db; pictures: UploadedPictures },
) {
  app.get(
    '/media/pictures/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'An uploaded product picture, WebP at 160, 400 or 800 px (`<id>-<size>.webp`)',
        params: pictureFileName,
        response: responses(z.unknown(), [404, 422]),
      },
    },
    async (request, reply) => {
      const { id, size } = request.params.file;
      const found = await pictures.find(id);
      const stored = found && (await pictures.storage.get(pictureCopyKey(found.key, size)));
      if (!stored) throw notFound();
      // The id names one picture for ever (a new upload is a new id): cached as long as a browser will.
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(stored.bytes))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stored.body);
    },
  );

  app.get(
    '/media/products/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Product picture (SVG)',
        params: svgFile('p-'),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({
          shape: products.imageShape,
          color: products.imageColor,
          form: products.dosageForm,
          name: productTranslations.name,
        })
        .from(products)
        .innerJoin(productTranslations, inLang(productTranslations, products.id, 'en'))
        .where(eq(products.id, request.params.file));
      if (!row) throw notFound('error.productNotFound');
      // The English name says which fruit or cut it is; no words are drawn (one file, both languages).
      return sendSvg(
        reply,
        renderProductImage({
          id: request.params.file,
          shape: pictureKindOf(row.shape as ImageShape, row.name, row.form),
          color: row.color,
        }),
      );
    },
  );

  app.get(
    '/media/categories/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Category tile (SVG)',
        params: svgFile('c-'),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const id = request.params.file;
      const [row] = await queryRows<{ name: string; top: number }>(
        db,
        sql`
        select t.name, coalesce(gp.id, p.id, c.id) as top
        from categories c
        join category_translations t on t.owner_id = c.id and t.lang = 'en'
        left join categories p on p.id = c.parent_id
        left join categories gp on gp.id = p.parent_id
        where c.id = ${id}`,
      );
      if (!row) throw notFound('error.categoryNotFound');
      return sendSvg(reply, renderCategoryImage({ id, label: row.name, topLevelId: Number(row.top) }));
    },
  );

  app.get(
    '/media/brands/:file',
    {
      schema: { tags: ['media'], summary: 'Brand logo (SVG)', params: svgFile('b-'), response: svgResponse },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ name: brandTranslations.name })
        .from(brandTranslations)
        .where(and(eq(brandTranslations.ownerId, request.params.file), eq(brandTranslations.lang, 'en')));
      if (!row) throw notFound();
      return sendSvg(reply, renderBrandImage({ id: request.params.file, name: row.name }));
    },
  );

  app.get(
    '/media/banners/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Hero banner in one language (SVG)',
        params: bannerFile,
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const { id, lang } = request.params.file;
      const [row] = await db
        .select({
          title: carouselTranslations.title,
          subtitle: carouselTranslations.subtitle,
          color: carousels.color,
        })
        .from(carousels)
        .innerJoin(carouselTranslations, inLang(carouselTranslations, carousels.id, lang))
        .where(eq(carousels.id, id));
      if (!row) throw notFound();
      return sendSvg(reply, renderBannerImage({ id, ...row, rtl: lang === 'ar' }));
    },
  );

  app.get(
    '/media/slides/:file',
    {
      schema: {
        tags: ['media'],
        summary: "A home slide's uploaded picture, WebP 1200 px (`<slide id>-<version>.webp`)",
        params: slideFileName,
        response: responses(z.unknown(), [404, 422]),
      },
    },
    async (request, reply) => {
      const { id, version } = request.params.file;
      const [row] = await db
        .select({ key: carousels.pictureKey, version: carousels.version })
        .from(carousels)
        .where(eq(carousels.id, id));
      const stored =
        row?.key && (await pictures.storage.get(pictureCopyKey(row.key, carouselLimits.sizes[0])));
      if (!row || !stored) throw notFound();
      // The version in the name changes with every edit: that name is kept for ever by browsers; an
      // older name (a page cached a few seconds) gets today's picture, briefly.
      return reply
        .header('content-type', 'image/webp')
        .header('content-length', String(stored.bytes))
        .header(
          'cache-control',
          row.version === version ? 'public, max-age=31536000, immutable' : 'public, max-age=60',
        )
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(stored.body);
    },
  );

  // Categories' and brands' uploaded pictures (docs/decisions/0083), their 300 px WebP copy.
  for (const [path, table, what] of [
    ['/media/category-pictures/:file', categories, 'category'],
    ['/media/brand-pictures/:file', brands, 'brand'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: ['media'],
          summary: `A ${what}'s uploaded picture, WebP 300 px (\`<${what} id>-<picture name>.webp\`)`,
          params: taxonomyPictureFile,
          response: responses(z.unknown(), [404, 422]),
        },
      },
      async (request, reply) => {
        const { id, name } = request.params.file;
        const [row] = await db.select({ key: table.pictureKey }).from(table).where(eq(table.id, id));
        const stored =
          row?.key && (await pictures.storage.get(pictureCopyKey(row.key, taxonomyPictureLimits.sizes[0])));
        if (!row?.key || !stored) throw notFound();
        // The name is the picture's: kept for ever by browsers; an older name (a page cached a few
        // seconds before a replacement) gets today's picture, briefly.
        const current = row.key.slice(row.key.lastIndexOf('/') + 1).startsWith(`${name}.`);
        return reply
          .header('content-type', 'image/webp')
          .header('content-length', String(stored.bytes))
          .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=60')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(stored.body);
      },
    );
  }

  app.get(
    '/media/recipes/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Recipe picture (SVG)',
        params: svgFile('r-'),
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ name: recipeTranslations.name, color: recipes.color })
        .from(recipes)
        .innerJoin(recipeTranslations, inLang(recipeTranslations, recipes.id, 'en'))
        .where(eq(recipes.id, request.params.file));
      if (!row) throw notFound('error.recipeNotFound');
      return sendSvg(reply, renderRecipeImage({ id: request.params.file, ...row }));
    },
  );
}
