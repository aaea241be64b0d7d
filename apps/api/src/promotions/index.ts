export {
  lineTargets,
  orderPromotionNames,
  orderPromotionOffers,
  type Promotion,
  promotionOffers,
  recordOrderPromotions,
  repricedOrderPromotions,
} from './promotion-queries.ts';
