import { boardTimersSchema } from './board-timers.ts';
import { branchDeliveryBody, branchHolidayBody, staffBranchDeliveryResponse } from './branch-delivery.ts';
import {
  staffCarouselCreateBody,
  staffCarouselDeleteBody,
  staffCarouselEditBody,
  staffCarouselMoveBody,
  staffCarouselResponse,
  staffCarouselVisibilityBody,
} from './carousel.ts';
import { idParams } from './catalogue.ts';
import {
  contentPageParams,
  contentPageVersionParams,
  staffContentPageBody,
  staffContentPageResponse,
  staffContentPagesResponse,
  staffContentPreviewBody,
  staffContentPreviewResponse,
  staffContentRestoreBody,
  staffContentVersionResponse,
} from './content-pages.ts';
import { staffBranchZonesResponse, staffSetBranchZonesBody } from './delivery-zones.ts';
import {
  staffOrderItemParams,
  staffOrderPacksResponse,
  staffPackScanBody,
  staffPackScanResponse,
  staffPacksWaiveBody,
} from './dispensing.ts';
import { staffDealProductsBody, staffFeaturedCategoriesBody, staffHomePicksResponse } from './home-picks.ts';
import { staffMarketingBody, staffMarketingResponse, staffMarketingSentResponse } from './marketing.ts';
import {
  staffMedicineClassBody,
  staffMedicineClassResponse,
  staffPharmacistCheckResponse,
  staffRefuseLineBody,
} from './medicines.ts';
import { get, type Operation, post } from './operation.ts';
import {
  staffPrescriptionResponse,
  staffPrescriptionsQuery,
  staffPrescriptionsResponse,
  staffQuoteBody,
  staffQuoteProductsQuery,
  staffQuoteProductsResponse,
  staffRejectBody,
} from './prescriptions.ts';
import {
  privacyNoticeVersionParams,
  staffPrivacyNoticeDraftBody,
  staffPrivacyNoticePublishBody,
  staffPrivacyNoticeResponse,
  staffPrivacyNoticeVersionResponse,
} from './privacy-notice.ts';
import {
  breachCreateBody,
  breachCustomersResponse,
  breachNotifyResponse,
  breachReportedBody,
  privacyHolidayBody,
  privacyHolidayRemoveBody,
  privacyHolidaysResponse,
  staffBreachesResponse,
  staffBreachResponse,
  staffPrivacyAnswerBody,
  staffPrivacyRequestResponse,
  staffPrivacyRequestsResponse,
  staffRecordPrivacyRequestBody,
} from './privacy-requests.ts';
import {
  staffCashRefundBody,
  staffCashRefundResponse,
  staffReturnDecideBody,
  staffReturnPickupBody,
  staffReturnReceiveBody,
  staffReturnRefundBody,
  staffReturnResponse,
  staffReturnsQuery,
  staffReturnsResponse,
} from './returns.ts';
import {
  courierCashQuery,
  courierCashResponse,
  courierDeliveredBody,
  courierMessageResponse,
  courierOrdersResponse,
  courierUnreachableBody,
  staffAlternativesQuery,
  staffAlternativesResponse,
  staffAssignCourierBody,
  staffAuditQuery,
  staffAuditResponse,
  staffBoardTimersResponse,
  staffCancelBody,
  staffCancellationReasonsResponse,
  staffCouriersQuery,
  staffCouriersResponse,
  staffDisableResponse,
  staffLoginBody,
  staffLoginResponse,
  staffLogoutResponse,
  staffMeResponse,
  staffOrderResponse,
  staffOrderStatusBody,
  staffOrdersQuery,
  staffOrdersResponse,
  staffSlotsQuery,
  staffSlotsResponse,
  staffSubstitutionsBody,
  staffSubstitutionsResponse,
  staffSynonymBody,
  staffSynonymDeleteResponse,
  staffSynonymResponse,
  staffSynonymsResponse,
  staffWeightsBody,
} from './staff.ts';
import {
  staffBranchParams,
  staffBranchRowBody,
  staffCatalogueProductResponse,
  staffCatalogueQuery,
  staffCatalogueResponse,
  staffStockAdjustmentBody,
  staffStockLedgerQuery,
  staffStockLedgerResponse,
} from './staff-catalogue.ts';
import {
  staffAccountActionResponse,
  staffAccountBody,
  staffAccountResponse,
  staffAccountsQuery,
  staffAccountsResponse,
  staffAuthenticatorResponse,
  staffCustomerResponse,
  staffCustomersQuery,
  staffCustomersResponse,
  staffPhoneConflictResolveBody,
  staffPhoneConflictsResponse,
  staffSetPasswordBody,
  staffSetPasswordResponse,
} from './staff-people.ts';
import {
  staffCatalogueChoicesResponse,
  staffPictureAddBody,
  staffPictureAltBody,
  staffPictureMoveBody,
  staffPictureParams,
  staffProductCreateBody,
  staffProductDetailsResponse,
  staffProductEditBody,
  staffProductVisibilityBody,
} from './staff-products.ts';
import {
  staffPromotionCreateBody,
  staffPromotionEditBody,
  staffPromotionEndBody,
  staffPromotionResponse,
  staffPromotionsResponse,
  staffPromotionUsageResponse,
} from './staff-promotions.ts';
import { staffReportQuery, staffReportResponse } from './staff-reports.ts';
import {
  staffBrandCreateBody,
  staffBrandEditBody,
  staffBrandResponse,
  staffBrandsQuery,
  staffBrandsResponse,
  staffCategoriesResponse,
  staffCategoryCreateBody,
  staffCategoryEditBody,
  staffCategoryOrderBody,
  staffCategoryResponse,
  staffMoveProductsBody,
  staffMoveProductsResponse,
  staffTaxonomyDeleteResponse,
  staffTaxonomyPictureBody,
  staffVersionBody,
  staffVisibilityBody,
} from './staff-taxonomy.ts';
import {
  staffBatchesResponse,
  staffChainRecallBody,
  staffChainRecallResponse,
  staffExpiryCutoffBody,
  staffExpiryCutoffResponse,
  staffNearExpiryQuery,
  staffNearExpiryResponse,
  staffRecallBatchBody,
  staffRecallResponse,
  staffReceiveBatchBody,
  staffWriteOffBatchBody,
} from './stock-batches.ts';
import { stockImportCheckBody, stockImportCreateBody, stockImportResponse } from './stock-import.ts';
import {
  staffContactMessagesQuery,
  staffContactMessagesResponse,
  staffSupportIssueResponse,
  staffSupportIssuesResponse,
  staffSupportQuery,
  supportReplyBody,
} from './support.ts';

