import type { Bilingual, DemoActiveIngredient, DemoProduct } from './types.ts';

/**
 * Pharmacy data of the demo medicines: the active ingredients by their generic names, as
 * the Egyptian Drug Authority lists them, and what each medicine is used for. Facts are keyed by the
 * start of the product's English name; the longest key that starts a name wins.
 */
export const activeIngredients: DemoActiveIngredient[] = [
  { id: 1, name: { en: 'Paracetamol', ar: 'باراسيتامول' } },
  { id: 2, name: { en: 'Caffeine', ar: 'كافيين' } },
  { id: 3, name: { en: 'Ibuprofen', ar: 'إيبوبروفين' } },
  { id: 4, name: { en: 'Diclofenac potassium', ar: 'ديكلوفيناك بوتاسيوم' } },
  { id: 5, name: { en: 'Diclofenac diethylamine', ar: 'ديكلوفيناك داي إيثيل أمين' } },
  { id: 6, name: { en: 'Escin', ar: 'إسين' } },
  { id: 7, name: { en: 'Diethylamine salicylate', ar: 'ساليسيلات داي إيثيل أمين' } },
  { id: 8, name: { en: 'Pseudoephedrine', ar: 'سودوإيفيدرين' } },
  { id: 9, name: { en: 'Chlorpheniramine', ar: 'كلورفينيرامين' } },
  { id: 10, name: { en: 'Amylmetacresol', ar: 'أميل ميتاكريزول' } },
  { id: 11, name: { en: 'Dichlorobenzyl alcohol', ar: 'داي كلوروبنزيل ألكحول' } },
  { id: 12, name: { en: 'Ascorbic acid (vitamin C)', ar: 'حمض الأسكوربيك (فيتامين سي)' } },
  { id: 13, name: { en: 'Ivy leaf dry extract', ar: 'خلاصة أوراق اللبلاب' } },
  { id: 14, name: { en: 'Oxomemazine', ar: 'أوكسوميمازين' } },
  { id: 15, name: { en: 'Guaifenesin', ar: 'جوايفينيسين' } },
  { id: 16, name: { en: 'Ambroxol', ar: 'أمبروكسول' } },
  { id: 17, name: { en: 'Xylometazoline', ar: 'زيلوميتازولين' } },
  { id: 18, name: { en: 'Sea water', ar: 'مياه البحر' } },
  { id: 19, name: { en: 'Sodium chloride', ar: 'كلوريد الصوديوم' } },
  { id: 20, name: { en: 'Sodium alginate', ar: 'ألجينات الصوديوم' } },
  { id: 21, name: { en: 'Potassium bicarbonate', ar: 'بيكربونات البوتاسيوم' } },
  { id: 22, name: { en: 'Calcium carbonate', ar: 'كربونات الكالسيوم' } },
  { id: 23, name: { en: 'Aluminium hydroxide', ar: 'هيدروكسيد الألومنيوم' } },
  { id: 24, name: { en: 'Magnesium hydroxide', ar: 'هيدروكسيد الماغنيسيوم' } },
  { id: 25, name: { en: 'Simethicone', ar: 'سيميثيكون' } },
  { id: 26, name: { en: 'Sodium bicarbonate', ar: 'بيكربونات الصوديوم' } },
  { id: 27, name: { en: 'Citric acid', ar: 'حمض الستريك' } },
  { id: 28, name: { en: 'Omeprazole', ar: 'أوميبرازول' } },
  { id: 29, name: { en: 'Nifuroxazide', ar: 'نيفوروكسازيد' } },
  { id: 30, name: { en: 'Loperamide', ar: 'لوبيراميد' } },
  { id: 31, name: { en: 'Potassium chloride', ar: 'كلوريد البوتاسيوم' } },
  { id: 32, name: { en: 'Glucose', ar: 'جلوكوز' } },
  { id: 33, name: { en: 'Sodium citrate', ar: 'سترات الصوديوم' } },
  { id: 34, name: { en: 'Lactulose', ar: 'لاكتولوز' } },
  { id: 35, name: { en: 'Bisacodyl', ar: 'بيساكوديل' } },
  { id: 36, name: { en: 'Glycerin', ar: 'جلسرين' } },
  { id: 37, name: { en: 'Amoxicillin', ar: 'أموكسيسيلين' } },
  { id: 38, name: { en: 'Clavulanic acid', ar: 'حمض الكلافولانيك' } },
  { id: 39, name: { en: 'Azithromycin', ar: 'أزيثرومايسين' } },
  { id: 40, name: { en: 'Fusidic acid', ar: 'حمض الفيوسيديك' } },
  { id: 41, name: { en: 'Hydrocortisone acetate', ar: 'هيدروكورتيزون أسيتات' } },
  { id: 42, name: { en: 'Mupirocin', ar: 'ميوبيروسين' } },
  { id: 43, name: { en: 'Tobramycin', ar: 'توبراميسين' } },
  { id: 44, name: { en: 'Metformin', ar: 'ميتفورمين' } },
  { id: 45, name: { en: 'Glimepiride', ar: 'جليميبرايد' } },
  { id: 46, name: { en: 'Bisoprolol', ar: 'بيسوبرولول' } },
  { id: 47, name: { en: 'Acetylsalicylic acid (aspirin)', ar: 'حمض أسيتيل الساليسيليك (أسبرين)' } },
  { id: 48, name: { en: 'Amlodipine', ar: 'أملوديبين' } },
  { id: 49, name: { en: 'Atorvastatin', ar: 'أتورفاستاتين' } },
  { id: 50, name: { en: 'Rosuvastatin', ar: 'روزوفاستاتين' } },
  { id: 51, name: { en: 'Povidone-iodine', ar: 'بوفيدون اليود' } },
  { id: 52, name: { en: 'Chloroxylenol', ar: 'كلوروزيلينول' } },
  { id: 53, name: { en: 'Zinc oxide', ar: 'أكسيد الزنك' } },
  { id: 54, name: { en: 'Lanolin', ar: 'لانولين' } },
  { id: 55, name: { en: 'Dexpanthenol', ar: 'ديكسبانثينول' } },
  { id: 56, name: { en: 'Multivitamins and minerals', ar: 'فيتامينات ومعادن متعددة' } },
  { id: 57, name: { en: 'Cholecalciferol (vitamin D3)', ar: 'كوليكالسيفيرول (فيتامين د3)' } },
  { id: 58, name: { en: 'Zinc', ar: 'زنك' } },
  { id: 59, name: { en: 'Omega-3 fatty acids', ar: 'أحماض أوميجا 3 الدهنية' } },
  { id: 60, name: { en: 'Cod liver oil', ar: 'زيت كبد الحوت' } },
  { id: 61, name: { en: 'Calcium', ar: 'كالسيوم' } },
  { id: 62, name: { en: 'Magnesium', ar: 'ماغنيسيوم' } },
  { id: 63, name: { en: 'Iron (ferrous fumarate)', ar: 'حديد (فومارات الحديدوز)' } },
  { id: 64, name: { en: 'Folic acid', ar: 'حمض الفوليك' } },
  { id: 65, name: { en: 'Vitamin B12', ar: 'فيتامين ب12' } },
];

