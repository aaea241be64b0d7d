import { brands } from './brands.ts';
import { categories } from './categories.ts';
import type { DemoCarousel } from './types.ts';

/** Storefront path of a category, e.g. '/category/1/4/Baby products'. */
function categoryUrl(id: number): string {
  const category = categories.find((c) => c.id === id);
  if (!category) throw new Error(`Carousel links to unknown category ${id}`);
  return `/category/${category.level}/${category.id}/${category.name.en}`;
}

/** Storefront path of a brand, e.g. '/brand/38/Vichy'. */
function brandUrl(nameEn: string): string {
  const brand = brands.find((b) => b.name.en === nameEn);
  if (!brand) throw new Error(`Carousel links to unknown brand '${nameEn}'`);
  return `/brand/${brand.id}/${brand.name.en}`;
}

/** Hero banners on the home page. */
export const carousels: DemoCarousel[] = [
  {
    id: 1,
    url: '/deals',
    title: { en: 'Weekly deals', ar: 'عروض الأسبوع' },
    subtitle: {
      en: 'Up to 40% off medicines, skin care and groceries',
      ar: 'خصومات تصل إلى 40% على الأدوية والعناية بالبشرة والبقالة',
    },
    color: '#d62828',
  },
  {
    id: 2,
    url: categoryUrl(4),
    title: { en: 'Everything for your baby', ar: 'كل ما يحتاجه طفلك' },
    subtitle: {
      en: 'Diapers, formula and baby care delivered in 60 minutes',
      ar: 'حفاضات وألبان ومستلزمات العناية بالطفل توصلك خلال 60 دقيقة',
    },
    color: '#4895ef',
  },
  {
    id: 3,
    url: '/recipes',
    title: { en: 'Cook Egyptian classics', ar: 'اطبخ أشهر الأكلات المصرية' },
    subtitle: {
      en: 'Koshari, molokhia, fattah and more, with every ingredient one tap away',
      ar: 'كشري وملوخية وفتة وأكثر، وكل المكونات بضغطة واحدة',
    },
    color: '#e09f3e',
  },
  {
    id: 4,
    url: brandUrl('Vichy'),
    title: { en: 'Vichy skin care', ar: 'العناية بالبشرة من فيشي' },
    subtitle: {
      en: 'Dermatologist-recommended serums and creams',
      ar: 'سيروم وكريمات يوصي بها أطباء الجلدية',
    },
    color: '#1d3557',
  },
  {
    id: 5,
    url: categoryUrl(28),
    title: { en: 'Fresh meat and poultry', ar: 'لحوم ودواجن طازجة' },
    subtitle: {
      en: 'Cut the way you like it by our butchers',
      ar: 'تقطيع حسب طلبك على يد جزارينا',
    },
    color: '#9d0208',
  },
];
