/**
 * The judged query set of `npm run bench:search`: what pharmacy customers type, and which products a
 * pharmacist would accept for each query. Relevance is judged from the catalogue (names, categories,
 * what a medicine contains and treats), never from what any search returns.
 *
 * A judgement is a list of English product-name patterns (anchored by hand) and level-3 category ids:
 * a product is relevant when its English name matches one pattern or it is in one of the categories.
 * The large generated catalogue (`seed:large`) names its products `<demo name> <edition> <n>` in the
 * demo product's categories, so the same judgements hold there.
 */
import type { DemoProduct } from '../demo-data/types.ts';

export type QueryKind =
  | 'exact'
  | 'typo'
  | 'variant'
  | 'dialect'
  | 'ingredient'
  | 'use'
  | 'cross'
  | 'unit'
  | 'category';

export const queryKinds: readonly QueryKind[] = [
  'exact',
  'typo',
  'variant',
  'dialect',
  'ingredient',
  'use',
  'cross',
  'unit',
  'category',
];

export interface JudgedQuery {
  kind: QueryKind;
  query: string;
  /** Name patterns (English name) and level-3 category ids a pharmacist would accept. */
  relevant: readonly (RegExp | number)[];
}

const q = (kind: QueryKind, query: string, ...relevant: (RegExp | number)[]): JudgedQuery => ({
  kind,
  query,
  relevant,
});

// Judgements shared by several queries (both languages, several spellings).
const panadol = /^Panadol/;
const paracetamol = /^(Panadol|Abimol|Paracetamol|Congestal|Comtrex|Toplexil)/;
const ibuprofen = /^(Brufen|Ibuprofen)/;
const diclofenac = /^(Cataflam|Voltaren|Diclofenac)/;
const amoxicillin = /^(Augmentin|Amoxicillin)/;
const painkillers = [35, 36, 37];
const antibiotics = [47, 48];
const periodPain = /^(Panadol (Extra|Advance)|Brufen \d|Cataflam|Ibuprofen|Abimol|Paracetamol)/;
const wounds = /^(Hansaplast|Betadine|Fucidin|Mupirocin|Wound dressing|Dettol antiseptic)/;
const diabetes = [49, 63, 64];
const bloodPressure = [50, 62];
const bottles = /^Philips Avent (Natural feeding|Anti-colic) bottle/;
const pasta = /^Regina (spaghetti|elbow macaroni|penne|lasagne)/;