type Ingredient = readonly [id: number, strength?: string];
interface Facts {
  ingredients: readonly Ingredient[];
  uses: Bilingual;
}

const pain = (extra: Bilingual): Bilingual => ({
  en: `pain relief, ${extra.en}`,
  ar: `مسكن للألم، ${extra.ar}`,
});

/** Keyed by the start of the English product name. */
const facts: Record<string, Facts> = {
  'Panadol Extra': {
    ingredients: [
      [1, '500 mg'],
      [2, '65 mg'],
    ],
    uses: pain({
      en: 'headache, toothache, period pain, fever',
      ar: 'صداع، ألم الأسنان، ألم الدورة الشهرية، خافض للحرارة',
    }),
  },
  'Panadol Advance': {
    ingredients: [[1, '500 mg']],
    uses: pain({ en: 'headache, period pain, fever', ar: 'صداع، ألم الدورة الشهرية، خافض للحرارة' }),
  },
  'Panadol Baby': {
    ingredients: [[1, '120 mg/5 ml']],
    uses: { en: 'fever and pain in babies, teething', ar: 'خافض للحرارة ومسكن للرضع، ألم التسنين' },
  },
  'Panadol Cold': {
    ingredients: [
      [1, '500 mg'],
      [8, '30 mg'],
      [9, '2 mg'],
    ],
    uses: {
      en: 'cold and flu, blocked nose, fever, headache',
      ar: 'البرد والإنفلونزا، انسداد الأنف، خافض للحرارة، صداع',
    },
  },
  'Brufen syrup': {
    ingredients: [[3, '100 mg/5 ml']],
    uses: {
      en: 'fever in children, teething pain, ear pain',
      ar: 'خافض للحرارة للأطفال، ألم التسنين، ألم الأذن',
    },
  },
  'Brufen ': {
    ingredients: [[3]],
    uses: pain({
      en: 'muscle pain, joint pain, back pain, period pain, inflammation',
      ar: 'آلام العضلات، آلام المفاصل، ألم الظهر، ألم الدورة الشهرية، مضاد للالتهاب',
    }),
  },
  Abimol: {
    ingredients: [[1, '500 mg']],
    uses: pain({ en: 'headache, fever', ar: 'صداع، خافض للحرارة' }),
  },
  Paracetamol: {
    ingredients: [[1, '500 mg']],
    uses: pain({ en: 'headache, fever', ar: 'صداع، خافض للحرارة' }),
  },
  Cataflam: {
    ingredients: [[4, '50 mg']],
    uses: pain({
      en: 'muscle pain, joint pain, back pain, period pain, toothache, inflammation',
      ar: 'آلام العضلات، آلام المفاصل، ألم الظهر، ألم الدورة الشهرية، ألم الأسنان، مضاد للالتهاب',
    }),
  },
  Ibuprofen: {
    ingredients: [[3, '400 mg']],
    uses: pain({
      en: 'muscle pain, joint pain, period pain, fever',
      ar: 'آلام العضلات، آلام المفاصل، ألم الدورة الشهرية، خافض للحرارة',
    }),
  },
  'Voltaren Emulgel 1%': {
    ingredients: [[5, '1%']],
    uses: {
      en: 'muscle pain, joint pain, back pain, sprains',
      ar: 'آلام العضلات، آلام المفاصل، ألم الظهر، الالتواءات',
    },
  },
  'Voltaren Emulgel Forte': {
    ingredients: [[5, '2%']],
    uses: {
      en: 'muscle pain, joint pain, back pain, sprains',
      ar: 'آلام العضلات، آلام المفاصل، ألم الظهر، الالتواءات',
    },
  },
  Reparil: {
    ingredients: [[6], [7]],
    uses: { en: 'bruises, sprains, swelling, muscle pain', ar: 'الكدمات، الالتواءات، التورم، آلام العضلات' },
  },
  Diclofenac: {
    ingredients: [[5, '1%']],
    uses: { en: 'muscle pain, joint pain, back pain', ar: 'آلام العضلات، آلام المفاصل، ألم الظهر' },
  },
  Congestal: {
    ingredients: [
      [1, '650 mg'],
      [8, '60 mg'],
      [9, '4 mg'],
    ],
    uses: {
      en: 'cold and flu, blocked nose, runny nose, sneezing, fever',
      ar: 'البرد والإنفلونزا، انسداد الأنف، رشح، عطس، خافض للحرارة',
    },
  },
  Comtrex: {
    ingredients: [
      [1, '500 mg'],
      [8, '30 mg'],
      [9, '2 mg'],
    ],
    uses: {
      en: 'cold and flu, blocked nose, runny nose, fever',
      ar: 'البرد والإنفلونزا، انسداد الأنف، رشح، خافض للحرارة',
    },
  },
  Strepsils: {
    ingredients: [
      [10, '0.6 mg'],
      [11, '1.2 mg'],
    ],
    uses: { en: 'sore throat, mouth and throat infections', ar: 'التهاب الحلق، التهابات الفم والحلق' },
  },
  'Strepsils orange': {
    ingredients: [
      [10, '0.6 mg'],
      [11, '1.2 mg'],
      [12, '100 mg'],
    ],
    uses: { en: 'sore throat, mouth and throat infections', ar: 'التهاب الحلق، التهابات الفم والحلق' },
  },
  Prospan: {
    ingredients: [[13, '35 mg/5 ml']],
    uses: { en: 'cough, chest congestion, phlegm', ar: 'كحة، احتقان الصدر، البلغم' },
  },
  Toplexil: {
    ingredients: [[14], [15], [1]],
    uses: { en: 'dry cough, allergic cough', ar: 'كحة ناشفة، كحة تحسسية' },
  },
  Ambroxol: {
    ingredients: [[16, '15 mg/5 ml']],
    uses: { en: 'productive cough, phlegm', ar: 'كحة ببلغم، طارد للبلغم' },
  },
  Otrivin: {
    ingredients: [[17]],
    uses: {
      en: 'blocked nose, nasal congestion, sinusitis',
      ar: 'انسداد الأنف، احتقان الأنف، التهاب الجيوب الأنفية',
    },
  },
  Sterimar: {
    ingredients: [[18]],
    uses: { en: 'blocked nose, nasal hygiene, dry nose', ar: 'انسداد الأنف، تنظيف الأنف، جفاف الأنف' },
  },
  'Saline nasal': {
    ingredients: [[19, '0.9%']],
    uses: { en: 'blocked nose in babies, dry nose', ar: 'انسداد الأنف للرضع، جفاف الأنف' },
  },
  'Gaviscon Advance': {
    ingredients: [[20], [21]],
    uses: { en: 'heartburn, acid reflux, indigestion', ar: 'حموضة، ارتجاع المريء، عسر الهضم' },
  },
  'Gaviscon chewable': {
    ingredients: [[20], [26], [22]],
    uses: { en: 'heartburn, acid reflux, indigestion', ar: 'حموضة، ارتجاع المريء، عسر الهضم' },
  },
  Maalox: {
    ingredients: [[23], [24], [25]],
    uses: { en: 'heartburn, indigestion, bloating, gas', ar: 'حموضة، عسر الهضم، انتفاخ، غازات' },
  },
  Eno: {
    ingredients: [[26], [27]],
    uses: { en: 'heartburn, indigestion', ar: 'حموضة، عسر الهضم' },
  },
  Omeprazole: {
    ingredients: [[28, '20 mg']],
    uses: {
      en: 'heartburn, acid reflux, stomach ulcer',
      ar: 'حموضة، ارتجاع المريء، قرحة المعدة',
    },
  },
  Antinal: {
    ingredients: [[29]],
    uses: { en: 'diarrhea, intestinal infection', ar: 'إسهال، نزلة معوية' },
  },
  Loperamide: {
    ingredients: [[30, '2 mg']],
    uses: { en: 'diarrhea', ar: 'إسهال' },
  },
  'Oral rehydration': {
    ingredients: [[19], [31], [32], [33]],
    uses: { en: 'dehydration, diarrhea', ar: 'الجفاف، إسهال' },
  },
  Duphalac: {
    ingredients: [[34]],
    uses: { en: 'constipation', ar: 'إمساك' },
  },
  Dulcolax: {
    ingredients: [[35, '5 mg']],
    uses: { en: 'constipation', ar: 'إمساك' },
  },
  'Glycerin suppositories': {
    ingredients: [[36]],
    uses: { en: 'constipation', ar: 'إمساك' },
  },
  Augmentin: {
    ingredients: [[37], [38]],
    uses: {
      en: 'bacterial infections, throat infection, ear infection, chest infection, urinary infection',
      ar: 'العدوى البكتيرية، التهاب الحلق البكتيري، التهاب الأذن، التهاب الصدر، التهاب المسالك البولية',
    },
  },
  Zithromax: {
    ingredients: [[39]],
    uses: {
      en: 'bacterial infections, throat infection, chest infection',
      ar: 'العدوى البكتيرية، التهاب الحلق البكتيري، التهاب الصدر',
    },
  },
  Amoxicillin: {
    ingredients: [[37, '500 mg']],
    uses: {
      en: 'bacterial infections, throat infection, ear infection',
      ar: 'العدوى البكتيرية، التهاب الحلق البكتيري، التهاب الأذن',
    },
  },
  'Fucidin 2%': {
    ingredients: [[40, '2%']],
    uses: { en: 'infected skin, wounds, impetigo', ar: 'التهابات الجلد البكتيرية، الجروح، القوباء' },
  },
  'Fucidin H': {
    ingredients: [
      [40, '2%'],
      [41, '1%'],
    ],
    uses: { en: 'infected eczema, itchy inflamed skin', ar: 'الإكزيما الملتهبة، حكة والتهاب الجلد' },
  },
  Mupirocin: {
    ingredients: [[42, '2%']],
    uses: { en: 'infected skin, wounds, impetigo', ar: 'التهابات الجلد البكتيرية، الجروح، القوباء' },
  },
  Tobramycin: {
    ingredients: [[43, '0.3%']],
    uses: { en: 'eye infection, conjunctivitis', ar: 'التهاب العين، التهاب الملتحمة' },
  },
  Glucophage: {
    ingredients: [[44]],
    uses: { en: 'type 2 diabetes, blood sugar', ar: 'السكري من النوع الثاني، سكر الدم' },
  },
  Amaryl: {
    ingredients: [[45]],
    uses: { en: 'type 2 diabetes, blood sugar', ar: 'السكري من النوع الثاني، سكر الدم' },
  },
  Concor: {
    ingredients: [[46]],
    uses: {
      en: 'high blood pressure, heart failure, angina',
      ar: 'ارتفاع ضغط الدم، قصور القلب، الذبحة الصدرية',
    },
  },
  Aspocid: {
    ingredients: [[47, '75 mg']],
    uses: {
      en: 'blood thinner, heart attack and stroke prevention',
      ar: 'سيولة الدم، الوقاية من الجلطات',
    },
  },
  Amlodipine: {
    ingredients: [[48, '5 mg']],
    uses: { en: 'high blood pressure, angina', ar: 'ارتفاع ضغط الدم، الذبحة الصدرية' },
  },
  Lipitor: {
    ingredients: [[49]],
    uses: { en: 'high cholesterol', ar: 'ارتفاع الكوليسترول' },
  },
  Atorvastatin: {
    ingredients: [[49, '20 mg']],
    uses: { en: 'high cholesterol', ar: 'ارتفاع الكوليسترول' },
  },
  Rosuvastatin: {
    ingredients: [[50, '10 mg']],
    uses: { en: 'high cholesterol', ar: 'ارتفاع الكوليسترول' },
  },
  'Dettol antiseptic': {
    ingredients: [[52, '4.8%']],
    uses: { en: 'cuts, wounds, disinfection', ar: 'الجروح، التطهير' },
  },
  Betadine: {
    ingredients: [[51, '10%']],
    uses: { en: 'wounds, cuts, skin disinfection', ar: 'الجروح، تطهير الجلد' },
  },
  Sudocrem: {
    ingredients: [[53, '15.25%'], [54]],
    uses: { en: 'diaper rash, minor burns, eczema', ar: 'التسلخات، الحروق البسيطة، الإكزيما' },
  },
  Bepanthen: {
    ingredients: [[55, '5%']],
    uses: { en: 'diaper rash, dry skin', ar: 'التسلخات، جفاف الجلد' },
  },
  Centrum: {
    ingredients: [[56]],
    uses: { en: 'daily vitamins, energy, immunity', ar: 'فيتامينات يومية، الطاقة، المناعة' },
  },
  'Centrum Kids': {
    ingredients: [[56]],
    uses: { en: 'vitamins for children, growth, immunity', ar: 'فيتامينات للأطفال، النمو، المناعة' },
  },
  'Vitabiotics Wellman': {
    ingredients: [[56], [58]],
    uses: { en: 'vitamins for men, energy', ar: 'فيتامينات للرجال، الطاقة' },
  },
  'Vitabiotics Wellwoman': {
    ingredients: [[56], [63]],
    uses: { en: 'vitamins for women, energy, hair and skin', ar: 'فيتامينات للسيدات، الطاقة، الشعر والبشرة' },
  },
  'Vitabiotics Pregnacare': {
    ingredients: [[56], [64, '400 mcg'], [63], [57]],
    uses: { en: 'pregnancy, breastfeeding', ar: 'الحمل، الرضاعة الطبيعية' },
  },
  'Seven Seas kids': {
    ingredients: [[56]],
    uses: { en: 'vitamins for children, growth, appetite', ar: 'فيتامينات للأطفال، النمو، فتح الشهية' },
  },
  'Vitabiotics Wellkid': {
    ingredients: [[56]],
    uses: { en: 'vitamins for children, growth, immunity', ar: 'فيتامينات للأطفال، النمو، المناعة' },
  },
  'Vitacid C': {
    ingredients: [[12]],
    uses: { en: 'immunity, colds, vitamin C deficiency', ar: 'المناعة، نزلات البرد، نقص فيتامين سي' },
  },
  'C-Retard': {
    ingredients: [[12, '500 mg']],
    uses: { en: 'immunity, colds, vitamin C deficiency', ar: 'المناعة، نزلات البرد، نقص فيتامين سي' },
  },
  Devarol: {
    ingredients: [[57, '200,000 IU']],
    uses: { en: 'vitamin D deficiency, bones, rickets', ar: 'نقص فيتامين د، العظام، الكساح' },
  },
  'Vitabiotics Ultra Vitamin D': {
    ingredients: [[57, '1000 IU']],
    uses: { en: 'vitamin D deficiency, bones, immunity', ar: 'نقص فيتامين د، العظام، المناعة' },
  },
  Octozinc: {
    ingredients: [[58]],
    uses: { en: 'immunity, zinc deficiency, hair loss', ar: 'المناعة، نقص الزنك، تساقط الشعر' },
  },
  'Seven Seas Omega-3': {
    ingredients: [[59]],
    uses: { en: 'heart health, brain, joints', ar: 'صحة القلب، المخ، المفاصل' },
  },
  'Seven Seas cod liver oil': {
    ingredients: [[60], [59]],
    uses: { en: 'joints, bones, immunity', ar: 'المفاصل، العظام، المناعة' },
  },
  'Vitabiotics Ultra Omega-3': {
    ingredients: [[59]],
    uses: { en: 'heart health, brain, joints', ar: 'صحة القلب، المخ، المفاصل' },
  },
  'Vitabiotics Osteocare': {
    ingredients: [[61], [62], [58], [57]],
    uses: { en: 'bones, osteoporosis, teeth', ar: 'العظام، هشاشة العظام، الأسنان' },
  },
  'Vitabiotics Feroglobin': {
    ingredients: [[63], [64], [65]],
    uses: { en: 'anemia, iron deficiency, tiredness', ar: 'الأنيميا (فقر الدم)، نقص الحديد، الإرهاق' },
  },
};

const keys = Object.keys(facts).sort((a, b) => b.length - a.length);

/** The product with its pharmacy facts, when it has some (the longest matching key). */
export function withPharmacyFacts(product: DemoProduct): DemoProduct {
  const key = keys.find((prefix) => product.name.en.startsWith(prefix));
  if (!key) return product;
  const found = facts[key]!;
  return {
    ...product,
    activeIngredients: found.ingredients.map(([id, strength]) => ({ id, strength })),
    uses: found.uses,
  };
}
