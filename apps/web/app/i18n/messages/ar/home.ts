import type { home as english } from '../en/home.ts';

/** Copy of the home feature: hero carousel, popular categories and the deals slider. */
export const home = {
  metaTitle: 'صيدلية وبقالة أونلاين مع التوصيل في مصر',
  metaDescription:
    'اطلب الأدوية ومنتجات العناية بالبشرة ومنتجات الأطفال والعناية الشخصية والبقالة الطازجة من صيدلية النيل، مع التوصيل في مدينة نصر والقاهرة الجديدة وكل أنحاء مصر.',
  heading: 'صيدلية النيل: أدوية ومنتجات تجميل وبقالة حتى باب بيتك',
  heroLabel: 'عروض مميزة',
  slide: 'شريحة',
  slideOf: '{current} من {total}',
  previousSlide: 'الشريحة السابقة',
  nextSlide: 'الشريحة التالية',
  goToSlide: 'الشريحة {number}: {title}',
  pauseSlides: 'إيقاف العرض المتحرك',
  playSlides: 'تشغيل العرض المتحرك',
  popularCategories: 'الأقسام الأكثر طلباً',
  dealsForYou: 'عروض مقترحة لك',
  seeAll: 'عرض الكل',
} as const satisfies Record<keyof typeof english, string>;
