import { index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue.ts';
import { id, translations } from './columns.ts';

export const carousels = pgTable('carousels', {
  id: id(),
  url: text('url').notNull(),
  color: varchar('color', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const carouselTranslations = translations('carousel_translations', () => carousels.id, {
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull(),
});

export const recipes = pgTable('recipes', {
  id: id(),
  color: varchar('color', { length: 16 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const recipeTranslations = translations('recipe_translations', () => recipes.id, {
  name: text('name').notNull(),
  description: text('description').notNull(),
});

export const recipeSteps = pgTable(
  'recipe_steps',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('recipe_steps_recipe_idx').on(t.recipeId)],
);

export const recipeStepTranslations = translations('recipe_step_translations', () => recipeSteps.id, {
  description: text('description').notNull(),
});

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: id(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId)],
);