export const judgedQueries: readonly JudgedQuery[] = [
  // ── exact names and brands ───────────────────────────────────────────────
  q('exact', 'Panadol', panadol),
  q('exact', 'بانادول', panadol),
  q('exact', 'Brufen', /^Brufen/),
  q('exact', 'بروفين', /^Brufen/),
  q('exact', 'Cataflam', /^Cataflam/),
  q('exact', 'كتافلام', /^Cataflam/),
  q('exact', 'Augmentin', /^Augmentin/),
  q('exact', 'أوجمنتين', /^Augmentin/),
  q('exact', 'Glucophage 850', /^Glucophage 850/),
  q('exact', 'جلوكوفاج', /^Glucophage/),
  q('exact', 'Voltaren Emulgel', /^Voltaren Emulgel/),
  q('exact', 'فولتارين', /^Voltaren/),
  q('exact', 'Congestal', /^Congestal/),
  q('exact', 'كونجستال', /^Congestal/),
  q('exact', 'Gaviscon', /^Gaviscon/),
  q('exact', 'جافيسكون', /^Gaviscon/),
  q('exact', 'Otrivin', /^Otrivin/),
  q('exact', 'نيفيا كريم', /^Nivea (Creme tin|Soft moisturising)/),
  q('exact', 'بامبرز', /^Pampers/),
  q('exact', 'Sensodyne', /^Sensodyne/),
  q('exact', 'سنتروم', /^Centrum/),
  q('exact', 'Omron blood pressure monitor', /^Omron .*blood pressure monitor/),
  q('exact', 'جهينة لبن', /^Juhayna (full cream|skimmed|chocolate) milk/),
  q('exact', 'Prospan', /^Prospan/),
  q('exact', 'زيثروماكس', /^Zithromax/),
  q('exact', 'Fucidin cream', /^Fucidin (2% cream|H cream)/),
  q('exact', 'Devarol', /^Devarol/),
  q('exact', 'Head & Shoulders', /^Head & Shoulders/),
  q('exact', 'ستربسلز', /^Strepsils/),
  q('exact', 'Lipitor 20', /^Lipitor 20/),

  // ── misspellings ─────────────────────────────────────────────────────────
  q('typo', 'panadoll', panadol),
  q('typo', 'pandol', panadol),
  q('typo', 'brufin', /^Brufen/),
  q('typo', 'catafalm', /^Cataflam/),
  q('typo', 'augmentine', /^Augmentin/),
  q('typo', 'glucofage', /^Glucophage/),
  q('typo', 'voltarin', /^Voltaren/),
  q('typo', 'congestl', /^Congestal/),
  q('typo', 'gavescon', /^Gaviscon/),
  q('typo', 'sensodine', /^Sensodyne/),
  q('typo', 'sentrum', /^Centrum/),
  q('typo', 'zithromx', /^Zithromax/),
  q('typo', 'lipiter', /^Lipitor/),
  q('typo', 'concr', /^Concor/),
  q('typo', 'ibuprofin', ibuprofen),
  q('typo', 'amoxicilin', amoxicillin),
  q('typo', 'shampo', 56, /shampoo/),
  q('typo', 'toothpast', 79),
  q('typo', 'diapres', 71),
  q('typo', 'sunscren', 55),
  q('typo', 'بنادول', panadol),
  q('typo', 'بروفن', /^Brufen/),
  q('typo', 'كتفلام', /^Cataflam/),
  q('typo', 'جلوكوفاح', /^Glucophage/),
  q('typo', 'فولتارن', /^Voltaren/),
  q('typo', 'سنسودين', /^Sensodyne/),
  q('typo', 'كونجيستال', /^Congestal/),
  q('typo', 'اموكسسلين', amoxicillin),

  // ── Arabic spelling variants (hamza, taa marbuta, yaa, diacritics, digits) ──
  q('variant', 'اوجمنتين', /^Augmentin/),
  q('variant', 'ايبوبروفين', ibuprofen),
  q('variant', 'اموكسيسيلين', amoxicillin),
  q('variant', 'زبادى', /yogurt/),
  q('variant', 'جبنه', 98),
  q('variant', 'بانادول اكسترا', /^Panadol Extra/),
  q('variant', 'كونكور ٥', /^Concor 5 mg/),
  q('variant', 'جلوكوفاج ١٠٠٠', /^Glucophage 1000/),
  q('variant', 'أُوميبرَازول', /^Omeprazole/),
  q('variant', 'فيتامين سي', 114, /Vitamin C/),
  q('variant', 'مياة معدنية', /mineral water/),
  q('variant', 'شاى', /^(Lipton|Ahmed Tea|El Arosa)/),
  q('variant', 'انفاكير', /^Invacare/),
  q('variant', 'ليبيتور ٢٠', /^Lipitor 20/),
  q('variant', 'أنتينال', /^Antinal/),
  q('variant', 'الاسبرين', /^Aspocid/),

  // ── Egyptian everyday words ──────────────────────────────────────────────
  q('dialect', 'كحة', 39),
  q('dialect', 'سخونية', 35),
  q('dialect', 'برد', 38),
  q('dialect', 'حرقان', 44),
  q('dialect', 'لزقة جروح', /plasters/),
  q('dialect', 'ببرونة', bottles),
  q('dialect', 'بزازة', bottles),
  q('dialect', 'مناخير', 40),
  q('dialect', 'جهاز جلسات', 68),
  q('dialect', 'شرايط سكر', 64),
  q('dialect', 'دجاج', /chicken/),
  q('dialect', 'خبز', /bread|toast/),
  q('dialect', 'حليب', 97),
  q('dialect', 'قوطة', /^Tomatoes/),
  q('dialect', 'رز', /rice\b(?! with)/i),
  q('dialect', 'معكرونة', pasta),
  q('dialect', 'بسكوت', /biscuits/),
  q('dialect', 'فرشة سنان', 80),
  q('dialect', 'موس حلاقة', 82),
  q('dialect', 'صن بلوك', 55),
  q('dialect', 'سبراي عرق', 88),
  q('dialect', 'زكام', 38, 40),
  q('dialect', 'دوا كحة', 39),
  q('dialect', 'ميزان حرارة', 65),

  // ── active ingredients / generic names ───────────────────────────────────
  q('ingredient', 'paracetamol', paracetamol),
  q('ingredient', 'باراسيتامول', paracetamol),
  q('ingredient', 'ibuprofen', ibuprofen),
  q('ingredient', 'diclofenac', diclofenac),
  q('ingredient', 'ديكلوفيناك', diclofenac),
  q('ingredient', 'amoxicillin', amoxicillin),
  q('ingredient', 'أموكسيسيلين', amoxicillin),
  q('ingredient', 'azithromycin', /^Zithromax/),
  q('ingredient', 'أزيثرومايسين', /^Zithromax/),
  q('ingredient', 'metformin', /^Glucophage/),
  q('ingredient', 'ميتفورمين', /^Glucophage/),
  q('ingredient', 'glimepiride', /^Amaryl/),
  q('ingredient', 'bisoprolol', /^Concor/),
  q('ingredient', 'بيسوبرولول', /^Concor/),
  q('ingredient', 'atorvastatin', /^(Lipitor|Atorvastatin)/),
  q('ingredient', 'xylometazoline', /^Otrivin/),
  q('ingredient', 'fusidic acid', /^Fucidin/),
  q('ingredient', 'lactulose', /^Duphalac/),
  q('ingredient', 'bisacodyl', /^Dulcolax/),
  q('ingredient', 'nifuroxazide', /^Antinal/),
  q('ingredient', 'نيفوروكسازيد', /^Antinal/),
  q('ingredient', 'cholecalciferol', /^(Devarol|Vitabiotics Ultra Vitamin D)/),
  q('ingredient', 'ascorbic acid', 114),
  q('ingredient', 'aspirin', /^Aspocid/),
  q('ingredient', 'ivy leaf', /^Prospan/),
  q('ingredient', 'sodium alginate', /^Gaviscon/),
  q('ingredient', 'simethicone', /^Maalox/),
  q('ingredient', 'pseudoephedrine', /^(Congestal|Comtrex|Panadol Cold)/),
  q('ingredient', 'chlorpheniramine', /^(Congestal|Comtrex)/),
  q('ingredient', 'dexpanthenol', /^Bepanthen/),
  q('ingredient', 'zinc oxide', /^Sudocrem/),
  q('ingredient', 'amoxicillin clavulanic acid', /^Augmentin/),
  q('ingredient', 'كلوريد الصوديوم', /^(Saline nasal|Sterimar)/),
  q('ingredient', 'حديد', /^Vitabiotics Feroglobin/),

  // ── uses and symptoms ────────────────────────────────────────────────────
  q('use', 'headache', 35, 36),
  q('use', 'صداع', 35, 36),
  q('use', 'fever', 35),
  q('use', 'خافض حرارة', 35),
  q('use', 'cough', 39),
  q('use', 'سعال', 39),
  q('use', 'heartburn', 44),
  q('use', 'حموضة', 44),
  q('use', 'diarrhea', 45),
  q('use', 'اسهال', 45),
  q('use', 'constipation', 46),
  q('use', 'امساك', 46),
  q('use', 'sore throat', /^Strepsils/),
  q('use', 'التهاب الحلق', /^Strepsils/),
  q('use', 'blocked nose', 40, /^Congestal/),
  q('use', 'back pain', 36, 37, /^Tynor lumbo-sacral/),
  q('use', 'joint pain', 36, 37),
  q('use', 'diabetes', ...diabetes),
  q('use', 'السكري', ...diabetes),
  q('use', 'high blood pressure', ...bloodPressure),
  q('use', 'cholesterol', 51),
  q('use', 'كوليسترول', 51),
  q('use', 'dandruff', /anti-dandruff/),
  q('use', 'قشرة', /anti-dandruff/),
  q('use', 'acne', /Effaclar|Normaderm/),
  q('use', 'حبوب الشباب', /Effaclar|Normaderm/),
  q('use', 'diaper rash', 78),
  q('use', 'تسلخات', 78),
  q('use', 'teething', /^(Brufen syrup|Panadol Baby)/),
  q('use', 'تسنين', /^(Brufen syrup|Panadol Baby)/),
  q('use', 'sensitive teeth', /^Sensodyne/),
  q('use', 'immunity', 114, 115),
  q('use', 'مناعة', 114, 115),
  q('use', 'anemia', /^Vitabiotics Feroglobin/),
  q('use', 'أنيميا', /^Vitabiotics Feroglobin/),
  q('use', 'wound', wounds),
  q('use', 'جروح', wounds),
  q('use', 'dehydration', /^Oral rehydration/),
  q('use', 'period pain', periodPain),
  q('use', 'ألم الدورة', periodPain),
  q('use', 'muscle pain', 36, 37),
  q('use', 'hair loss', /^Isis (castor|rosemary)/, /^Octozinc/),
  q('use', 'infection', ...antibiotics),
  q('use', 'pregnancy', /Pregnacare/),

  // ── cross-language and mixed queries ─────────────────────────────────────
  q('cross', 'بانادول extra', /^Panadol Extra/),
  q('cross', 'panadol اكسترا', /^Panadol Extra/),
  q('cross', 'nivea كريم', /^Nivea (Creme tin|Soft moisturising)/),
  q('cross', 'Pampers مقاس 4', /^Pampers Baby-Dry diapers size 4/),
  q('cross', 'فيتامين D', /^(Devarol|Vitabiotics Ultra Vitamin D)/),
  q('cross', 'واقي شمس SPF50', 55),
  q('cross', 'سيروم vitamin c', /^Garnier Vitamin C brightening serum/),
  q('cross', 'Accu-Chek شرائط', /^Accu-Chek \w+ 50 test strips/),
  q('cross', 'omega ٣', 116),
  q('cross', 'شامبو dandruff', /anti-dandruff/),
  q('cross', 'paracetamol شراب', /^(Panadol Baby|Toplexil)/),
  q('cross', 'بيبانثين cream', /^Bepanthen/),

  // ── numbers and units ────────────────────────────────────────────────────
  q('unit', '500mg', /\b500 mg\b/),
  q('unit', 'panadol 500mg', /^Panadol Advance 500 mg/),
  q('unit', 'glucophage 1000mg', /^Glucophage 1000/),
  q('unit', 'augmentin 1g', /^Augmentin 1 g/),
  q('unit', 'brufen 400mg', /^Brufen 400/),
  q('unit', 'concor 10mg', /^Concor 10/),
  q('unit', 'lipitor 40mg', /^Lipitor 40/),
  q('unit', 'بانادول ٥٠٠ مجم', /^Panadol Advance 500 mg/),
  q('unit', 'جلوكوفاج 850مجم', /^Glucophage 850/),
  q('unit', 'بروفين ٦٠٠', /^Brufen 600/),
  q('unit', 'juhayna milk 1l', /^Juhayna (full cream|skimmed) milk 1 L/),
  q('unit', 'مياه 1.5 لتر', /water (6 x )?1\.5 L/),
  q('unit', 'rice 5kg', /^El Doha Egyptian rice 5 kg/),
  q('unit', 'prospan 200ml', /^Prospan cough syrup 200/),
  q('unit', 'voltaren 100g', /^Voltaren Emulgel 1% 100 g/),
  q('unit', 'amaryl 2mg', /^Amaryl 2 mg/),
  q('unit', 'omeprazole 20mg', /^Omeprazole 20/),
  q('unit', 'ديتول ٥٠٠ مل', /^Dettol antiseptic liquid 500 ml/),
  q('unit', 'pampers size 5', /^Pampers (Baby-Dry diapers|Pants) size 5/),
  q('unit', 'vitamin d 1000 iu', /^Vitabiotics Ultra Vitamin D 1000 IU/),

  // ── category words ───────────────────────────────────────────────────────
  q('category', 'sunscreen', 55),
  q('category', 'واقي شمس', 55),
  q('category', 'antibiotic', ...antibiotics),
  q('category', 'مضاد حيوي', ...antibiotics),
  q('category', 'shampoo', 56, /shampoo/),
  q('category', 'شامبو', 56, /shampoo/),
  q('category', 'thermometer', 65),
  q('category', 'nebulizer', 68),
  q('category', 'diapers', 71),
  q('category', 'حفاضات', 71),
  q('category', 'toothpaste', 79),
  q('category', 'معجون أسنان', 79),
  q('category', 'multivitamin', 112, 113),
  q('category', 'infant formula', 73),
  q('category', 'لبن اطفال', 73),
  q('category', 'جهاز قياس الضغط', 62),
  q('category', 'glucose meter', 63),
  q('category', 'lipstick', /lipstick/),
  q('category', 'روج', /lipstick/),
  q('category', 'deodorant', 88),
  q('category', 'مزيل عرق', 88),
  q('category', 'cough syrup', 39),
  q('category', 'painkiller', ...painkillers),
  q('category', 'مسكن', ...painkillers),
  q('category', 'laxative', 46),
  q('category', 'ملين', 46),
  q('category', 'antacid', 44),
  q('category', 'face wash', 52),
  q('category', 'كرسي متحرك', /wheelchair/),
  q('category', 'herbal tea', /herbal tea/),
  q('category', 'eye drops', /eye drops/),
  q('category', 'قطرة عين', /eye drops/),
];

/** The ids of the products of `catalogue` a pharmacist accepts for `query`. */
export function relevantIds(query: JudgedQuery, catalogue: readonly DemoProduct[]): Set<number> {
  const patterns = query.relevant.filter((r): r is RegExp => r instanceof RegExp);
  const categories = new Set(query.relevant.filter((r): r is number => typeof r === 'number'));
  const ids = new Set<number>();
  for (const product of catalogue) {
    if (categories.has(product.categoryId) || patterns.some((p) => p.test(product.name.en))) {
      ids.add(product.id);
    }
  }
  return ids;
}
