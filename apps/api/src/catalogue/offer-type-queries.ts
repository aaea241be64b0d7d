import type { IdName, Lang } from '@store/contract';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { offerTypes, offerTypeTranslations } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';

export function listOfferTypes(db: Db, lang: Lang): Promise<IdName[]> {
  return db
    .select({ id: offerTypes.id, name: offerTypeTranslations.name })
    .from(offerTypes)
    .innerJoin(offerTypeTranslations, inLang(offerTypeTranslations, offerTypes.id, lang))
    .orderBy(asc(offerTypes.id));
}
