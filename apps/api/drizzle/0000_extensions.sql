-- Keyword search runs in PostgreSQL on both drivers (PGlite and a server): trigram indexes for
-- substring and one-typo matches, over text folded by store_normalize().
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Folds what Egyptians type interchangeably: case; hamza forms of alef (أ إ آ ٱ -> ا); taa marbuta -> haa;
-- alef maqsura -> yaa; Arabic-Indic and Persian digits -> 0-9; drops diacritics (tashkeel), tatweel and
-- apostrophes; other punctuation becomes a space; runs of spaces collapse. The same function folds the
-- stored search text and the customer's keyword, so both sides always agree.
CREATE OR REPLACE FUNCTION store_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(
      regexp_replace(
        translate(lower(coalesce(input, '')),
          'أإآٱةى٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹',
          'ااااهي01234567890123456789'),
        '[\u064B-\u065F\u0670\u0640''’`]', '', 'g'),
      '[^[:alnum:]\u0600-\u06FF]+', ' ', 'g'),
    '\s+', ' ', 'g'))
$$;
