import { counter, type ProductTemplate, produce } from './product-template.ts';

/** Kg steps for nuts and loose spices, which are bought in smaller amounts. */
const SMALL_WEIGHT_STEPS: readonly number[] = [0.25, 0.5, 0.75, 1];

/**
 * Grocery side of the catalogue. Loose produce, meat, fish, eggs and bakery use the 'Fresh market'
 * house brand. Weighted prices are per kg; all prices are Egyptian shelf prices in piasters (VAT included).
 */
export const groceryTemplates: readonly ProductTemplate[] = [
  // ── 90 Fruit ─────────────────────────────────────────────────────────────
  produce(
    90,
    { en: 'Bananas', ar: 'موز' },
    3000,
    '#f7d33b',
    {
      en: 'Sweet Egyptian bananas sold by the kg. Keep at room temperature; refrigerate once ripe.',
      ar: 'موز مصري حلو يباع بالكيلو. يُحفظ في درجة حرارة الغرفة ويوضع في الثلاجة بعد أن ينضج.',
    },
    120,
  ),
  produce(90, { en: 'Red apples (imported)', ar: 'تفاح أحمر مستورد' }, 8500, '#c1121f', {
    en: 'Crisp, juicy imported red apples. Store in the fridge crisper for up to 3 weeks.',
    ar: 'تفاح أحمر مستورد مقرمش وغني بالعصير. يُحفظ في درج الخضار بالثلاجة حتى 3 أسابيع.',
  }),
  produce(90, { en: 'Navel oranges', ar: 'برتقال بصرة' }, 2000, '#f77f00', {
    en: 'Seedless Egyptian navel oranges, great for eating and fresh juice.',
    ar: 'برتقال بصرة مصري بدون بذر، ممتاز للأكل وللعصير الفريش.',
  }),
  produce(90, { en: 'Ewais mangoes', ar: 'مانجو عويس' }, 6000, '#ffb703', {
    en: 'Fragrant Ewais mangoes from Ismailia, in season in late summer. Ripen at room temperature.',
    ar: 'مانجو عويس من الإسماعيلية برائحة مميزة، موسمها في آخر الصيف. تُترك في درجة حرارة الغرفة حتى تنضج.',
  }),
  produce(90, { en: 'Strawberries', ar: 'فراولة' }, 4000, '#e63946', {
    en: 'Fresh Egyptian strawberries. Wash just before eating and keep refrigerated.',
    ar: 'فراولة مصرية طازجة. تُغسل قبل الأكل مباشرة وتُحفظ في الثلاجة.',
  }),
  produce(90, { en: 'White seedless grapes', ar: 'عنب أبيض بناتي' }, 4500, '#b5e48c', {
    en: 'Sweet seedless grapes, perfect as a snack. Keep in the fridge unwashed.',
    ar: 'عنب بناتي حلو بدون بذر، مثالي كسناك. يُحفظ في الثلاجة دون غسيل.',
  }),
  produce(90, { en: 'Guava', ar: 'جوافة' }, 2500, '#90be6d', {
    en: 'Aromatic Egyptian guava, rich in vitamin C. Eat fresh or blend into juice.',
    ar: 'جوافة مصرية عطرية غنية بفيتامين سى. تؤكل طازجة أو تُعمل عصير.',
  }),
  produce(90, { en: 'Watermelon', ar: 'بطيخ' }, 1200, '#2d6a4f', {
    en: 'Sweet red watermelon, priced per kg (a whole melon weighs 5-8 kg). Chill before serving.',
    ar: 'بطيخ أحمر مسكر بالكيلو (البطيخة الكاملة من 5 إلى 8 كجم). يُبرد قبل التقديم.',
  }),
  produce(90, { en: 'Pomegranates', ar: 'رمان' }, 3500, '#9d0208', {
    en: 'Juicy Upper Egypt pomegranates with deep red seeds.',
    ar: 'رمان صعيدي غني بالعصير بحبات حمراء داكنة.',
  }),

  // ── 91 Vegetables ────────────────────────────────────────────────────────
  produce(
    91,
    { en: 'Tomatoes', ar: 'طماطم' },
    1500,
    '#e63946',
    {
      en: 'Fresh red tomatoes for salads and cooking. Store at room temperature for the best flavour.',
      ar: 'طماطم حمراء طازجة للسلطة والطبخ. تُحفظ في درجة حرارة الغرفة للحصول على أفضل طعم.',
    },
    150,
  ),
  produce(
    91,
    { en: 'Red onions', ar: 'بصل أحمر' },
    1200,
    '#9d4edd',
    {
      en: 'Egyptian red onions, the base of most home cooking. Keep in a cool, dry, dark place.',
      ar: 'بصل أحمر مصري أساس معظم الطبخ البيتي. يُحفظ في مكان بارد وجاف ومظلم.',
    },
    120,
  ),
  produce(
    91,
    { en: 'Potatoes', ar: 'بطاطس' },
    1500,
    '#d4a373',
    {
      en: 'All-purpose potatoes for frying, baking and stews. Keep away from light.',
      ar: 'بطاطس لكل الاستخدامات للقلي والفرن والطواجن. تُحفظ بعيداً عن الضوء.',
    },
    100,
  ),
  produce(91, { en: 'Cucumbers', ar: 'خيار' }, 2000, '#52b788', {
    en: 'Crunchy baladi cucumbers for salads and pickles. Refrigerate.',
    ar: 'خيار بلدي مقرمش للسلطة والمخلل. يُحفظ في الثلاجة.',
  }),
  produce(91, { en: 'Green bell peppers', ar: 'فلفل أخضر رومي' }, 2500, '#2b9348', {
    en: 'Green bell peppers for salads, mahshi and stir-fries.',
    ar: 'فلفل رومي أخضر للسلطة والمحشي والتشويح.',
  }),
  produce(91, { en: 'Coloured bell peppers', ar: 'فلفل ألوان' }, 6000, '#ffb703', {
    en: 'A mix of red, yellow and orange sweet peppers. Sweeter than green peppers.',
    ar: 'خليط من الفلفل الأحمر والأصفر والبرتقالي. أحلى في الطعم من الفلفل الأخضر.',
  }),
  produce(91, { en: 'Garlic', ar: 'ثوم' }, 8000, '#f1faee', {
    en: 'Dry Egyptian garlic heads with strong flavour. Store in a ventilated basket.',
    ar: 'رؤوس ثوم مصري جاف بنكهة قوية. يُحفظ في سلة جيدة التهوية.',
  }),
  produce(91, { en: 'Carrots', ar: 'جزر' }, 1500, '#f77f00', {
    en: 'Sweet carrots for soups, salads and juice. Refrigerate in a bag.',
    ar: 'جزر حلو للشوربة والسلطة والعصير. يُحفظ في الثلاجة داخل كيس.',
  }),
  produce(91, { en: 'Zucchini', ar: 'كوسة' }, 2500, '#6a994e', {
    en: 'Small, tender zucchini ideal for mahshi and béchamel dishes.',
    ar: 'كوسة صغيرة وطرية مثالية للمحشي والصواني بالبشاميل.',
  }),
  produce(91, { en: 'Eggplant', ar: 'باذنجان رومي' }, 1500, '#5a189a', {
    en: 'Glossy black eggplant for moussaka, frying and baba ghanoush.',
    ar: 'باذنجان رومي أسود لامع للمسقعة والقلي والبابا غنوج.',
  }),
  produce(91, { en: 'Okra', ar: 'بامية' }, 4500, '#80b918', {
    en: 'Small, tender okra pods for the classic Egyptian okra stew.',
    ar: 'بامية صغيرة وطرية لطاجن البامية المصري الشهير.',
  }),
  produce(91, { en: 'Baladi lemons', ar: 'ليمون بلدي' }, 3000, '#d4d700', {
    en: 'Small, very juicy baladi limes for salads, juice and marinades.',
    ar: 'ليمون بلدي صغير غني بالعصير للسلطات والعصير والتتبيل.',
  }),
  {
    category: 91,
    brand: 'Farm Frites',
    name: { en: 'Farm Frites frozen French fries', ar: 'فارم فريتس بطاطس مقلية مجمدة' },
    description: {
      en: 'Pre-cut frozen potato fries, ready to deep-fry or oven-bake in 15 minutes. Keep frozen at -18°C.',
      ar: 'بطاطس مقطعة ومجمدة جاهزة للقلي أو للفرن خلال 15 دقيقة. تُحفظ مجمدة عند -18 درجة.',
    },
    variants: [
      ['1 kg', '1 كجم', 10000],
      ['2.5 kg', '2.5 كجم', 22000],
    ],
    shape: 'bag',
    color: '#ffd60a',
    maxQuantity: 5,
  },

  // ── 92 Herbs & leafy greens ──────────────────────────────────────────────
  produce(92, { en: 'Fresh molokhia leaves', ar: 'ملوخية خضراء' }, 2500, '#2d6a4f', {
    en: 'Fresh jute mallow leaves, ready to chop for the classic molokhia. Use within 2 days or freeze.',
    ar: 'أوراق ملوخية خضراء طازجة جاهزة للتخريط لعمل الملوخية. تُستخدم خلال يومين أو تُجمد.',
  }),
  produce(92, { en: 'Spinach', ar: 'سبانخ' }, 2000, '#386641', {
    en: 'Fresh spinach leaves for stews and pastries. Wash well before cooking.',
    ar: 'أوراق سبانخ طازجة للطبيخ والفطائر. تُغسل جيداً قبل الطهي.',
  }),
  {
    category: 92,
    brand: 'Fresh market',
    name: { en: '{} bunch', ar: 'حزمة {}' },
    description: {
      en: 'A fresh bunch of herbs for salads, stuffing and garnishing. Keep in the fridge wrapped in a damp paper towel.',
      ar: 'حزمة طازجة من الخضرة للسلطات والحشو والتزيين. تُحفظ في الثلاجة ملفوفة في منديل مبلل.',
    },
    variants: [
      ['Parsley', 'بقدونس', 500],
      ['Coriander', 'كزبرة خضراء', 500],
      ['Dill', 'شبت', 500],
      ['Mint', 'نعناع', 500],
      ['Rocket (gargir)', 'جرجير', 400],
    ],
    shape: 'produce',
    color: '#40916c',
  },
  {
    category: 92,
    brand: 'Fresh market',
    name: { en: 'Baladi lettuce', ar: 'خس بلدي' },
    description: {
      en: 'A crisp head of baladi romaine lettuce for salads and fattoush.',
      ar: 'رأس خس بلدي مقرمش للسلطات والفتوش.',
    },
    variants: [['1 head', '1 رأس', 1000]],
    shape: 'produce',
    color: '#95d5b2',
  },
  {
    category: 92,
    brand: 'Fresh market',
    name: { en: 'Frozen minced molokhia', ar: 'ملوخية مخرطة مجمدة' },
    description: {
      en: 'Ready-minced frozen molokhia, add straight to boiling broth. Keep frozen.',
      ar: 'ملوخية مخرطة ومجمدة جاهزة، تُضاف مباشرة إلى الشوربة المغلية. تُحفظ مجمدة.',
    },
    variants: [['400 g', '400 جم', 2500]],
    shape: 'bag',
    color: '#2d6a4f',
  },

  // ── 93 Beef ──────────────────────────────────────────────────────────────
  counter(
    93,
    { en: 'Beef shoulder', ar: 'لحم كتف بقري' },
    45000,
    [2, 1, 4],
    '#9d0208',
    {
      en: 'Fresh local beef shoulder, ideal for stews, fattah and slow cooking. Keep refrigerated and cook within 2 days.',
      ar: 'لحم كتف بقري بلدي طازج مثالي للطواجن والفتة والطهي البطيء. يُحفظ في الثلاجة ويُطهى خلال يومين.',
    },
    'Fresh market',
    150,
  ),
  counter(
    93,
    { en: 'Minced beef', ar: 'لحم بقري مفروم' },
    42000,
    [3, 9],
    '#ae2012',
    {
      en: 'Lean minced beef from fresh local cuts, for kofta, hawawshi and stuffing. Minced to order.',
      ar: 'لحم بقري مفروم قليل الدهن من قطعيات بلدي طازجة، للكفتة والحواوشي والحشو. يُفرم حسب الطلب.',
    },
    'Fresh market',
    120,
  ),
  counter(93, { en: 'Beef tenderloin', ar: 'فيليه بقري' }, 75000, [1, 8, 4], '#6a040f', {
    en: 'The most tender cut of beef, for steaks and roasts. Cook to medium for best results.',
    ar: 'أطرى قطعة في اللحم البقري للستيك والروستو. يُفضل طهيها ميديم.',
  }),
  counter(93, { en: 'Beef topside', ar: 'لحم بقري وش فخدة' }, 48000, [10, 4, 13], '#9d0208', {
    en: 'Lean topside for escalope, shawarma and roast beef.',
    ar: 'لحم وش فخدة قليل الدهن للإسكالوب والشاورما والروستو.',
  }),
  counter(93, { en: 'Veal shank', ar: 'موزة بتلو' }, 47000, [1, 11], '#ae2012', {
    en: 'Gelatin-rich veal shank for fatta, soups and osso buco. Cook slowly until tender.',
    ar: 'موزة بتلو غنية بالجيلاتين للفتة والشوربة والأوسوبوكو. تُطهى على نار هادئة حتى تنضج.',
  }),
  counter(93, { en: 'Beef liver', ar: 'كبدة بقري' }, 40000, [4, 2], '#6a040f', {
    en: 'Fresh beef liver for Alexandrian-style liver sandwiches. Cook quickly on high heat.',
    ar: 'كبدة بقري طازجة لعمل الكبدة الإسكندراني. تُطهى بسرعة على نار عالية.',
  }),
  counter(93, { en: 'Beef ribeye', ar: 'ريب آي بقري' }, 70000, [8, 1], '#9d0208', {
    en: 'Well-marbled ribeye for juicy grilled steaks.',
    ar: 'ريب آي غني بالدهون المتداخلة لستيك مشوي غني بالعصارة.',
  }),

  // ── 94 Lamb ──────────────────────────────────────────────────────────────
  counter(94, { en: 'Lamb shoulder', ar: 'كتف ضاني' }, 50000, [1, 2, 11], '#bc4749', {
    en: 'Tender local lamb shoulder for roasting, fattah and stews.',
    ar: 'كتف ضاني بلدي طري للشوي والفتة والطواجن.',
  }),
  counter(94, { en: 'Leg of lamb', ar: 'فخدة ضاني' }, 52000, [1, 2, 4, 11], '#bc4749', {
    en: 'Whole or cut leg of lamb, the centrepiece for Eid and family gatherings. Roast slowly with garlic and rosemary.',
    ar: 'فخدة ضاني كاملة أو مقطعة، نجمة سفرة العيد والعزومات. تُشوى على نار هادئة بالثوم وإكليل الجبل.',
  }),
  counter(94, { en: 'Lamb chops', ar: 'ريش ضاني' }, 58000, [1, 11], '#a4133c', {
    en: 'Lamb rib chops for the grill. Marinate with onion, yoghurt and spices.',
    ar: 'ريش ضاني للشوي. تُتبل بالبصل والزبادي والبهارات.',
  }),
  counter(94, { en: 'Minced lamb', ar: 'لحم ضاني مفروم' }, 48000, [3, 9], '#bc4749', {
    en: 'Minced lamb with a little fat for juicy kofta and kebab.',
    ar: 'لحم ضاني مفروم بنسبة دهون بسيطة لكفتة وكباب غنيين بالعصارة.',
  }),
  counter(94, { en: 'Lamb liver', ar: 'كبدة ضاني' }, 45000, [4, 2], '#6a040f', {
    en: 'Delicate lamb liver, quick to cook with peppers and garlic.',
    ar: 'كبدة ضاني طرية سريعة الطهي مع الفلفل والثوم.',
  }),

  // ── 95 Poultry ───────────────────────────────────────────────────────────
  counter(
    95,
    { en: 'Whole chicken', ar: 'فراخ بيضاء كاملة' },
    12000,
    [1, 7, 6, 11],
    '#f4a261',
    {
      en: 'Fresh white chicken, about 1.2-1.6 kg per bird, for roasting, boiling and molokhia broth. Keep refrigerated and cook within 2 days.',
      ar: 'فراخ بيضاء طازجة، وزن الفرخة حوالي 1.2 إلى 1.6 كجم، للشوي والسلق وشوربة الملوخية. تُحفظ في الثلاجة وتُطهى خلال يومين.',
    },
    'Fresh market',
    150,
  ),
  counter(
    95,
    { en: 'Koki fresh whole chicken', ar: 'كوكي فراخ طازجة كاملة' },
    12500,
    [1, 7, 6],
    '#e76f51',
    {
      en: 'Koki farm-raised whole chicken, cleaned and chilled. Priced per kg.',
      ar: 'فرخة كاملة من مزارع كوكي، منظفة ومبردة. السعر بالكيلو.',
    },
    'Koki',
  ),
  counter(95, { en: 'Chicken breast', ar: 'صدور فراخ' }, 22000, [5, 2, 13], '#f4a261', {
    en: 'Boneless chicken breast for pané, shawarma and grilling.',
    ar: 'صدور فراخ بدون عظم للبانيه والشاورما والشوي.',
  }),
  counter(
    95,
    { en: 'Koki chicken breast', ar: 'كوكي صدور فراخ' },
    23000,
    [5, 2],
    '#e76f51',
    {
      en: 'Koki skinless chicken breast, cut as you like. Priced per kg.',
      ar: 'صدور فراخ كوكي بدون جلد، تُقطع حسب رغبتك. السعر بالكيلو.',
    },
    'Koki',
  ),
  counter(95, { en: 'Chicken thighs', ar: 'أوراك فراخ' }, 13000, [1, 5], '#f4a261', {
    en: 'Juicy chicken thighs, bone-in or boneless, great for the oven.',
    ar: 'أوراك فراخ غنية بالعصارة بالعظم أو بدونه، ممتازة في الفرن.',
  }),
  counter(95, { en: 'Chicken wings', ar: 'أجنحة فراخ' }, 9000, [1, 6], '#f4a261', {
    en: 'Chicken wings for frying, grilling and buffalo wings.',
    ar: 'أجنحة فراخ للقلي والشوي والبافلو.',
  }),
  counter(95, { en: 'Chicken liver', ar: 'كبد فراخ' }, 10000, [1, 6], '#6a040f', {
    en: 'Fresh chicken livers, cleaned on request. Sauté with garlic and lemon.',
    ar: 'كبد فراخ طازج يُنظف حسب الطلب. يُشوح بالثوم والليمون.',
  }),
  counter(95, { en: 'Duck', ar: 'بط' }, 18000, [1, 7, 6], '#bc6c25', {
    en: 'Whole local duck for roasting or stuffing with freek. About 2.5-3 kg per bird.',
    ar: 'بطة بلدي كاملة للشوي أو الحشو بالفريك. الوزن حوالي 2.5 إلى 3 كجم.',
  }),

  // ── 96 Fish & seafood ────────────────────────────────────────────────────
  counter(96, { en: 'Tilapia (bolti)', ar: 'سمك بلطي' }, 9000, [1, 6, 5, 12], '#8d99ae', {
    en: 'Fresh Nile tilapia for frying, grilling and sayadeya. Cleaned and scaled on request.',
    ar: 'سمك بلطي طازج للقلي والشوي والصيادية. يُنظف ويُقشر حسب الطلب.',
  }),
  counter(96, { en: 'Mullet (bouri)', ar: 'سمك بوري' }, 16000, [1, 6, 12], '#6c757d', {
    en: 'Fresh grey mullet, a favourite for grilling and baking in the oven.',
    ar: 'سمك بوري طازج، المفضل للشوي والصواني في الفرن.',
  }),
  counter(96, { en: 'Sea bass (karous)', ar: 'سمك قاروص' }, 35000, [1, 6, 5, 12], '#457b9d', {
    en: 'Premium sea bass with firm white flesh for grilling or baking whole.',
    ar: 'سمك قاروص فاخر بلحم أبيض متماسك للشوي أو الخبز كاملاً.',
  }),
  counter(96, { en: 'Sardines', ar: 'سردين' }, 7000, [1, 6], '#adb5bd', {
    en: 'Fresh sardines, delicious fried or grilled with cumin and lemon.',
    ar: 'سردين طازج، لذيذ مقلي أو مشوي بالكمون والليمون.',
  }),
  counter(96, { en: 'Medium shrimp', ar: 'جمبري وسط' }, 55000, [1, 6], '#f28482', {
    en: 'Fresh medium shrimp from the Mediterranean, whole or peeled and deveined.',
    ar: 'جمبري وسط طازج من البحر المتوسط، كامل أو مقشر ومنظف.',
  }),
  counter(96, { en: 'Calamari', ar: 'كاليماري' }, 30000, [6, 4], '#e9c46a', {
    en: 'Cleaned calamari, whole or cut into rings for frying.',
    ar: 'كاليماري منظف، كامل أو مقطع حلقات للقلي.',
  }),
  counter(96, { en: 'Basa fish fillet', ar: 'فيليه سمك بازا' }, 18000, [5, 2], '#f1faee', {
    en: 'Boneless white fish fillet, mild taste that children love. Great for pané.',
    ar: 'فيليه سمك أبيض بدون شوك بطعم خفيف يحبه الأطفال. ممتاز للبانيه.',
  }),

  // ── 97 Milk ──────────────────────────────────────────────────────────────
  {
    category: 97,
    brand: 'Juhayna',
    name: { en: 'Juhayna full cream milk', ar: 'جهينة لبن كامل الدسم' },
    description: {
      en: 'UHT full cream cow’s milk, no preservatives. Refrigerate after opening and use within 3 days.',
      ar: 'لبن بقري كامل الدسم معقم بدون مواد حافظة. يُحفظ في الثلاجة بعد الفتح ويُستهلك خلال 3 أيام.',
    },
    variants: [
      ['1 L', '1 لتر', 4200],
      ['200 ml', '200 مل', 1000],
    ],
    shape: 'carton',
    color: '#0077b6',
    popularityBoost: 150,
  },
  {
    category: 97,
    brand: 'Juhayna',
    name: { en: 'Juhayna skimmed milk 1 L', ar: 'جهينة لبن خالي الدسم 1 لتر' },
    description: {
      en: 'Fat-free UHT milk with all the calcium of whole milk.',
      ar: 'لبن معقم خالي الدسم بكل كالسيوم اللبن كامل الدسم.',
    },
    variants: [['', '', 4300]],
    shape: 'carton',
    color: '#48cae4',
  },
  {
    category: 97,
    brand: 'Almarai',
    name: { en: 'Almarai full fat milk', ar: 'المراعي حليب كامل الدسم' },
    description: {
      en: 'Long-life full fat milk from Almarai farms, rich and creamy.',
      ar: 'حليب كامل الدسم طويل الأجل من مزارع المراعي، غني وكريمي.',
    },
    variants: [
      ['1 L', '1 لتر', 4300],
      ['1.5 L', '1.5 لتر', 6200],
    ],
    shape: 'carton',
    color: '#1b4332',
  },
  {
    category: 97,
    brand: 'Labanita',
    name: { en: 'Labanita full cream milk 1 L', ar: 'لبنيتا لبن كامل الدسم 1 لتر' },
    description: {
      en: 'Egyptian full cream milk at a friendly price, for the family breakfast.',
      ar: 'لبن مصري كامل الدسم بسعر مناسب لفطار العيلة.',
    },
    variants: [['', '', 3800]],
    shape: 'carton',
    color: '#00b4d8',
  },
  {
    category: 97,
    brand: 'Lamar',
    name: { en: 'Lamar full cream milk 1 L', ar: 'لمار لبن كامل الدسم 1 لتر' },
    description: {
      en: 'Fresh-tasting full cream milk from Lamar farms. Shake before pouring.',
      ar: 'لبن كامل الدسم بطعم طازج من مزارع لمار. يُرج قبل الاستخدام.',
    },
    variants: [['', '', 4000]],
    shape: 'carton',
    color: '#2a9d8f',
  },
  {
    category: 97,
    brand: 'Juhayna',
    name: { en: 'Juhayna chocolate milk 200 ml', ar: 'جهينة لبن بالشوكولاتة 200 مل' },
    description: {
      en: 'Chocolate-flavoured milk in a lunch-box size carton. Serve chilled.',
      ar: 'لبن بطعم الشوكولاتة في علبة صغيرة مناسبة للمدرسة. يُقدم بارداً.',
    },
    variants: [['', '', 1200]],
    shape: 'carton',
    color: '#7f5539',
  },

  // ── 98 Cheese ────────────────────────────────────────────────────────────
  {
    category: 98,
    brand: 'Domty',
    name: { en: 'Domty white feta cheese', ar: 'دومتي جبنة بيضاء فيتا' },
    description: {
      en: 'Creamy Egyptian white cheese for breakfast sandwiches and salads. Refrigerate after opening.',
      ar: 'جبنة بيضاء مصرية كريمية لسندوتشات الفطار والسلطات. تُحفظ في الثلاجة بعد الفتح.',
    },
    variants: [
      ['500 g', '500 جم', 5000],
      ['1 kg', '1 كجم', 9000],
    ],
    shape: 'carton',
    color: '#219ebc',
    popularityBoost: 100,
  },
  {
    category: 98,
    brand: 'Domty',
    name: { en: 'Domty Istanbouli cheese 500 g', ar: 'دومتي جبنة إسطنبولي 500 جم' },
    description: {
      en: 'Salty white cheese with a touch of chilli, great with tomatoes and cucumbers.',
      ar: 'جبنة بيضاء مالحة بلمسة شطة، رائعة مع الطماطم والخيار.',
    },
    variants: [['', '', 5000]],
    shape: 'carton',
    color: '#e63946',
  },
  {
    category: 98,
    brand: 'Fresh market',
    name: { en: 'Aged Roumi cheese', ar: 'جبنة رومي قديمة' },
    description: {
      en: 'Sharp, aged Egyptian Roumi cheese cut fresh from the wheel. Sold by weight.',
      ar: 'جبنة رومي مصرية قديمة بطعم حاد تُقطع طازجة من القالب. تباع بالوزن.',
    },
    variants: [['', '', 35000]],
    shape: 'produce',
    color: '#e9c46a',
    weighted: true,
    quantities: SMALL_WEIGHT_STEPS,
  },
  {
    category: 98,
    brand: 'Fresh market',
    name: { en: 'Istanbouli cheese (by weight)', ar: 'جبنة إسطنبولي (بالوزن)' },
    description: {
      en: 'Loose Istanbouli white cheese from the deli counter, sold by weight.',
      ar: 'جبنة إسطنبولي بيضاء من قسم الأجبان، تباع بالوزن.',
    },
    variants: [['', '', 12000]],
    shape: 'produce',
    color: '#f8f9fa',
    weighted: true,
    quantities: SMALL_WEIGHT_STEPS,
  },
  {
    category: 98,
    brand: 'Fresh market',
    name: { en: 'Areesh cottage cheese', ar: 'جبنة قريش' },
    description: {
      en: 'Low-fat traditional Egyptian cottage cheese, sold by weight. Eat within 3 days.',
      ar: 'جبنة قريش مصرية تقليدية قليلة الدسم، تباع بالوزن. تُستهلك خلال 3 أيام.',
    },
    variants: [['', '', 10000]],
    shape: 'produce',
    color: '#fefae0',
    weighted: true,
    quantities: SMALL_WEIGHT_STEPS,
  },
  {
    category: 98,
    brand: 'President',
    name: { en: 'President cheddar slices 200 g', ar: 'بريزيدون جبنة شيدر شرائح 200 جم' },
    description: {
      en: 'Processed cheddar slices that melt perfectly in burgers and toasts.',
      ar: 'شرائح جبنة شيدر مطبوخة تذوب بشكل مثالي في البرجر والتوست.',
    },
    variants: [['', '', 9500]],
    shape: 'pack',
    color: '#f77f00',
  },
  {
    category: 98,
    brand: 'President',
    name: { en: 'President mozzarella 200 g', ar: 'بريزيدون جبنة موتزاريلا 200 جم' },
    description: {
      en: 'Grated mozzarella for pizza and oven dishes. Melts and stretches beautifully.',
      ar: 'جبنة موتزاريلا مبشورة للبيتزا وصواني الفرن. تسيح وتمط بشكل رائع.',
    },
    variants: [['', '', 12000]],
    shape: 'bag',
    color: '#0077b6',
  },
  {
    category: 98,
    brand: 'Kiri',
    name: { en: 'Kiri cream cheese', ar: 'كيري جبنة كريمي' },
    description: {
      en: 'Creamy cheese squares loved by kids, perfect for school sandwiches.',
      ar: 'مربعات جبنة كريمي يحبها الأطفال، مثالية لسندوتشات المدرسة.',
    },
    variants: [
      ['6 portions', '6 قطع', 6000],
      ['12 portions', '12 قطعة', 11000],
    ],
    shape: 'box',
    color: '#00b4d8',
  },

  // ── 99 Yogurt & butter ───────────────────────────────────────────────────
  {
    category: 99,
    brand: 'Juhayna',
    name: { en: 'Juhayna plain yogurt 105 g', ar: 'جهينة زبادي سادة 105 جم' },
    description: {
      en: 'Set plain yogurt made from fresh milk. Keep refrigerated between 2 and 6°C.',
      ar: 'زبادي سادة متماسك من لبن طازج. يُحفظ في الثلاجة بين 2 و6 درجات.',
    },
    variants: [['', '', 800]],
    shape: 'jar',
    color: '#0077b6',
    popularityBoost: 80,
  },
  {
    category: 99,
    brand: 'Almarai',
    name: { en: 'Almarai Greek yogurt 150 g', ar: 'المراعي زبادي يوناني 150 جم' },
    description: {
      en: 'Thick, high-protein Greek-style yogurt. Great with honey and fruit.',
      ar: 'زبادي يوناني كثيف وغني بالبروتين. رائع مع العسل والفاكهة.',
    },
    variants: [['', '', 2000]],
    shape: 'jar',
    color: '#1b4332',
  },
  {
    category: 99,
    brand: 'Juhayna',
    name: { en: 'Juhayna rayeb 1 L', ar: 'جهينة رايب 1 لتر' },
    description: {
      en: 'Traditional drinking laban rayeb, refreshing and good for digestion. Shake well and serve cold.',
      ar: 'لبن رايب تقليدي منعش ومفيد للهضم. يُرج جيداً ويُقدم بارداً.',
    },
    variants: [['', '', 3500]],
    shape: 'carton',
    color: '#0096c7',
  },
  {
    category: 99,
    brand: 'Labanita',
    name: { en: 'Labanita plain yogurt 4 x 105 g', ar: 'لبنيتا زبادي سادة 4 × 105 جم' },
    description: {
      en: 'Family pack of four plain yogurt cups.',
      ar: 'عبوة عائلية من أربعة أكواب زبادي سادة.',
    },
    variants: [['', '', 3000]],
    shape: 'jar',
    color: '#00b4d8',
  },
  {
    category: 99,
    brand: 'President',
    name: { en: 'President unsalted butter 200 g', ar: 'بريزيدون زبدة بدون ملح 200 جم' },
    description: {
      en: 'French-style unsalted butter for baking and cooking. Keep refrigerated.',
      ar: 'زبدة بدون ملح على الطريقة الفرنسية للخبيز والطبخ. تُحفظ في الثلاجة.',
    },
    variants: [['', '', 14000]],
    shape: 'box',
    color: '#0077b6',
  },
  {
    category: 99,
    brand: 'Almarai',
    name: { en: 'Almarai butter 200 g', ar: 'المراعي زبدة 200 جم' },
    description: {
      en: 'Creamy butter made from fresh cream, for toast and sweets.',
      ar: 'زبدة كريمية من القشدة الطازجة للتوست والحلويات.',
    },
    variants: [['', '', 12500]],
    shape: 'box',
    color: '#1b4332',
  },
  {
    category: 99,
    brand: 'Domty',
    name: { en: 'Domty qishta cream 200 g', ar: 'دومتي قشطة 200 جم' },
    description: {
      en: 'Thick Egyptian-style clotted cream for breakfast with honey and for oriental desserts.',
      ar: 'قشطة سميكة على الطريقة المصرية للفطار مع العسل وللحلويات الشرقية.',
    },
    variants: [['', '', 4500]],
    shape: 'jar',
    color: '#219ebc',
  },

  // ── 100 Eggs ─────────────────────────────────────────────────────────────
  {
    category: 100,
    brand: 'Fresh market',
    name: { en: 'White eggs', ar: 'بيض أبيض' },
    description: {
      en: 'Fresh farm eggs, graded large. Store in the fridge with the pointed end down.',
      ar: 'بيض مزارع طازج حجم كبير. يُحفظ في الثلاجة والطرف المدبب لأسفل.',
    },
    variants: [
      ['tray of 30', 'كرتونة 30 بيضة', 17500],
      ['10 pieces', '10 بيضات', 6500],
    ],
    shape: 'carton',
    color: '#f8f9fa',
    maxQuantity: 5,
    popularityBoost: 150,
  },
  {
    category: 100,
    brand: 'Fresh market',
    name: { en: 'Brown eggs 10 pieces', ar: 'بيض أحمر 10 بيضات' },
    description: {
      en: 'Fresh brown-shelled eggs from local farms.',
      ar: 'بيض أحمر طازج من مزارع محلية.',
    },
    variants: [['', '', 7000]],
    shape: 'carton',
    color: '#bc6c25',
  },
  {
    category: 100,
    brand: 'Fresh market',
    name: { en: 'Baladi eggs tray of 30', ar: 'بيض بلدي كرتونة 30 بيضة' },
    description: {
      en: 'Free-range baladi eggs with rich, deep-yellow yolks.',
      ar: 'بيض بلدي من دجاج حر بصفار غني داكن.',
    },
    variants: [['', '', 20000]],
    shape: 'carton',
    color: '#dda15e',
    maxQuantity: 5,
  },
  {
    category: 100,
    brand: 'Fresh market',
    name: { en: 'Quail eggs 20 pieces', ar: 'بيض سمان 20 بيضة' },
    description: {
      en: 'Small speckled quail eggs, boil for 3 minutes. A favourite snack for kids.',
      ar: 'بيض سمان صغير منقط، يُسلق 3 دقائق. سناك مفضل للأطفال.',
    },
    variants: [['', '', 4000]],
    shape: 'carton',
    color: '#a98467',
  },

  // ── 101 Bread & pastries ─────────────────────────────────────────────────
  {
    category: 101,
    brand: 'Fresh market',
    name: { en: 'Baladi bread 5 loaves', ar: 'عيش بلدي 5 أرغفة' },
    description: {
      en: 'Freshly baked whole-wheat baladi bread, delivered warm. Best eaten the same day.',
      ar: 'عيش بلدي ردة طازج من الفرن يصلك دافئاً. يُفضل أكله في نفس اليوم.',
    },
    variants: [['', '', 1000]],
    shape: 'loaf',
    color: '#bc8a5f',
    popularityBoost: 150,
  },
  {
    category: 101,
    brand: 'Fresh market',
    name: { en: 'Shami bread 5 loaves', ar: 'عيش شامي 5 أرغفة' },
    description: {
      en: 'Soft white pita bread for sandwiches and fattoush.',
      ar: 'عيش شامي أبيض طري للسندوتشات والفتوش.',
    },
    variants: [['', '', 1500]],
    shape: 'loaf',
    color: '#e6ccb2',
  },
  {
    category: 101,
    brand: 'Fresh market',
    name: { en: 'Fino bread 5 pieces', ar: 'عيش فينو 5 أرغفة' },
    description: {
      en: 'Long, soft fino rolls for school sandwiches.',
      ar: 'عيش فينو طويل وطري لسندوتشات المدرسة.',
    },
    variants: [['', '', 1500]],
    shape: 'loaf',
    color: '#ddb892',
  },
  {
    category: 101,
    brand: 'Rich Bake',
    name: { en: 'Rich Bake sliced toast', ar: 'ريتش بيك عيش توست شرائح' },
    description: {
      en: 'Soft sliced toast bread for breakfast and sandwiches. Keep closed in a dry place.',
      ar: 'عيش توست شرائح طري للفطار والسندوتشات. يُحفظ مغلقاً في مكان جاف.',
    },
    variants: [
      ['white 600 g', 'أبيض 600 جم', 4000],
      ['brown 500 g', 'أسمر 500 جم', 4500],
    ],
    shape: 'loaf',
    color: '#d4a373',
  },
  {
    category: 101,
    brand: 'Molto',
    name: { en: 'Molto croissant', ar: 'مولتو كرواسون' },
    description: {
      en: 'Soft packaged croissant with a creamy filling, a quick snack on the go.',
      ar: 'كرواسون طري مغلف بحشوة كريمية، سناك سريع في أي وقت.',
    },
    variants: [
      ['chocolate 55 g', 'بالشوكولاتة 55 جم', 1000],
      ['cheese 55 g', 'بالجبنة 55 جم', 1000],
    ],
    shape: 'pack',
    color: '#e63946',
  },
  {
    category: 101,
    brand: 'Fresh market',
    name: { en: 'Butter croissants 4 pieces', ar: 'كرواسون بالزبدة 4 قطع' },
    description: {
      en: 'Flaky butter croissants baked every morning.',
      ar: 'كرواسون بالزبدة هش يُخبز كل صباح.',
    },
    variants: [['', '', 4000]],
    shape: 'loaf',
    color: '#e9c46a',
  },
  {
    category: 101,
    brand: 'Fresh market',
    name: { en: 'Feteer meshaltet', ar: 'فطير مشلتت' },
    description: {
      en: 'Traditional flaky layered pastry made with ghee, served with honey, cheese or molasses. Warm in the oven before serving.',
      ar: 'فطير مشلتت تقليدي بطبقات هشة بالسمن، يُقدم بالعسل أو الجبنة أو العسل الأسود. يُسخن في الفرن قبل التقديم.',
    },
    variants: [['medium', 'وسط', 9000]],
    shape: 'loaf',
    color: '#dda15e',
  },

  // ── 102 Water ────────────────────────────────────────────────────────────
  {
    category: 102,
    brand: 'Baraka',
    name: { en: 'Baraka natural mineral water', ar: 'بركة مياه معدنية طبيعية' },
    description: {
      en: 'Natural mineral water bottled at the source, low in sodium.',
      ar: 'مياه معدنية طبيعية معبأة من المصدر، قليلة الصوديوم.',
    },
    variants: [
      ['600 ml', '600 مل', 500],
      ['1.5 L', '1.5 لتر', 700],
      ['6 x 1.5 L', '6 × 1.5 لتر', 4000],
    ],
    shape: 'bottle',
    color: '#0096c7',
    maxQuantity: 5,
    popularityBoost: 100,
  },
  {
    category: 102,
    brand: 'Aquafina',
    name: { en: 'Aquafina drinking water', ar: 'أكوافينا مياه شرب' },
    description: {
      en: 'Purified drinking water with a clean, fresh taste.',
      ar: 'مياه شرب منقاة بطعم نقي ومنعش.',
    },
    variants: [
      ['1.5 L', '1.5 لتر', 800],
      ['12 x 600 ml', '12 × 600 مل', 6000],
    ],
    shape: 'bottle',
    color: '#48cae4',
    maxQuantity: 5,
  },

  // ── 103 Juices & soft drinks ─────────────────────────────────────────────
  {
    category: 103,
    brand: 'Juhayna',
    name: { en: 'Juhayna Pure orange juice 1 L', ar: 'جهينة بيور عصير برتقال 1 لتر' },
    description: {
      en: '100% orange juice with no added sugar. Refrigerate after opening.',
      ar: 'عصير برتقال 100% بدون سكر مضاف. يُحفظ في الثلاجة بعد الفتح.',
    },
    variants: [['', '', 4500]],
    shape: 'carton',
    color: '#f77f00',
  },
  {
    category: 103,
    brand: 'Juhayna',
    name: { en: 'Juhayna Classic mango nectar 1 L', ar: 'جهينة كلاسيك عصير مانجو 1 لتر' },
    description: {
      en: 'Thick mango nectar made with Egyptian mangoes.',
      ar: 'عصير مانجو كثيف من المانجو المصري.',
    },
    variants: [['', '', 3500]],
    shape: 'carton',
    color: '#ffb703',
  },
  {
    category: 103,
    brand: 'Beyti',
    name: { en: 'Beyti guava juice 1 L', ar: 'بيتي عصير جوافة 1 لتر' },
    description: {
      en: 'Smooth guava nectar, a family favourite with meals.',
      ar: 'عصير جوافة ناعم، المفضل للعائلة مع الأكل.',
    },
    variants: [['', '', 3500]],
    shape: 'carton',
    color: '#f28482',
  },
  {
    category: 103,
    brand: 'Lamar',
    name: { en: 'Lamar cocktail juice 1 L', ar: 'لمار عصير كوكتيل 1 لتر' },
    description: {
      en: 'Mixed fruit cocktail juice with no preservatives.',
      ar: 'عصير كوكتيل فواكه مشكلة بدون مواد حافظة.',
    },
    variants: [['', '', 3600]],
    shape: 'carton',
    color: '#e76f51',
  },
  {
    category: 103,
    brand: 'Pepsi',
    name: { en: 'Pepsi', ar: 'بيبسي' },
    description: {
      en: 'Refreshing cola soft drink. Best served ice cold.',
      ar: 'مشروب غازي كولا منعش. يُفضل تقديمه مثلجاً.',
    },
    variants: [
      ['can 330 ml', 'كانز 330 مل', 1500],
      ['1 L', '1 لتر', 2500],
      ['6 x 330 ml cans', '6 كانز × 330 مل', 8500],
    ],
    shape: 'can',
    color: '#004b93',
  },
  {
    category: 103,
    brand: 'Coca-Cola',
    name: { en: 'Coca-Cola', ar: 'كوكاكولا' },
    description: {
      en: 'The original Coca-Cola taste. Serve chilled with ice.',
      ar: 'طعم كوكاكولا الأصلي. يُقدم بارداً مع الثلج.',
    },
    variants: [
      ['can 330 ml', 'كانز 330 مل', 1500],
      ['1 L', '1 لتر', 2500],
    ],
    shape: 'can',
    color: '#e41e2b',
  },

  // ── 104 Tea & coffee ─────────────────────────────────────────────────────
  {
    category: 104,
    brand: 'Lipton',
    name: { en: 'Lipton Yellow Label tea {}', ar: 'ليبتون شاي العلامة الصفراء {}' },
    description: {
      en: 'Classic black tea in bags for a bright, refreshing cup. Brew for 2-3 minutes.',
      ar: 'شاي أسود كلاسيكي فتلة لكوب منعش. يُترك 2-3 دقائق في الماء المغلي.',
    },
    variants: [
      ['25 bags', '25 فتلة', 3800],
      ['100 bags', '100 فتلة', 13000],
    ],
    shape: 'box',
    color: '#ffd60a',
    popularityBoost: 80,
  },
  {
    category: 104,
    brand: 'Ahmed Tea',
    name: { en: 'Ahmed Tea', ar: 'شاي أحمد' },
    description: {
      en: 'English-blended tea in foil-enveloped bags to keep the aroma fresh.',
      ar: 'شاي بخلطة إنجليزية في أكياس مغلفة بالألومنيوم للحفاظ على الرائحة.',
    },
    variants: [
      ['Earl Grey 100 bags', 'إيرل جراي 100 فتلة', 15000],
      ['green tea 20 bags', 'شاي أخضر 20 فتلة', 6000],
    ],
    shape: 'box',
    color: '#7f1d1d',
  },
  {
    category: 104,
    brand: 'El Arosa',
    name: { en: 'El Arosa loose black tea 250 g', ar: 'شاي العروسة ناعم 250 جم' },
    description: {
      en: 'Strong Egyptian loose tea, the classic for koshary-style tea with milk or mint.',
      ar: 'شاي مصري ناعم وقوي، الكلاسيكي لشاي الكشري باللبن أو النعناع.',
    },
    variants: [['', '', 6500]],
    shape: 'bag',
    color: '#d00000',
  },
  {
    category: 104,
    brand: 'Nescafe',
    name: { en: 'Nescafe Classic instant coffee', ar: 'نسكافيه كلاسيك قهوة سريعة التحضير' },
    description: {
      en: 'Rich instant coffee; one teaspoon makes a cup. Close the jar tightly after use.',
      ar: 'قهوة سريعة التحضير بطعم غني، ملعقة صغيرة لكل كوب. يُغلق البرطمان جيداً بعد الاستخدام.',
    },
    variants: [
      ['100 g jar', 'برطمان 100 جم', 19000],
      ['200 g jar', 'برطمان 200 جم', 35000],
    ],
    shape: 'jar',
    color: '#6f1d1b',
  },
  {
    category: 104,
    brand: 'Nescafe',
    name: { en: 'Nescafe 3in1 original', ar: 'نسكافيه 3 في 1 أوريجينال' },
    description: {
      en: 'Coffee, creamer and sugar in one sachet. Just add hot water.',
      ar: 'قهوة وكريمة وسكر في كيس واحد. يُضاف الماء الساخن فقط.',
    },
    variants: [['24 sachets', '24 كيس', 12000]],
    shape: 'box',
    color: '#9c6644',
  },
  {
    category: 104,
    brand: 'Abu Auf',
    name: { en: 'Abu Auf Turkish coffee with cardamom', ar: 'أبو عوف بن تركي محوج' },
    description: {
      en: 'Medium-roast Turkish coffee ground with cardamom, for the perfect foamy cup.',
      ar: 'بن تركي تحميص وسط مطحون بالحبهان لفنجان قهوة بوش مظبوط.',
    },
    variants: [
      ['125 g', '125 جم', 7500],
      ['250 g', '250 جم', 14000],
    ],
    shape: 'bag',
    color: '#582f0e',
  },
  {
    category: 104,
    brand: 'Isis',
    name: { en: 'Isis {} herbal tea 20 bags', ar: 'إيزيس {} 20 فتلة' },
    description: {
      en: 'Organic Egyptian herbal infusion, caffeine free. Brew one bag for 5 minutes.',
      ar: 'مشروب أعشاب مصري عضوي خالٍ من الكافيين. تُنقع فتلة لمدة 5 دقائق.',
    },
    variants: [
      ['chamomile', 'بابونج', 4000],
      ['anise', 'ينسون', 4000],
      ['hibiscus', 'كركديه', 4000],
    ],
    shape: 'box',
    color: '#6a994e',
  },

  // ── 105 Chips & nuts ─────────────────────────────────────────────────────
  {
    category: 105,
    brand: 'Chipsy',
    name: { en: 'Chipsy {} 75 g', ar: 'شيبسي {} 75 جم' },
    description: {
      en: 'Egypt’s favourite crispy potato chips. Family-size bag.',
      ar: 'رقائق البطاطس المقرمشة المفضلة في مصر. كيس عائلي.',
    },
    variants: [
      ['salt', 'بالملح', 1500],
      ['cheese', 'بالجبنة', 1500],
      ['tomato', 'بالطماطم', 1500],
    ],
    shape: 'bag',
    color: '#ffd60a',
  },
  {
    category: 105,
    brand: 'Abu Auf',
    name: { en: 'Abu Auf {} (by weight)', ar: 'أبو عوف {} (بالوزن)' },
    description: {
      en: 'Freshly roasted nuts from Abu Auf, weighed to order. Keep in an airtight container.',
      ar: 'مكسرات محمصة طازجة من أبو عوف توزن حسب الطلب. تُحفظ في علبة محكمة الغلق.',
    },
    variants: [
      ['roasted peanuts', 'سوداني محمص', 9000],
      ['roasted mixed nuts', 'مكسرات مشكلة محمصة', 45000],
      ['roasted cashews', 'كاجو محمص', 90000],
      ['roasted white pumpkin seeds', 'لب أبيض محمص', 20000],
    ],
    shape: 'bag',
    color: '#a0522d',
    weighted: true,
    quantities: SMALL_WEIGHT_STEPS,
  },

  // ── 106 Biscuits, chocolate & sweets ─────────────────────────────────────
  {
    category: 106,
    brand: 'Bisco Misr',
    name: { en: 'Bisco Misr Marie biscuits', ar: 'بسكو مصر بسكويت ماري' },
    description: {
      en: 'Light, crunchy tea biscuits, perfect with a cup of tea.',
      ar: 'بسكويت شاي خفيف ومقرمش، مثالي مع كوب الشاي.',
    },
    variants: [
      ['single pack', 'عبوة فردية', 500],
      ['12 packs', '12 عبوة', 5500],
    ],
    shape: 'pack',
    color: '#1d4ed8',
  },
  {
    category: 106,
    brand: 'Bisco Misr',
    name: { en: 'Bisco Misr date-filled ma’amoul', ar: 'بسكو مصر معمول بالعجوة' },
    description: {
      en: 'Soft semolina cookies filled with dates, an Eid classic.',
      ar: 'كحك سميد طري محشو بالعجوة، من كلاسيكيات العيد.',
    },
    variants: [['12 pieces', '12 قطعة', 4500]],
    shape: 'box',
    color: '#9c6644',
  },
  {
    category: 106,
    brand: 'Cadbury',
    name: { en: 'Cadbury Dairy Milk chocolate', ar: 'كادبوري ديري ميلك شوكولاتة' },
    description: {
      en: 'Smooth milk chocolate made with a glass and a half of milk. Store below 25°C.',
      ar: 'شوكولاتة باللبن ناعمة مصنوعة من كوب ونصف من اللبن. تُحفظ في درجة حرارة أقل من 25.',
    },
    variants: [
      ['38 g', '38 جم', 2500],
      ['90 g', '90 جم', 6000],
    ],
    shape: 'pack',
    color: '#4a1c6f',
  },
  {
    category: 106,
    brand: 'Halwani Bros',
    name: { en: 'Halwani halawa', ar: 'حلواني حلاوة طحينية' },
    description: {
      en: 'Traditional tahini halawa, a breakfast favourite with bread. Keep in a cool, dry place.',
      ar: 'حلاوة طحينية تقليدية، المفضلة للفطار مع العيش. تُحفظ في مكان بارد وجاف.',
    },
    variants: [
      ['plain 500 g', 'سادة 500 جم', 7000],
      ['with pistachio 500 g', 'بالفستق 500 جم', 9500],
    ],
    shape: 'jar',
    color: '#c9a227',
  },
  {
    category: 106,
    brand: 'Isis',
    name: { en: 'Isis natural bee honey', ar: 'إيزيس عسل نحل طبيعي' },
    description: {
      en: 'Pure Egyptian clover honey, great with qishta for breakfast. Crystallisation is natural; warm gently to liquefy.',
      ar: 'عسل نحل برسيم مصري نقي، رائع مع القشطة في الفطار. التبلور طبيعي ويمكن تدفئته برفق ليعود سائلاً.',
    },
    variants: [['500 g', '500 جم', 15000]],
    shape: 'jar',
    color: '#f4a261',
  },

  // ── 107 Rice & pasta ─────────────────────────────────────────────────────
  {
    category: 107,
    brand: 'El Doha',
    name: { en: 'El Doha Egyptian rice', ar: 'الضحى أرز مصري' },
    description: {
      en: 'Premium short-grain Egyptian rice for everyday meals, mahshi and roz bel laban. Rinse before cooking.',
      ar: 'أرز مصري فاخر قصير الحبة للأكل اليومي والمحشي والأرز باللبن. يُغسل قبل الطهي.',
    },
    variants: [
      ['1 kg', '1 كجم', 3500],
      ['5 kg', '5 كجم', 17000],
    ],
    shape: 'bag',
    color: '#2a9d8f',
    maxQuantity: 5,
    popularityBoost: 150,
  },
  {
    category: 107,
    brand: 'Regina',
    name: { en: 'Regina {} 400 g', ar: 'ريجينا مكرونة {} 400 جم' },
    description: {
      en: 'Durum wheat semolina pasta that stays firm after cooking. Boil in salted water for 8-10 minutes.',
      ar: 'مكرونة من سميد القمح الصلب تظل متماسكة بعد الطهي. تُسلق في ماء مملح لمدة 8-10 دقائق.',
    },
    variants: [
      ['spaghetti', 'اسباجتي', 1600],
      ['elbow macaroni', 'كوع', 1600],
      ['penne', 'قلم', 1600],
    ],
    shape: 'bag',
    color: '#e63946',
    popularityBoost: 80,
  },
  {
    category: 107,
    brand: 'Regina',
    name: { en: 'Regina lasagne sheets 500 g', ar: 'ريجينا مكرونة لازانيا 500 جم' },
    description: {
      en: 'Oven-ready lasagne sheets, no boiling needed.',
      ar: 'شرائح لازانيا جاهزة للفرن بدون سلق.',
    },
    variants: [['', '', 4000]],
    shape: 'box',
    color: '#e63946',
  },
  {
    category: 107,
    brand: 'El Doha',
    name: { en: 'El Doha vermicelli 350 g', ar: 'الضحى شعرية 350 جم' },
    description: {
      en: 'Fine vermicelli for rice with vermicelli, soups and koshari.',
      ar: 'شعرية رفيعة للأرز بالشعرية والشوربة والكشري.',
    },
    variants: [['', '', 1200]],
    shape: 'bag',
    color: '#2a9d8f',
  },

  // ── 108 Oils & ghee ──────────────────────────────────────────────────────
  {
    category: 108,
    brand: 'Afia',
    name: { en: 'Afia pure corn oil', ar: 'عافية زيت ذرة نقي' },
    description: {
      en: 'Light corn oil, cholesterol free, for frying and cooking.',
      ar: 'زيت ذرة خفيف خالٍ من الكوليسترول للقلي والطبخ.',
    },
    variants: [
      ['1.5 L', '1.5 لتر', 13500],
      ['2.2 L', '2.2 لتر', 19500],
    ],
    shape: 'bottle',
    color: '#ffd60a',
  },
  {
    category: 108,
    brand: 'Crystal',
    name: { en: 'Crystal sunflower oil', ar: 'كريستال زيت عباد الشمس' },
    description: {
      en: 'Everyday sunflower oil, rich in vitamin E, for frying and cooking.',
      ar: 'زيت عباد الشمس للاستخدام اليومي غني بفيتامين هـ للقلي والطبخ.',
    },
    variants: [
      ['800 ml', '800 مل', 5500],
      ['1.6 L', '1.6 لتر', 10000],
    ],
    shape: 'bottle',
    color: '#f9c74f',
    popularityBoost: 100,
  },
  {
    category: 108,
    brand: 'Wadi Food',
    name: { en: 'Wadi Food extra virgin olive oil', ar: 'وادي فود زيت زيتون بكر ممتاز' },
    description: {
      en: 'Cold-pressed Egyptian extra virgin olive oil for salads, ful and dipping.',
      ar: 'زيت زيتون مصري بكر ممتاز معصور على البارد للسلطات والفول والغمس.',
    },
    variants: [
      ['500 ml', '500 مل', 20000],
      ['1 L', '1 لتر', 38000],
    ],
    shape: 'bottle',
    color: '#606c38',
  },
  {
    category: 108,
    brand: 'Fresh market',
    name: { en: 'Baladi ghee 1 kg', ar: 'سمن بلدي 1 كجم' },
    description: {
      en: 'Pure clarified butter ghee from the countryside, for rice, fattah and feteer.',
      ar: 'سمن بلدي صافٍ من الريف للأرز والفتة والفطير.',
    },
    variants: [['', '', 35000]],
    shape: 'jar',
    color: '#e9c46a',
  },

  // ── 109 Spices & salt ────────────────────────────────────────────────────
  {
    category: 109,
    brand: 'Abu Auf',
    name: { en: 'Abu Auf {} 100 g', ar: 'أبو عوف {} 100 جم' },
    description: {
      en: 'Freshly ground, carefully cleaned spices in a resealable pack. Keep away from heat and moisture.',
      ar: 'توابل مطحونة طازجة ومنظفة بعناية في عبوة قابلة للغلق. تُحفظ بعيداً عن الحرارة والرطوبة.',
    },
    variants: [
      ['ground cumin', 'كمون مطحون', 2500],
      ['ground black pepper', 'فلفل أسود مطحون', 4500],
      ['ground coriander', 'كزبرة ناشفة مطحونة', 2000],
      ['seven spices', 'سبع بهارات', 3500],
      ['paprika', 'بابريكا', 3000],
    ],
    shape: 'bag',
    color: '#9c6644',
  },
  {
    category: 109,
    brand: 'Abu Auf',
    name: { en: 'Abu Auf fine sea salt 500 g', ar: 'أبو عوف ملح بحري ناعم 500 جم' },
    description: {
      en: 'Iodised fine sea salt for cooking and the table.',
      ar: 'ملح بحري ناعم مدعم باليود للطبخ والسفرة.',
    },
    variants: [['', '', 1000]],
    shape: 'bag',
    color: '#adb5bd',
  },
  {
    category: 109,
    brand: 'Fresh market',
    name: { en: 'Whole cumin seeds (loose)', ar: 'كمون حب سايب' },
    description: {
      en: 'Loose whole cumin seeds weighed to order; toast lightly before grinding for the best aroma.',
      ar: 'كمون حب سايب يوزن حسب الطلب، يُحمص قليلاً قبل الطحن للحصول على أفضل رائحة.',
    },
    variants: [['', '', 25000]],
    shape: 'bag',
    color: '#a98467',
    weighted: true,
    quantities: SMALL_WEIGHT_STEPS,
  },

  // ── 110 Canned food & sauces ─────────────────────────────────────────────
  {
    category: 110,
    brand: 'Americana',
    name: { en: 'Americana foul medames 400 g', ar: 'أمريكانا فول مدمس 400 جم' },
    description: {
      en: 'Slow-cooked fava beans ready to heat and season with oil, cumin and lemon. The classic Egyptian breakfast.',
      ar: 'فول مدمس مطهو على نار هادئة، جاهز للتسخين والتتبيل بالزيت والكمون والليمون. الفطار المصري الكلاسيكي.',
    },
    variants: [['', '', 1800]],
    shape: 'can',
    color: '#7f5539',
    popularityBoost: 100,
  },
  {
    category: 110,
    brand: 'Americana',
    name: { en: 'Americana chickpeas 400 g', ar: 'أمريكانا حمص 400 جم' },
    description: {
      en: 'Cooked chickpeas, ready for koshari, hummus and salads. Rinse before use.',
      ar: 'حمص مسلوق جاهز للكشري والحمص بالطحينة والسلطات. يُغسل قبل الاستخدام.',
    },
    variants: [['', '', 2000]],
    shape: 'can',
    color: '#dda15e',
  },
  {
    category: 110,
    brand: 'Americana',
    name: { en: 'Americana tomato paste 360 g', ar: 'أمريكانا صلصة طماطم 360 جم' },
    description: {
      en: 'Concentrated tomato paste for sauces, stews and koshari. Refrigerate after opening.',
      ar: 'صلصة طماطم مركزة للصوصات والطبيخ والكشري. تُحفظ في الثلاجة بعد الفتح.',
    },
    variants: [['', '', 2200]],
    shape: 'can',
    color: '#c1121f',
  },
  {
    category: 110,
    brand: 'Heinz',
    name: { en: 'Heinz tomato ketchup 460 g', ar: 'هاينز كاتشب 460 جم' },
    description: {
      en: 'Thick, rich tomato ketchup in a squeezy bottle.',
      ar: 'كاتشب طماطم كثيف وغني في زجاجة سهلة الضغط.',
    },
    variants: [['', '', 4000]],
    shape: 'bottle',
    color: '#d00000',
  },
  {
    category: 110,
    brand: 'Heinz',
    name: { en: 'Heinz white vinegar 1 L', ar: 'هاينز خل أبيض 1 لتر' },
    description: {
      en: 'Distilled white vinegar for salads, pickles and the garlic-vinegar sauce of fattah.',
      ar: 'خل أبيض مقطر للسلطات والمخلل وتقلية الثوم والخل في الفتة.',
    },
    variants: [['', '', 2500]],
    shape: 'bottle',
    color: '#f1faee',
  },
  {
    category: 110,
    brand: 'Dolphin',
    name: { en: 'Dolphin tuna chunks in oil 160 g', ar: 'دولفين تونة قطع بالزيت 160 جم' },
    description: {
      en: 'Light meat tuna chunks in vegetable oil for salads and sandwiches.',
      ar: 'قطع تونة بيضاء في زيت نباتي للسلطات والسندوتشات.',
    },
    variants: [['', '', 5500]],
    shape: 'can',
    color: '#0077b6',
  },

  // ── 111 Legumes, flour & sugar ───────────────────────────────────────────
  {
    category: 111,
    brand: 'El Doha',
    name: { en: 'El Doha {} lentils 1 kg', ar: 'الضحى عدس {} 1 كجم' },
    description: {
      en: 'Cleaned, sorted lentils ready to cook. Store in a dry place.',
      ar: 'عدس منقى ومفرز جاهز للطهي. يُحفظ في مكان جاف.',
    },
    variants: [
      ['brown', 'بجبة', 6000],
      ['split yellow', 'أصفر', 6000],
    ],
    shape: 'bag',
    color: '#e09f3e',
    popularityBoost: 60,
  },
  {
    category: 111,
    brand: 'El Doha',
    name: { en: 'El Doha dried fava beans 1 kg', ar: 'الضحى فول بلدي ناشف 1 كجم' },
    description: {
      en: 'Dried fava beans for slow-cooked ful medames and ta’meya. Soak overnight.',
      ar: 'فول بلدي ناشف لعمل الفول المدمس والطعمية. يُنقع طوال الليل.',
    },
    variants: [['', '', 5000]],
    shape: 'bag',
    color: '#7f5539',
  },
  {
    category: 111,
    brand: 'El Doha',
    name: { en: 'El Doha {}', ar: 'الضحى {}' },
    description: {
      en: 'Kitchen staples for baking and oriental desserts. Keep sealed in a cool, dry cupboard.',
      ar: 'أساسيات المطبخ للخبيز والحلويات الشرقية. تُحفظ مغلقة في مكان بارد وجاف.',
    },
    variants: [
      ['white sugar 1 kg', 'سكر أبيض 1 كجم', 3600],
      ['all-purpose flour 1 kg', 'دقيق لكل الأغراض 1 كجم', 3000],
      ['coarse semolina 1 kg', 'سميد خشن 1 كجم', 3500],
      ['corn starch 250 g', 'نشا 250 جم', 1500],
    ],
    shape: 'bag',
    color: '#2a9d8f',
    popularityBoost: 60,
  },
  {
    category: 111,
    brand: 'Abu Auf',
    name: { en: 'Abu Auf desiccated coconut 200 g', ar: 'أبو عوف جوز هند مبشور 200 جم' },
    description: {
      en: 'Fine desiccated coconut for basbousa, roz bel laban and cakes.',
      ar: 'جوز هند مبشور ناعم للبسبوسة والأرز باللبن والكيك.',
    },
    variants: [['', '', 4000]],
    shape: 'bag',
    color: '#f8f9fa',
  },
  {
    category: 111,
    brand: 'Isis',
    name: { en: 'Isis rolled oats 500 g', ar: 'إيزيس شوفان 500 جم' },
    description: {
      en: 'Whole-grain rolled oats for porridge and baking, rich in fibre.',
      ar: 'شوفان حبوب كاملة للعصيدة والخبيز، غني بالألياف.',
    },
    variants: [['', '', 7000]],
    shape: 'bag',
    color: '#bc6c25',
  },
];
