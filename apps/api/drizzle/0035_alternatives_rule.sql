-- Alternatives follow one rule over the products' own facts (issue 25, docs/decisions/0048): the
-- form a medicine is taken in and who a product is for join its active ingredients and uses. The
-- stored list of price neighbours it replaces offered lozenges for a decongestant.
ALTER TABLE "products" ADD COLUMN "dosage_form" varchar(16);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "population" varchar(8) DEFAULT 'all' NOT NULL;--> statement-breakpoint
DROP TABLE "product_alternatives";--> statement-breakpoint
-- A store seeded before this migration: its medicines' forms read from their English names, as
-- demo-data/dosage-facts.ts reads them (the more particular words first). A medicine with no form
-- gets no alternatives.
UPDATE "products" p SET "dosage_form" = CASE
  WHEN t.name ~* '\mlozenges?\M' THEN 'lozenge'
  WHEN t.name ~* '\meye drops\M' THEN 'eye-drops'
  WHEN t.name ~* '\mnasal spray\M' THEN 'nasal-spray'
  WHEN t.name ~* '\mnasal drops\M' THEN 'nasal-drops'
  WHEN t.name ~* '\msuppositor' THEN 'suppository'
  WHEN t.name ~* '\meffervescent\M' THEN 'effervescent'
  WHEN t.name ~* '\mchewable\M' THEN 'chewable'
  WHEN t.name ~* '\mjell(y|ies)\M' THEN 'jelly'
  WHEN t.name ~* '\mampoules?\M' THEN 'ampoule'
  WHEN t.name ~* '\msachets?\M' THEN 'sachet'
  WHEN t.name ~* '\msuspension\M' THEN 'suspension'
  WHEN t.name ~* '\msyrup\M' THEN 'syrup'
  WHEN t.name ~* '\m(emul)?gel\M' THEN 'gel'
  WHEN t.name ~* '\mointment\M' THEN 'ointment'
  WHEN t.name ~* '\mcream\M' THEN 'cream'
  WHEN t.name ~* '\mantiseptic (liquid|solution)\M' THEN 'skin-liquid'
  WHEN t.name ~* '\mliquid\M' THEN 'oral-liquid'
  WHEN t.name ~* '\mcapsules?\M' THEN 'capsule'
  WHEN t.name ~* '\mtablets?\M' THEN 'tablet'
END
FROM "product_translations" t
WHERE t.owner_id = p.id AND t.lang = 'en'
  AND EXISTS (SELECT 1 FROM "product_active_ingredients" i WHERE i.product_id = p.id);--> statement-breakpoint
-- Who each product is for, as dosage-facts.ts decides it: level-1 category 4 is 'Baby products',
-- level-3 category 113 'Kids vitamins'.
UPDATE "products" p SET "population" = CASE
  WHEN t.name ~* '\m(baby|infant)\M' OR coalesce(t.uses, '') ~ '\mbabies\M' OR p.category1_id = 4 THEN 'baby'
  WHEN t.name ~* '\m(children|kids?|wellkid)\M' OR coalesce(t.uses, '') ~ '\mchildren\M' OR p.category_id = 113
    OR t.name ~ '^(Augmentin 457 mg/5 ml suspension|Zithromax 200 mg/5 ml suspension|Antinal suspension)' THEN 'child'
  WHEN t.name ~* '\madults?\M' OR p.dosage_form IN ('tablet', 'capsule', 'effervescent', 'chewable', 'suppository') THEN 'adult'
  ELSE 'all'
END
FROM "product_translations" t
WHERE t.owner_id = p.id AND t.lang = 'en';--> statement-breakpoint
-- A single-ingredient medicine with no strength takes the one printed in its name ('Brufen 600 mg').
UPDATE "product_active_ingredients" i SET "strength" = substring(t.name from '(?i)(\d[\d,.]*\s?(?:mg|mcg|g|%|iu)(?:/\s?\d+\s?ml)?)(?![a-z])')
FROM "product_translations" t
WHERE t.owner_id = i.product_id AND t.lang = 'en' AND i.strength IS NULL
  AND (SELECT count(*) FROM "product_active_ingredients" o WHERE o.product_id = i.product_id) = 1;
