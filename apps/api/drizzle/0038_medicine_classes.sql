-- What a product is as a pharmacist sees it (issue 29, docs/decisions/0054): 'none', 'otc',
-- 'prescription' (asks a prescription at checkout) or 'controlled' (shown, never sold online).
ALTER TABLE "products" ADD COLUMN "medicine_class" varchar(16) DEFAULT 'none' NOT NULL;--> statement-breakpoint
-- A store seeded before this migration: its medicines classified as demo-data/medicine-classes.ts
-- classifies them. Antibiotics (37 amoxicillin, 38 clavulanic acid, 39 azithromycin, 40 fusidic acid,
-- 42 mupirocin, 43 tobramycin) and long-term treatments (44 metformin, 45 glimepiride, 46 bisoprolol,
-- 48 amlodipine, 49 atorvastatin, 50 rosuvastatin) are prescription-only; any other medicine is
-- sold over the counter. On an empty store (before the seed) nothing matches.
UPDATE "products" p SET "medicine_class" = CASE
  WHEN EXISTS (SELECT 1 FROM "product_active_ingredients" i
               WHERE i.product_id = p.id AND i.ingredient_id IN (37, 38, 39, 40, 42, 43, 44, 45, 46, 48, 49, 50))
    THEN 'prescription'
  ELSE 'otc'
END
WHERE EXISTS (SELECT 1 FROM "product_active_ingredients" i WHERE i.product_id = p.id);