/**
 * The staff console's operations (`/api/staff`, docs/decisions/0022), called with the staff
 * member's token: the same table as the storefront's (`operations`), so the console's calls and the
 * API's routes are checked against each other in `apps/api/src/test/operations.api.test.ts`. The
 * live events (`GET /staff/events`, Server-Sent Events) and the CSV downloads are streams, not
 * operations.
 */
export const staffOperations = {
  staffLogin: post('/staff/login', { body: staffLoginBody, response: staffLoginResponse }),
  staffLogout: post('/staff/logout', { response: staffLogoutResponse }),
  staffMe: get('/staff/me', { response: staffMeResponse }),
  staffOrders: get('/staff/orders', { query: staffOrdersQuery, response: staffOrdersResponse }),
  staffOrder: get('/staff/orders/:id', { params: idParams, response: staffOrderResponse }),
  staffChangeStatus: post('/staff/orders/:id/status', {
    params: idParams,
    body: staffOrderStatusBody,
    response: staffOrderResponse,
  }),
  staffCancelOrder: post('/staff/orders/:id/cancel', {
    params: idParams,
    body: staffCancelBody,
    response: staffOrderResponse,
  }),
  staffRequestSubstitutions: post('/staff/orders/:id/substitutions', {
    params: idParams,
    body: staffSubstitutionsBody,
    response: staffSubstitutionsResponse,
  }),
  staffAlternativesCandidates: get('/staff/orders/:id/alternatives-candidates', {
    params: idParams,
    query: staffAlternativesQuery,
    response: staffAlternativesResponse,
  }),
  staffWeighItems: post('/staff/orders/:id/weights', {
    params: idParams,
    body: staffWeightsBody,
    response: staffOrderResponse,
  }),
  staffCancellationReasons: get('/staff/cancellation-reasons', {
    response: staffCancellationReasonsResponse,
  }),
  staffDeliverySlots: get('/staff/delivery-slots', { query: staffSlotsQuery, response: staffSlotsResponse }),
  staffAuditLog: get('/staff/audit-log', { query: staffAuditQuery, response: staffAuditResponse }),
  staffPrescriptions: get('/staff/prescriptions', {
    query: staffPrescriptionsQuery,
    response: staffPrescriptionsResponse,
  }),
  staffPrescription: get('/staff/prescriptions/:id', {
    params: idParams,
    response: staffPrescriptionResponse,
  }),
  staffQuoteProducts: get('/staff/prescriptions/:id/products', {
    params: idParams,
    query: staffQuoteProductsQuery,
    response: staffQuoteProductsResponse,
  }),
  staffQuote: post('/staff/prescriptions/:id/quote', {
    params: idParams,
    body: staffQuoteBody,
    response: staffPrescriptionResponse,
  }),
  staffRejectPrescription: post('/staff/prescriptions/:id/reject', {
    params: idParams,
    body: staffRejectBody,
    response: staffPrescriptionResponse,
  }),
  staffSupportIssues: get('/staff/support/issues', {
    query: staffSupportQuery,
    response: staffSupportIssuesResponse,
  }),
  staffSupportIssue: get('/staff/support/issues/:id', {
    params: idParams,
    response: staffSupportIssueResponse,
  }),
  staffReplySupport: post('/staff/support/issues/:id/reply', {
    params: idParams,
    body: supportReplyBody,
    response: staffSupportIssueResponse,
  }),
  staffCloseSupport: post('/staff/support/issues/:id/close', {
    params: idParams,
    response: staffSupportIssueResponse,
  }),
  staffContactMessages: get('/staff/support/contact-messages', {
    query: staffContactMessagesQuery,
    response: staffContactMessagesResponse,
  }),
  staffSynonyms: get('/staff/synonyms', { response: staffSynonymsResponse }),
  staffAddSynonym: post('/staff/synonyms', { body: staffSynonymBody, response: staffSynonymResponse }),
  staffChangeSynonym: post('/staff/synonyms/:id', {
    params: idParams,
    body: staffSynonymBody,
    response: staffSynonymResponse,
  }),
  staffDeleteSynonym: post('/staff/synonyms/:id/delete', {
    params: idParams,
    response: staffSynonymDeleteResponse,
  }),
  staffCouriers: get('/staff/couriers', { query: staffCouriersQuery, response: staffCouriersResponse }),
  staffAssignCourier: post('/staff/orders/:id/courier', {
    params: idParams,
    body: staffAssignCourierBody,
    response: staffOrderResponse,
  }),
  staffCourierCash: get('/staff/couriers/cash', { query: courierCashQuery, response: courierCashResponse }),
  courierOrders: get('/staff/courier/orders', { response: courierOrdersResponse }),
  courierDelivered: post('/staff/courier/orders/:id/delivered', {
    params: idParams,
    body: courierDeliveredBody,
    response: courierMessageResponse,
  }),
  courierUnreachable: post('/staff/courier/orders/:id/unreachable', {
    params: idParams,
    body: courierUnreachableBody,
    response: courierMessageResponse,
  }),
  staffSetBoardTimers: post('/staff/branches/:id/board-timers', {
    params: idParams,
    body: boardTimersSchema,
    response: staffBoardTimersResponse,
  }),
  /** A branch's delivery settings (docs/decisions/0072): read by its staff, changed by managers and admins. */
  staffBranchDelivery: get('/staff/branches/:id/delivery', {
    params: idParams,
    response: staffBranchDeliveryResponse,
  }),
  staffSetBranchDelivery: post('/staff/branches/:id/delivery', {
    params: idParams,
    body: branchDeliveryBody,
    response: staffBranchDeliveryResponse,
    typed: true,
  }),
  /** A branch's holidays (closed all day): added and removed one day at a time, like its settings. */
  staffAddBranchHoliday: post('/staff/branches/:id/holidays', {
    params: idParams,
    body: branchHolidayBody,
    response: staffBranchDeliveryResponse,
    typed: true,
  }),
  staffRemoveBranchHoliday: post('/staff/branches/:id/holidays/remove', {
    params: idParams,
    body: branchHolidayBody,
    response: staffBranchDeliveryResponse,
    typed: true,
  }),
  /** A branch's delivery zones (docs/decisions/0087): read by its staff, drawn by managers and admins. */
  staffBranchZones: get('/staff/branches/:id/zones', {
    params: idParams,
    response: staffBranchZonesResponse,
  }),
  staffSetBranchZones: post('/staff/branches/:id/zones', {
    params: idParams,
    body: staffSetBranchZonesBody,
    response: staffBranchZonesResponse,
    typed: true,
  }),
  staffReportsDashboard: get('/staff/reports/dashboard', {
    query: staffReportQuery,
    response: staffReportResponse,
  }),
  staffAccounts: get('/staff/accounts', { query: staffAccountsQuery, response: staffAccountsResponse }),
  staffCreateAccount: post('/staff/accounts', { body: staffAccountBody, response: staffAccountResponse }),
  staffAccount: get('/staff/accounts/:id', { params: idParams, response: staffAccountResponse }),
  staffEditAccount: post('/staff/accounts/:id', {
    params: idParams,
    body: staffAccountBody,
    response: staffAccountResponse,
  }),
  staffDisableAccount: post('/staff/accounts/:id/disable', {
    params: idParams,
    response: staffDisableResponse,
  }),
  staffEnableAccount: post('/staff/accounts/:id/enable', {
    params: idParams,
    response: staffAccountActionResponse,
  }),
  staffResetAccountPassword: post('/staff/accounts/:id/password-reset', {
    params: idParams,
    response: staffAccountActionResponse,
  }),
  staffEnrolAuthenticator: post('/staff/accounts/:id/authenticator', {
    params: idParams,
    response: staffAuthenticatorResponse,
  }),
  staffRemoveAuthenticator: post('/staff/accounts/:id/authenticator/remove', {
    params: idParams,
    response: staffAccountActionResponse,
  }),
  staffSetPassword: post('/staff/password', {
    body: staffSetPasswordBody,
    response: staffSetPasswordResponse,
  }),
  staffCustomers: get('/staff/customers', { query: staffCustomersQuery, response: staffCustomersResponse }),
  staffPhoneConflicts: get('/staff/customers/phone-conflicts', { response: staffPhoneConflictsResponse }),
  staffResolvePhoneConflict: post('/staff/customers/phone-conflicts/:id/resolve', {
    params: idParams,
    body: staffPhoneConflictResolveBody,
    response: staffPhoneConflictsResponse,
    typed: true,
  }),
  staffCustomer: get('/staff/customers/:id', { params: idParams, response: staffCustomerResponse }),
  staffCatalogue: get('/staff/catalogue/products', {
    query: staffCatalogueQuery,
    response: staffCatalogueResponse,
  }),
  staffCatalogueProduct: get('/staff/catalogue/products/:id', {
    params: idParams,
    response: staffCatalogueProductResponse,
  }),
  staffEditBranchRow: post('/staff/catalogue/products/:id/branches/:branchId', {
    params: staffBranchParams,
    body: staffBranchRowBody,
    response: staffCatalogueProductResponse,
    typed: true,
  }),
  staffAdjustStock: post('/staff/catalogue/products/:id/branches/:branchId/stock', {
    params: staffBranchParams,
    body: staffStockAdjustmentBody,
    response: staffCatalogueProductResponse,
    typed: true,
  }),
  staffStockLedger: get('/staff/catalogue/products/:id/branches/:branchId/stock', {
    params: staffBranchParams,
    query: staffStockLedgerQuery,
    response: staffStockLedgerResponse,
  }),
  staffCatalogueChoices: get('/staff/catalogue/choices', { response: staffCatalogueChoicesResponse }),
  staffProductDetails: get('/staff/catalogue/products/:id/details', {
    params: idParams,
    response: staffProductDetailsResponse,
  }),
  staffCreateProduct: post('/staff/catalogue/products', {
    body: staffProductCreateBody,
    response: staffProductDetailsResponse,
    typed: true,
  }),
  staffEditProduct: post('/staff/catalogue/products/:id/details', {
    params: idParams,
    body: staffProductEditBody,
    response: staffProductDetailsResponse,
    typed: true,
  }),
  staffProductVisibility: post('/staff/catalogue/products/:id/visibility', {
    params: idParams,
    body: staffProductVisibilityBody,
    response: staffProductDetailsResponse,
    typed: true,
  }),
  staffAddProductPicture: post('/staff/catalogue/products/:id/pictures', {
    params: idParams,
    body: staffPictureAddBody,
    response: staffProductDetailsResponse,
    typed: true,
  }),
  staffEditProductPicture: post('/staff/catalogue/products/:id/pictures/:pictureId', {
    params: staffPictureParams,
    body: staffPictureAltBody,
    response: staffProductDetailsResponse,
    typed: true,
  }),
  staffMoveProductPicture: post('/staff/catalogue/products/:id/pictures/:pictureId/move', {
    params: staffPictureParams,
    body: staffPictureMoveBody,
    response: staffProductDetailsResponse,
    typed: true,
  }),
  staffDeleteProductPicture: post('/staff/catalogue/products/:id/pictures/:pictureId/delete', {
    params: staffPictureParams,
    response: staffProductDetailsResponse,
  }),
  staffCreateStockImport: post('/staff/catalogue/imports', {
    body: stockImportCreateBody,
    response: stockImportResponse,
    typed: true,
  }),
  staffStockImport: get('/staff/catalogue/imports/:id', { params: idParams, response: stockImportResponse }),
  staffCheckStockImport: post('/staff/catalogue/imports/:id/check', {
    params: idParams,
    body: stockImportCheckBody,
    response: stockImportResponse,
    typed: true,
  }),
  staffApplyStockImport: post('/staff/catalogue/imports/:id/apply', {
    params: idParams,
    response: stockImportResponse,
  }),
  staffMedicineClass: post('/staff/medicines/products/:id/class', {
    params: idParams,
    body: staffMedicineClassBody,
    response: staffMedicineClassResponse,
    typed: true,
  }),
  staffApprovePrescriptionLines: post('/staff/medicines/orders/:id/approve', {
    params: idParams,
    response: staffPharmacistCheckResponse,
  }),
  staffRefusePrescriptionLine: post('/staff/medicines/orders/:id/refuse', {
    params: idParams,
    body: staffRefuseLineBody,
    response: staffPharmacistCheckResponse,
  }),
  staffScanPack: post('/staff/orders/:id/items/:itemId/packs', {
    params: staffOrderItemParams,
    body: staffPackScanBody,
    response: staffPackScanResponse,
  }),
  staffOrderPacks: get('/staff/orders/:id/packs', { params: idParams, response: staffOrderPacksResponse }),
  staffWaivePacks: post('/staff/orders/:id/packs/waive', {
    params: idParams,
    body: staffPacksWaiveBody,
    response: staffOrderPacksResponse,
    typed: true,
  }),
  // Categories and brands (docs/decisions/0071): read by the catalogue's readers, edited by admins.
  staffCategories: get('/staff/catalogue/categories', { response: staffCategoriesResponse }),
  staffCreateCategory: post('/staff/catalogue/categories', {
    body: staffCategoryCreateBody,
    response: staffCategoryResponse,
    typed: true,
  }),
  staffEditCategory: post('/staff/catalogue/categories/:id', {
    params: idParams,
    body: staffCategoryEditBody,
    response: staffCategoryResponse,
    typed: true,
  }),
  staffCategoryVisibility: post('/staff/catalogue/categories/:id/visibility', {
    params: idParams,
    body: staffVisibilityBody,
    response: staffCategoryResponse,
    typed: true,
  }),
  staffCategoryOrder: post('/staff/catalogue/categories/:id/order', {
    params: idParams,
    body: staffCategoryOrderBody,
    response: staffCategoryResponse,
    typed: true,
  }),
  /** An uploaded picture, replaced or removed (docs/decisions/0083). */
  staffCategoryPicture: post('/staff/catalogue/categories/:id/picture', {
    params: idParams,
    body: staffTaxonomyPictureBody,
    response: staffCategoryResponse,
    typed: true,
  }),
  staffDeleteCategory: post('/staff/catalogue/categories/:id/delete', {
    params: idParams,
    body: staffVersionBody,
    response: staffTaxonomyDeleteResponse,
    typed: true,
  }),
  staffMoveCategoryProducts: post('/staff/catalogue/categories/:id/move-products', {
    params: idParams,
    body: staffMoveProductsBody,
    response: staffMoveProductsResponse,
    typed: true,
  }),
  staffBrands: get('/staff/catalogue/brands', { query: staffBrandsQuery, response: staffBrandsResponse }),
  staffCreateBrand: post('/staff/catalogue/brands', {
    body: staffBrandCreateBody,
    response: staffBrandResponse,
    typed: true,
  }),
  staffEditBrand: post('/staff/catalogue/brands/:id', {
    params: idParams,
    body: staffBrandEditBody,
    response: staffBrandResponse,
    typed: true,
  }),
  staffBrandVisibility: post('/staff/catalogue/brands/:id/visibility', {
    params: idParams,
    body: staffVisibilityBody,
    response: staffBrandResponse,
    typed: true,
  }),
  staffBrandPicture: post('/staff/catalogue/brands/:id/picture', {
    params: idParams,
    body: staffTaxonomyPictureBody,
    response: staffBrandResponse,
    typed: true,
  }),
  staffDeleteBrand: post('/staff/catalogue/brands/:id/delete', {
    params: idParams,
    body: staffVersionBody,
    response: staffTaxonomyDeleteResponse,
    typed: true,
  }),
  staffMoveBrandProducts: post('/staff/catalogue/brands/:id/move-products', {
    params: idParams,
    body: staffMoveProductsBody,
    response: staffMoveProductsResponse,
    typed: true,
  }),
  /** Batches and expiry (docs/decisions/0075). */
  staffStockBatches: get('/staff/catalogue/products/:id/branches/:branchId/batches', {
    params: staffBranchParams,
    response: staffBatchesResponse,
  }),
  staffReceiveBatch: post('/staff/catalogue/products/:id/branches/:branchId/batches', {
    params: staffBranchParams,
    body: staffReceiveBatchBody,
    response: staffBatchesResponse,
    typed: true,
  }),
  staffRecallBatch: post('/staff/catalogue/products/:id/branches/:branchId/batches/recall', {
    params: staffBranchParams,
    body: staffRecallBatchBody,
    response: staffRecallResponse,
    typed: true,
  }),
  /** Batches, the rest (docs/decisions/0079): a recall at every branch at once, and writing off a withdrawn batch. */
  staffRecallBatchChain: post('/staff/catalogue/products/:id/batches/recall', {
    params: idParams,
    body: staffChainRecallBody,
    response: staffChainRecallResponse,
    typed: true,
  }),
  staffWriteOffBatch: post('/staff/catalogue/products/:id/branches/:branchId/batches/write-off', {
    params: staffBranchParams,
    body: staffWriteOffBatchBody,
    response: staffBatchesResponse,
    typed: true,
  }),
  staffSetExpiryCutoff: post('/staff/stock/expiry-cutoff', {
    body: staffExpiryCutoffBody,
    response: staffExpiryCutoffResponse,
    typed: true,
  }),
  staffNearExpiry: get('/staff/branches/:id/near-expiry', {
    params: idParams,
    query: staffNearExpiryQuery,
    response: staffNearExpiryResponse,
  }),
  // Promotions (docs/decisions/0076): admins every one, branch managers those at their branches only.
  staffPromotions: get('/staff/promotions', { response: staffPromotionsResponse }),
  staffCreatePromotion: post('/staff/promotions', {
    body: staffPromotionCreateBody,
    response: staffPromotionResponse,
    typed: true,
  }),
  staffPromotion: get('/staff/promotions/:id', { params: idParams, response: staffPromotionResponse }),
  staffEditPromotion: post('/staff/promotions/:id', {
    params: idParams,
    body: staffPromotionEditBody,
    response: staffPromotionResponse,
    typed: true,
  }),
  staffEndPromotion: post('/staff/promotions/:id/end', {
    params: idParams,
    body: staffPromotionEndBody,
    response: staffPromotionResponse,
    typed: true,
  }),
  staffPromotionUsage: get('/staff/promotions/:id/usage', {
    params: idParams,
    response: staffPromotionUsageResponse,
  }),
  // The static pages (docs/decisions/0077): admins edit both languages, preview, and restore a version.
  staffContentPages: get('/staff/content/pages', { response: staffContentPagesResponse }),
  staffContentPage: get('/staff/content/pages/:slug', {
    params: contentPageParams,
    response: staffContentPageResponse,
  }),
  staffContentPageVersion: get('/staff/content/pages/:slug/versions/:version', {
    params: contentPageVersionParams,
    response: staffContentVersionResponse,
  }),
  staffSaveContentPage: post('/staff/content/pages/:slug', {
    params: contentPageParams,
    body: staffContentPageBody,
    response: staffContentPageResponse,
    typed: true,
  }),
  staffPreviewContentPage: post('/staff/content/preview', {
    body: staffContentPreviewBody,
    response: staffContentPreviewResponse,
    typed: true,
  }),
  staffRestoreContentPage: post('/staff/content/pages/:slug/versions/:version/restore', {
    params: contentPageVersionParams,
    body: staffContentRestoreBody,
    response: staffContentPageResponse,
    typed: true,
  }),
  // The home carousel (docs/decisions/0082): admins edit the slides of both languages' home pages.
  staffCarousel: get('/staff/content/carousel', { response: staffCarouselResponse }),
  staffCreateCarouselSlide: post('/staff/content/carousel', {
    body: staffCarouselCreateBody,
    response: staffCarouselResponse,
    typed: true,
  }),
  staffEditCarouselSlide: post('/staff/content/carousel/:id', {
    params: idParams,
    body: staffCarouselEditBody,
    response: staffCarouselResponse,
    typed: true,
  }),
  staffMoveCarouselSlide: post('/staff/content/carousel/:id/move', {
    params: idParams,
    body: staffCarouselMoveBody,
    response: staffCarouselResponse,
    typed: true,
  }),
  staffCarouselSlideVisibility: post('/staff/content/carousel/:id/visibility', {
    params: idParams,
    body: staffCarouselVisibilityBody,
    response: staffCarouselResponse,
    typed: true,
  }),
  staffDeleteCarouselSlide: post('/staff/content/carousel/:id/delete', {
    params: idParams,
    body: staffCarouselDeleteBody,
    response: staffCarouselResponse,
    typed: true,
  }),
  // Marketing messages with their opt-out link (docs/decisions/0089): those who edit the store's content.
  staffMarketing: get('/staff/marketing', { response: staffMarketingResponse }),
  staffSendMarketing: post('/staff/marketing', {
    body: staffMarketingBody,
    response: staffMarketingSentResponse,
    typed: true,
  }),
  // What the home shows besides its carousel (docs/decisions/0086): admins pick the popular
  // categories grid's categories and the deals slider's products, each list in order.
  staffHomePicks: get('/staff/content/home-picks', { response: staffHomePicksResponse }),
  staffSaveFeaturedCategories: post('/staff/content/home-picks/categories', {
    body: staffFeaturedCategoriesBody,
    response: staffHomePicksResponse,
    typed: true,
  }),
  staffSaveDealProducts: post('/staff/content/home-picks/products', {
    body: staffDealProductsBody,
    response: staffHomePicksResponse,
    typed: true,
  }),
  // Privacy requests and the breach register (docs/decisions/0081): admins and the data protection officer.
  staffPrivacyRequests: get('/staff/privacy/requests', { response: staffPrivacyRequestsResponse }),
  staffPrivacyRequest: get('/staff/privacy/requests/:id', {
    params: idParams,
    response: staffPrivacyRequestResponse,
  }),
  staffAnswerPrivacyRequest: post('/staff/privacy/requests/:id/answer', {
    params: idParams,
    body: staffPrivacyAnswerBody,
    response: staffPrivacyRequestResponse,
    typed: true,
  }),
  staffRecordPrivacyRequest: post('/staff/privacy/requests', {
    body: staffRecordPrivacyRequestBody,
    response: staffPrivacyRequestResponse,
    typed: true,
  }),
  // The privacy notice (docs/decisions/0092): a draft in both languages, published as the next version.
  staffPrivacyNotice: get('/staff/privacy/notice', { response: staffPrivacyNoticeResponse }),
  staffPrivacyNoticeVersion: get('/staff/privacy/notice/versions/:version', {
    params: privacyNoticeVersionParams,
    response: staffPrivacyNoticeVersionResponse,
  }),
  staffSavePrivacyNoticeDraft: post('/staff/privacy/notice/draft', {
    body: staffPrivacyNoticeDraftBody,
    response: staffPrivacyNoticeResponse,
    typed: true,
  }),
  staffPublishPrivacyNotice: post('/staff/privacy/notice/publish', {
    body: staffPrivacyNoticePublishBody,
    response: staffPrivacyNoticeResponse,
    typed: true,
  }),
  staffAddPrivacyHoliday: post('/staff/privacy/holidays', {
    body: privacyHolidayBody,
    response: privacyHolidaysResponse,
    typed: true,
  }),
  staffRemovePrivacyHoliday: post('/staff/privacy/holidays/remove', {
    body: privacyHolidayRemoveBody,
    response: privacyHolidaysResponse,
    typed: true,
  }),
  staffBreaches: get('/staff/privacy/breaches', { response: staffBreachesResponse }),
  staffRecordBreach: post('/staff/privacy/breaches', {
    body: breachCreateBody,
    response: staffBreachResponse,
    typed: true,
  }),
  staffBreach: get('/staff/privacy/breaches/:id', { params: idParams, response: staffBreachResponse }),
  staffBreachReported: post('/staff/privacy/breaches/:id/reported', {
    params: idParams,
    body: breachReportedBody,
    response: staffBreachResponse,
    typed: true,
  }),
  staffBreachCustomers: get('/staff/privacy/breaches/:id/customers', {
    params: idParams,
    response: breachCustomersResponse,
  }),
  staffNotifyBreachCustomers: post('/staff/privacy/breaches/:id/notify', {
    params: idParams,
    response: breachNotifyResponse,
  }),
  // Returns (docs/decisions/0085): the branch's staff decide and receive; managers and admins refund.
  staffReturns: get('/staff/returns', { query: staffReturnsQuery, response: staffReturnsResponse }),
  staffReturn: get('/staff/returns/:id', { params: idParams, response: staffReturnResponse }),
  staffDecideReturn: post('/staff/returns/:id/decide', {
    params: idParams,
    body: staffReturnDecideBody,
    response: staffReturnResponse,
    typed: true,
  }),
  staffArrangeReturnPickup: post('/staff/returns/:id/pickup', {
    params: idParams,
    body: staffReturnPickupBody,
    response: staffReturnResponse,
    typed: true,
  }),
  staffReceiveReturn: post('/staff/returns/:id/receive', {
    params: idParams,
    body: staffReturnReceiveBody,
    response: staffReturnResponse,
    typed: true,
  }),
  staffRefundReturn: post('/staff/returns/:id/refund', {
    params: idParams,
    body: staffReturnRefundBody,
    response: staffReturnResponse,
    typed: true,
  }),
  /** A cash refund paid out (a late kiosk payment's: docs/decisions/0080): a row of the one money ledger. */
  staffCashRefund: post('/staff/orders/:id/cash-refund', {
    params: idParams,
    body: staffCashRefundBody,
    response: staffCashRefundResponse,
    typed: true,
  }),
} satisfies Record<string, Operation>;
