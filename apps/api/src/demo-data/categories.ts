import type { DemoCategory } from './types.ts';

/**
 * Three-level category tree, written flat so it reads like a spreadsheet.
 * Level-1 ids are 1..7; level-2 ids start at 8 (id 10 is 'Home healthcare services', shown as
 * 'coming soon' by the storefront); level-3 ids start at 35. `sort` orders siblings.
 */
export const categories: DemoCategory[] = [
  // ── Level 1 ──────────────────────────────────────────────────────────────
  { id: 1, parentId: null, level: 1, sort: 1, name: { en: 'Medication', ar: 'الأدوية' } },
  { id: 2, parentId: null, level: 1, sort: 2, name: { en: 'Cosmetics', ar: 'مستحضرات التجميل' } },
  { id: 3, parentId: null, level: 1, sort: 3, name: { en: 'Medical devices', ar: 'الأجهزة الطبية' } },
  {
    id: 4,
    parentId: null,
    level: 1,
    sort: 4,
    featured: true,
    name: { en: 'Baby products', ar: 'منتجات الأطفال' },
  },
  { id: 5, parentId: null, level: 1, sort: 5, name: { en: 'Personal care', ar: 'العناية الشخصية' } },
  { id: 6, parentId: null, level: 1, sort: 6, name: { en: 'Groceries', ar: 'البقالة' } },
  {
    id: 7,
    parentId: null,
    level: 1,
    sort: 7,
    featured: true,
    name: { en: 'Vitamins & supplements', ar: 'فيتامينات ومكملات غذائية' },
  },

  // ── Level 2 ──────────────────────────────────────────────────────────────
  // Medication (1)
  { id: 8, parentId: 1, level: 2, sort: 1, name: { en: 'Pain & fever', ar: 'المسكنات وخافض الحرارة' } },
  { id: 9, parentId: 1, level: 2, sort: 2, name: { en: 'Cold & flu', ar: 'البرد والإنفلونزا' } },
  { id: 11, parentId: 1, level: 2, sort: 3, name: { en: 'Digestive health', ar: 'صحة الجهاز الهضمي' } },
  { id: 12, parentId: 1, level: 2, sort: 4, name: { en: 'Antibiotics', ar: 'المضادات الحيوية' } },
  { id: 13, parentId: 1, level: 2, sort: 5, name: { en: 'Chronic conditions', ar: 'الأمراض المزمنة' } },
  // Cosmetics (2)
  {
    id: 14,
    parentId: 2,
    level: 2,
    sort: 1,
    featured: true,
    name: { en: 'Skin care', ar: 'العناية بالبشرة' },
  },
  { id: 15, parentId: 2, level: 2, sort: 2, name: { en: 'Hair care', ar: 'العناية بالشعر' } },
  { id: 16, parentId: 2, level: 2, sort: 3, name: { en: 'Makeup', ar: 'المكياج' } },
  // Medical devices (3) — id 10 is the 'coming soon' category.
  {
    id: 17,
    parentId: 3,
    level: 2,
    sort: 1,
    featured: true,
    name: { en: 'Blood pressure & diabetes', ar: 'أجهزة الضغط والسكر' },
  },
  {
    id: 18,
    parentId: 3,
    level: 2,
    sort: 2,
    name: { en: 'Thermometers & first aid', ar: 'الترمومترات والإسعافات الأولية' },
  },
  {
    id: 19,
    parentId: 3,
    level: 2,
    sort: 3,
    name: { en: 'Respiratory & mobility aids', ar: 'أجهزة التنفس ومستلزمات الحركة' },
  },
  {
    id: 10,
    parentId: 3,
    level: 2,
    sort: 4,
    name: { en: 'Home healthcare services', ar: 'خدمات الرعاية الصحية المنزلية' },
  },
  // Baby products (4)
  { id: 20, parentId: 4, level: 2, sort: 1, name: { en: 'Diapers & wipes', ar: 'حفاضات ومناديل' } },
  { id: 21, parentId: 4, level: 2, sort: 2, name: { en: 'Baby feeding', ar: 'تغذية الأطفال' } },
  {
    id: 22,
    parentId: 4,
    level: 2,
    sort: 3,
    name: { en: 'Baby bath & skin care', ar: 'استحمام الطفل والعناية بالبشرة' },
  },
  // Personal care (5)
  { id: 23, parentId: 5, level: 2, sort: 1, name: { en: 'Oral care', ar: 'العناية بالفم والأسنان' } },
  {
    id: 24,
    parentId: 5,
    level: 2,
    sort: 2,
    name: { en: 'Shaving & hair removal', ar: 'الحلاقة وإزالة الشعر' },
  },
  { id: 25, parentId: 5, level: 2, sort: 3, name: { en: 'Feminine care', ar: 'العناية النسائية' } },
  { id: 26, parentId: 5, level: 2, sort: 4, name: { en: 'Bath & body', ar: 'الاستحمام والجسم' } },
  // Groceries (6)
  {
    id: 27,
    parentId: 6,
    level: 2,
    sort: 1,
    featured: true,
    name: { en: 'Fruit & vegetables', ar: 'خضروات وفاكهة' },
  },
  {
    id: 28,
    parentId: 6,
    level: 2,
    sort: 2,
    featured: true,
    name: { en: 'Meat & poultry', ar: 'لحوم ودواجن' },
  },
  {
    id: 29,
    parentId: 6,
    level: 2,
    sort: 3,
    name: { en: 'Dairy, eggs & bakery', ar: 'ألبان وبيض ومخبوزات' },
  },
  {
    id: 30,
    parentId: 6,
    level: 2,
    sort: 4,
    featured: true,
    name: { en: 'Beverages & snacks', ar: 'مشروبات وسناكس' },
  },
  { id: 31, parentId: 6, level: 2, sort: 5, name: { en: 'Pantry', ar: 'أساسيات المطبخ' } },
  // Vitamins & supplements (7)
  { id: 32, parentId: 7, level: 2, sort: 1, name: { en: 'Multivitamins', ar: 'فيتامينات متعددة' } },
  { id: 33, parentId: 7, level: 2, sort: 2, name: { en: 'Immunity', ar: 'تقوية المناعة' } },
  { id: 34, parentId: 7, level: 2, sort: 3, name: { en: 'Omega & minerals', ar: 'أوميجا 3 والمعادن' } },

  // ── Level 3 ──────────────────────────────────────────────────────────────
  // Pain & fever (8)
  {
    id: 35,
    parentId: 8,
    level: 3,
    sort: 1,
    featured: true,
    name: { en: 'Headache & fever', ar: 'الصداع والحرارة' },
  },
  {
    id: 36,
    parentId: 8,
    level: 3,
    sort: 2,
    name: { en: 'Muscle & joint pain', ar: 'آلام العضلات والمفاصل' },
  },
  { id: 37, parentId: 8, level: 3, sort: 3, name: { en: 'Pain relief gels', ar: 'جل ومراهم للآلام' } },
  // Cold & flu (9)
  {
    id: 38,
    parentId: 9,
    level: 3,
    sort: 1,
    name: { en: 'Cold & flu tablets', ar: 'أقراص البرد والإنفلونزا' },
  },
  { id: 39, parentId: 9, level: 3, sort: 2, name: { en: 'Cough syrups', ar: 'أدوية الكحة' } },
  {
    id: 40,
    parentId: 9,
    level: 3,
    sort: 3,
    name: { en: 'Nasal sprays & drops', ar: 'بخاخات ونقط الأنف' },
  },
  // Home healthcare services (10)
  { id: 41, parentId: 10, level: 3, sort: 1, name: { en: 'Home nursing', ar: 'التمريض المنزلي' } },
  { id: 42, parentId: 10, level: 3, sort: 2, name: { en: 'Home lab tests', ar: 'التحاليل المنزلية' } },
  {
    id: 43,
    parentId: 10,
    level: 3,
    sort: 3,
    name: { en: 'Home physiotherapy', ar: 'العلاج الطبيعي المنزلي' },
  },
  // Digestive health (11)
  { id: 44, parentId: 11, level: 3, sort: 1, name: { en: 'Antacids', ar: 'مضادات الحموضة' } },
  {
    id: 45,
    parentId: 11,
    level: 3,
    sort: 2,
    name: { en: 'Antidiarrheals', ar: 'مطهرات معوية وعلاج الإسهال' },
  },
  { id: 46, parentId: 11, level: 3, sort: 3, name: { en: 'Laxatives', ar: 'الملينات' } },
  // Antibiotics (12)
  {
    id: 47,
    parentId: 12,
    level: 3,
    sort: 1,
    name: { en: 'Oral antibiotics', ar: 'مضادات حيوية بالفم' },
  },
  {
    id: 48,
    parentId: 12,
    level: 3,
    sort: 2,
    name: { en: 'Topical antibiotics', ar: 'مضادات حيوية موضعية' },
  },
  // Chronic conditions (13)
  { id: 49, parentId: 13, level: 3, sort: 1, name: { en: 'Diabetes', ar: 'أدوية السكر' } },
  {
    id: 50,
    parentId: 13,
    level: 3,
    sort: 2,
    name: { en: 'Blood pressure & heart', ar: 'أدوية الضغط والقلب' },
  },
  { id: 51, parentId: 13, level: 3, sort: 3, name: { en: 'Cholesterol', ar: 'أدوية الكوليسترول' } },
  // Skin care (14)
  { id: 52, parentId: 14, level: 3, sort: 1, name: { en: 'Cleansers', ar: 'غسول ومنظفات البشرة' } },
  { id: 53, parentId: 14, level: 3, sort: 2, name: { en: 'Moisturizers', ar: 'كريمات الترطيب' } },
  { id: 54, parentId: 14, level: 3, sort: 3, name: { en: 'Serums', ar: 'سيروم البشرة' } },
  { id: 55, parentId: 14, level: 3, sort: 4, name: { en: 'Sunscreen', ar: 'واقي الشمس' } },
  // Hair care (15)
  { id: 56, parentId: 15, level: 3, sort: 1, name: { en: 'Shampoo', ar: 'شامبو' } },
  {
    id: 57,
    parentId: 15,
    level: 3,
    sort: 2,
    name: { en: 'Conditioners & masks', ar: 'بلسم وماسكات الشعر' },
  },
  {
    id: 58,
    parentId: 15,
    level: 3,
    sort: 3,
    name: { en: 'Hair oils & serums', ar: 'زيوت وسيروم الشعر' },
  },
  // Makeup (16)
  { id: 59, parentId: 16, level: 3, sort: 1, name: { en: 'Face makeup', ar: 'مكياج الوجه' } },
  { id: 60, parentId: 16, level: 3, sort: 2, name: { en: 'Lip makeup', ar: 'مكياج الشفايف' } },
  { id: 61, parentId: 16, level: 3, sort: 3, name: { en: 'Eye makeup', ar: 'مكياج العيون' } },
  // Blood pressure & diabetes (17)
  {
    id: 62,
    parentId: 17,
    level: 3,
    sort: 1,
    name: { en: 'Blood pressure monitors', ar: 'أجهزة قياس الضغط' },
  },
  {
    id: 63,
    parentId: 17,
    level: 3,
    sort: 2,
    name: { en: 'Glucose meters', ar: 'أجهزة قياس السكر' },
  },
  {
    id: 64,
    parentId: 17,
    level: 3,
    sort: 3,
    name: { en: 'Test strips & lancets', ar: 'شرائط وإبر قياس السكر' },
  },
  // Thermometers & first aid (18)
  { id: 65, parentId: 18, level: 3, sort: 1, name: { en: 'Thermometers', ar: 'الترمومترات' } },
  { id: 66, parentId: 18, level: 3, sort: 2, name: { en: 'First aid', ar: 'الإسعافات الأولية' } },
  {
    id: 67,
    parentId: 18,
    level: 3,
    sort: 3,
    name: { en: 'Masks, gloves & sanitizers', ar: 'كمامات وجوانتيات ومطهرات' },
  },
  // Respiratory & mobility aids (19)
  { id: 68, parentId: 19, level: 3, sort: 1, name: { en: 'Nebulizers', ar: 'أجهزة النيبولايزر' } },
  {
    id: 69,
    parentId: 19,
    level: 3,
    sort: 2,
    name: { en: 'Supports & braces', ar: 'دعامات وأحزمة طبية' },
  },
  { id: 70, parentId: 19, level: 3, sort: 3, name: { en: 'Mobility aids', ar: 'مساعدات الحركة' } },
  // Diapers & wipes (20)
  {
    id: 71,
    parentId: 20,
    level: 3,
    sort: 1,
    featured: true,
    name: { en: 'Diapers', ar: 'حفاضات الأطفال' },
  },
  { id: 72, parentId: 20, level: 3, sort: 2, name: { en: 'Baby wipes', ar: 'مناديل مبللة للأطفال' } },
  // Baby feeding (21)
  { id: 73, parentId: 21, level: 3, sort: 1, name: { en: 'Infant formula', ar: 'ألبان الأطفال' } },
  { id: 74, parentId: 21, level: 3, sort: 2, name: { en: 'Baby cereals', ar: 'سيريلاك وحبوب الأطفال' } },
  {
    id: 75,
    parentId: 21,
    level: 3,
    sort: 3,
    name: { en: 'Bottles & pacifiers', ar: 'رضاعات وسكاتات' },
  },
  // Baby bath & skin care (22)
  {
    id: 76,
    parentId: 22,
    level: 3,
    sort: 1,
    name: { en: 'Baby shampoo & bath', ar: 'شامبو وغسول الأطفال' },
  },
  {
    id: 77,
    parentId: 22,
    level: 3,
    sort: 2,
    name: { en: 'Baby lotion & oil', ar: 'لوشن وزيت الأطفال' },
  },
  {
    id: 78,
    parentId: 22,
    level: 3,
    sort: 3,
    name: { en: 'Diaper rash creams', ar: 'كريمات التسلخات' },
  },
  // Oral care (23)
  { id: 79, parentId: 23, level: 3, sort: 1, name: { en: 'Toothpaste', ar: 'معجون أسنان' } },
  { id: 80, parentId: 23, level: 3, sort: 2, name: { en: 'Toothbrushes', ar: 'فرش أسنان' } },
  {
    id: 81,
    parentId: 23,
    level: 3,
    sort: 3,
    name: { en: 'Mouthwash & floss', ar: 'غسول الفم وخيط الأسنان' },
  },
  // Shaving & hair removal (24)
  { id: 82, parentId: 24, level: 3, sort: 1, name: { en: 'Razors & blades', ar: 'أمواس وشفرات حلاقة' } },
  {
    id: 83,
    parentId: 24,
    level: 3,
    sort: 2,
    name: { en: 'Shaving foam & gel', ar: 'فوم وجل الحلاقة' },
  },
  { id: 84, parentId: 24, level: 3, sort: 3, name: { en: 'Hair removal', ar: 'إزالة الشعر' } },
  // Feminine care (25)
  { id: 85, parentId: 25, level: 3, sort: 1, name: { en: 'Sanitary pads', ar: 'فوط صحية' } },
  { id: 86, parentId: 25, level: 3, sort: 2, name: { en: 'Intimate wash', ar: 'غسول نسائي' } },
  // Bath & body (26)
  {
    id: 87,
    parentId: 26,
    level: 3,
    sort: 1,
    name: { en: 'Soap & shower gel', ar: 'صابون وشاور جل' },
  },
  { id: 88, parentId: 26, level: 3, sort: 2, name: { en: 'Deodorants', ar: 'مزيلات العرق' } },
  { id: 89, parentId: 26, level: 3, sort: 3, name: { en: 'Tissues', ar: 'مناديل' } },
  // Fruit & vegetables (27)
  { id: 90, parentId: 27, level: 3, sort: 1, name: { en: 'Fruit', ar: 'فاكهة' } },
  { id: 91, parentId: 27, level: 3, sort: 2, name: { en: 'Vegetables', ar: 'خضروات' } },
  {
    id: 92,
    parentId: 27,
    level: 3,
    sort: 3,
    name: { en: 'Herbs & leafy greens', ar: 'خضرة وورقيات' },
  },
  // Meat & poultry (28)
  {
    id: 93,
    parentId: 28,
    level: 3,
    sort: 1,
    featured: true,
    name: { en: 'Beef', ar: 'لحم بقري' },
  },
  { id: 94, parentId: 28, level: 3, sort: 2, name: { en: 'Lamb', ar: 'لحم ضأن' } },
  { id: 95, parentId: 28, level: 3, sort: 3, name: { en: 'Poultry', ar: 'دواجن' } },
  {
    id: 96,
    parentId: 28,
    level: 3,
    sort: 4,
    name: { en: 'Fish & seafood', ar: 'أسماك ومأكولات بحرية' },
  },
  // Dairy, eggs & bakery (29)
  {
    id: 97,
    parentId: 29,
    level: 3,
    sort: 1,
    featured: true,
    name: { en: 'Milk', ar: 'لبن' },
  },
  { id: 98, parentId: 29, level: 3, sort: 2, name: { en: 'Cheese', ar: 'جبن' } },
  { id: 99, parentId: 29, level: 3, sort: 3, name: { en: 'Yogurt & butter', ar: 'زبادي وزبدة' } },
  { id: 100, parentId: 29, level: 3, sort: 4, name: { en: 'Eggs', ar: 'بيض' } },
  { id: 101, parentId: 29, level: 3, sort: 5, name: { en: 'Bread & pastries', ar: 'عيش ومعجنات' } },
  // Beverages & snacks (30)
  { id: 102, parentId: 30, level: 3, sort: 1, name: { en: 'Water', ar: 'مياه' } },
  {
    id: 103,
    parentId: 30,
    level: 3,
    sort: 2,
    name: { en: 'Juices & soft drinks', ar: 'عصائر ومشروبات غازية' },
  },
  { id: 104, parentId: 30, level: 3, sort: 3, name: { en: 'Tea & coffee', ar: 'شاي وقهوة' } },
  { id: 105, parentId: 30, level: 3, sort: 4, name: { en: 'Chips & nuts', ar: 'شيبسي ومكسرات' } },
  {
    id: 106,
    parentId: 30,
    level: 3,
    sort: 5,
    name: { en: 'Biscuits, chocolate & sweets', ar: 'بسكويت وشوكولاتة وحلويات' },
  },
  // Pantry (31)
  { id: 107, parentId: 31, level: 3, sort: 1, name: { en: 'Rice & pasta', ar: 'أرز ومكرونة' } },
  { id: 108, parentId: 31, level: 3, sort: 2, name: { en: 'Oils & ghee', ar: 'زيوت وسمن' } },
  { id: 109, parentId: 31, level: 3, sort: 3, name: { en: 'Spices & salt', ar: 'توابل وبهارات' } },
  {
    id: 110,
    parentId: 31,
    level: 3,
    sort: 4,
    name: { en: 'Canned food & sauces', ar: 'معلبات وصلصات' },
  },
  {
    id: 111,
    parentId: 31,
    level: 3,
    sort: 5,
    name: { en: 'Legumes, flour & sugar', ar: 'بقوليات ودقيق وسكر' },
  },
  // Multivitamins (32)
  {
    id: 112,
    parentId: 32,
    level: 3,
    sort: 1,
    name: { en: 'Adult multivitamins', ar: 'فيتامينات متعددة للكبار' },
  },
  { id: 113, parentId: 32, level: 3, sort: 2, name: { en: 'Kids vitamins', ar: 'فيتامينات الأطفال' } },
  // Immunity (33)
  { id: 114, parentId: 33, level: 3, sort: 1, name: { en: 'Vitamin C', ar: 'فيتامين سى' } },
  {
    id: 115,
    parentId: 33,
    level: 3,
    sort: 2,
    name: { en: 'Vitamin D & zinc', ar: 'فيتامين د والزنك' },
  },
  // Omega & minerals (34)
  { id: 116, parentId: 34, level: 3, sort: 1, name: { en: 'Omega-3', ar: 'أوميجا 3' } },
  { id: 117, parentId: 34, level: 3, sort: 2, name: { en: 'Calcium & iron', ar: 'كالسيوم وحديد' } },
];
