export {
  lineTargets,
  orderPromotionNames,
  orderPromotionOffers,
  type Promotion,
  promotionOffers,
  recordOrderPromotions,
} from './promotion-queries.ts';
