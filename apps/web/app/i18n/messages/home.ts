/** Copy of the home feature: hero carousel, popular categories and the deals slider. */
export const home = {
  en: {
    metaTitle: 'Online pharmacy and grocery delivery in Egypt',
    metaDescription:
      'Order medicines, skin care, baby products, personal care and fresh groceries from Nile Pharmacy, delivered in Nasr City, New Cairo and across Egypt.',
    heading: 'Nile Pharmacy: medicines, beauty and groceries delivered to your door',
    heroLabel: 'Featured offers',
    slide: 'slide',
    slideOf: '{{current}} of {{total}}',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    goToSlide: 'Slide {{number}}: {{title}}',
    pauseSlides: 'Pause the slideshow',
    playSlides: 'Play the slideshow',
    popularCategories: 'Popular categories',
    dealsForYou: 'Deals recommended for you',
    seeAll: 'See all',
  },
  ar: {
    metaTitle: 'صيدلية وبقالة أونلاين مع التوصيل في مصر',
    metaDescription:
      'اطلب الأدوية ومنتجات العناية بالبشرة ومنتجات الأطفال والعناية الشخصية والبقالة الطازجة من صيدلية النيل، مع التوصيل في مدينة نصر والقاهرة الجديدة وكل أنحاء مصر.',
    heading: 'صيدلية النيل: أدوية ومنتجات تجميل وبقالة لحد باب البيت',
    heroLabel: 'عروض مميزة',
    slide: 'شريحة',
    slideOf: '{{current}} من {{total}}',
    previousSlide: 'الشريحة السابقة',
    nextSlide: 'الشريحة التالية',
    goToSlide: 'الشريحة {{number}}: {{title}}',
    pauseSlides: 'إيقاف العرض المتحرك',
    playSlides: 'تشغيل العرض المتحرك',
    popularCategories: 'الأقسام الأكثر طلباً',
    dealsForYou: 'عروض مقترحة لك',
    seeAll: 'عرض الكل',
  },
} as const;
