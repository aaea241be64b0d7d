import type { ProductTemplate } from './product-template.ts';

/**
 * Pharmacy side of the catalogue: medication, home healthcare services, cosmetics, medical devices,
 * baby products, personal care and vitamins. Prices are Egyptian shelf prices in piasters (VAT included).
 */
export const healthTemplates: readonly ProductTemplate[] = [
  // ── 35 Headache & fever ──────────────────────────────────────────────────
  {
    category: 35,
    brand: 'Panadol',
    name: { en: 'Panadol Extra', ar: 'بانادول إكسترا' },
    description: {
      en: 'Paracetamol with caffeine for fast relief of headache, toothache and period pain, and to reduce fever. Adults: 1-2 tablets every 4-6 hours, no more than 8 tablets a day.',
      ar: 'باراسيتامول مع الكافيين لتسكين سريع للصداع وآلام الأسنان والدورة الشهرية وخفض الحرارة. للكبار: قرص أو قرصان كل 4-6 ساعات وبحد أقصى 8 أقراص في اليوم.',
    },
    variants: [
      ['24 tablets', '24 قرص', 6500],
      ['48 tablets', '48 قرص', 12500],
    ],
    shape: 'blister',
    color: '#d7263d',
    popularityBoost: 100,
  },
  {
    category: 35,
    brand: 'Panadol',
    name: { en: 'Panadol Advance 500 mg', ar: 'بانادول أدفانس 500 مجم' },
    description: {
      en: 'Paracetamol 500 mg tablets with Optizorb technology for faster absorption. Gentle on the stomach; suitable for adults and children over 12.',
      ar: 'أقراص باراسيتامول 500 مجم بتقنية أوبتيزورب لامتصاص أسرع. لطيفة على المعدة ومناسبة للكبار والأطفال فوق 12 سنة.',
    },
    variants: [
      ['24 tablets', '24 قرص', 5000],
      ['48 tablets', '48 قرص', 9500],
    ],
    shape: 'blister',
    color: '#1f5fbf',
  },
  {
    category: 35,
    brand: 'Panadol',
    name: { en: 'Panadol Baby & Infant suspension', ar: 'بانادول بيبي شراب للرضع والأطفال' },
    description: {
      en: 'Strawberry-flavoured paracetamol suspension for fever and pain in babies from 2 months. Use the measuring syringe in the pack and follow the dose by weight.',
      ar: 'شراب باراسيتامول بطعم الفراولة لخفض الحرارة وتسكين الألم للرضع من عمر شهرين. استخدم السرنجة المرفقة والتزم بالجرعة حسب الوزن.',
    },
    variants: [['100 ml', '100 مل', 3500]],
    shape: 'bottle',
    color: '#e85d9c',
  },
  {
    category: 35,
    brand: 'Brufen',
    name: { en: 'Brufen syrup 100 mg/5 ml', ar: 'بروفين شراب 100 مجم/5 مل' },
    description: {
      en: 'Ibuprofen syrup for children to lower fever and ease teething and ear pain. Give with or after food; not for babies under 3 months.',
      ar: 'شراب إيبوبروفين للأطفال لخفض الحرارة وتسكين آلام التسنين والأذن. يؤخذ مع الأكل أو بعده، ولا يستخدم للرضع أقل من 3 شهور.',
    },
    variants: [['100 ml', '100 مل', 3200]],
    shape: 'bottle',
    color: '#f28c28',
  },
  {
    category: 35,
    brand: 'Abimol',
    name: { en: 'Abimol 500 mg', ar: 'أبيمول 500 مجم' },
    description: {
      en: 'Egyptian paracetamol tablets for mild to moderate pain and fever. Adults: 1-2 tablets up to 4 times a day.',
      ar: 'أقراص باراسيتامول مصرية لتسكين الآلام البسيطة والمتوسطة وخفض الحرارة. للكبار: قرص أو قرصان حتى 4 مرات يومياً.',
    },
    variants: [['20 tablets', '20 قرص', 1500]],
    shape: 'blister',
    color: '#2a9d8f',
  },
  {
    category: 35,
    brand: 'Medication',
    name: { en: 'Paracetamol 500 mg', ar: 'باراسيتامول 500 مجم' },
    description: {
      en: 'Generic paracetamol tablets for headache, body aches and fever. Do not take with other paracetamol products.',
      ar: 'أقراص باراسيتامول لعلاج الصداع وآلام الجسم والحرارة. لا تستخدم مع منتجات أخرى تحتوي على الباراسيتامول.',
    },
    variants: [['20 tablets', '20 قرص', 2000]],
    shape: 'blister',
    color: '#8d99ae',
  },

  // ── 36 Muscle & joint pain ───────────────────────────────────────────────
  {
    category: 36,
    brand: 'Brufen',
    name: { en: 'Brufen', ar: 'بروفين' },
    description: {
      en: 'Ibuprofen tablets for back pain, joint and muscle pain, and inflammation. Take after meals with a glass of water.',
      ar: 'أقراص إيبوبروفين لآلام الظهر والمفاصل والعضلات والالتهابات. تؤخذ بعد الأكل مع كوب ماء.',
    },
    variants: [
      ['400 mg 30 tablets', '400 مجم 30 قرص', 4400],
      ['600 mg 30 tablets', '600 مجم 30 قرص', 6200],
    ],
    shape: 'box',
    color: '#e63946',
  },
  {
    category: 36,
    brand: 'Cataflam',
    name: { en: 'Cataflam 50 mg', ar: 'كتافلام 50 مجم' },
    description: {
      en: 'Diclofenac potassium for fast relief of acute pain, muscle strains and joint inflammation. Swallow whole after food; not for long-term use without a doctor.',
      ar: 'ديكلوفيناك بوتاسيوم لتسكين سريع للآلام الحادة وشد العضلات والتهاب المفاصل. يبلع كاملاً بعد الأكل ولا يستخدم لفترات طويلة دون استشارة الطبيب.',
    },
    variants: [
      ['20 tablets', '20 قرص', 6800],
      ['9 sachets', '9 أكياس', 5400],
    ],
    shape: 'box',
    color: '#c1121f',
  },
  {
    category: 36,
    brand: 'Medication',
    name: { en: 'Ibuprofen 400 mg', ar: 'إيبوبروفين 400 مجم' },
    description: {
      en: 'Generic ibuprofen tablets for muscle, joint and dental pain. Take with food; avoid if you have a stomach ulcer.',
      ar: 'أقراص إيبوبروفين لآلام العضلات والمفاصل والأسنان. تؤخذ مع الأكل ويُتجنب استخدامها في حالة قرحة المعدة.',
    },
    variants: [['20 tablets', '20 قرص', 1800]],
    shape: 'blister',
    color: '#8d99ae',
  },

  // ── 37 Pain relief gels ──────────────────────────────────────────────────
  {
    category: 37,
    brand: 'Voltaren',
    name: { en: 'Voltaren Emulgel 1%', ar: 'فولتارين إيمولجيل 1%' },
    description: {
      en: 'Diclofenac gel for back, neck and joint pain and sports injuries. Rub gently into the painful area 3-4 times a day.',
      ar: 'جل ديكلوفيناك لآلام الظهر والرقبة والمفاصل وإصابات الملاعب. يُدلك برفق على مكان الألم 3-4 مرات يومياً.',
    },
    variants: [
      ['50 g', '50 جم', 9000],
      ['100 g', '100 جم', 16000],
    ],
    shape: 'tube',
    color: '#00509d',
  },
  {
    category: 37,
    brand: 'Voltaren',
    name: { en: 'Voltaren Emulgel Forte 2%', ar: 'فولتارين إيمولجيل فورت 2%' },
    description: {
      en: 'Double-strength diclofenac gel with 12-hour relief, applied only twice a day. Not for broken skin.',
      ar: 'جل ديكلوفيناك بتركيز مضاعف يسكن الألم لمدة 12 ساعة ويوضع مرتين فقط يومياً. لا يوضع على الجروح.',
    },
    variants: [['50 g', '50 جم', 12500]],
    shape: 'tube',
    color: '#003f88',
  },
  {
    category: 37,
    brand: 'Reparil',
    name: { en: 'Reparil gel', ar: 'ريباريل جل' },
    description: {
      en: 'Cooling gel with escin for bruises, swelling and sprains. Apply a thin layer several times a day.',
      ar: 'جل مبرد يحتوي على الإسين لعلاج الكدمات والتورم والالتواءات. يوضع طبقة خفيفة عدة مرات يومياً.',
    },
    variants: [['40 g', '40 جم', 4500]],
    shape: 'tube',
    color: '#4cc9f0',
  },
  {
    category: 37,
    brand: 'Medication',
    name: { en: 'Diclofenac gel 1%', ar: 'ديكلوفيناك جل 1%' },
    description: {
      en: 'Generic anti-inflammatory gel for muscle and joint pain. Wash hands after use.',
      ar: 'جل مضاد للالتهاب لآلام العضلات والمفاصل. تُغسل اليدين بعد الاستخدام.',
    },
    variants: [['50 g', '50 جم', 2500]],
    shape: 'tube',
    color: '#8d99ae',
  },

  // ── 38 Cold & flu tablets ────────────────────────────────────────────────
  {
    category: 38,
    brand: 'Congestal',
    name: { en: 'Congestal', ar: 'كونجستال' },
    description: {
      en: 'Classic Egyptian cold remedy for blocked nose, sneezing, headache and fever. Adults: 1 tablet 3 times a day; may cause drowsiness.',
      ar: 'علاج البرد الشهير لانسداد الأنف والعطس والصداع والحرارة. للكبار: قرص 3 مرات يومياً، وقد يسبب النعاس.',
    },
    variants: [['20 tablets', '20 قرص', 4400]],
    shape: 'blister',
    color: '#ffb703',
    popularityBoost: 100,
  },
  {
    category: 38,
    brand: 'Comtrex',
    name: { en: 'Comtrex', ar: 'كومتركس' },
    description: {
      en: 'Multi-symptom cold and flu tablets for congestion, runny nose, aches and fever. Do not combine with other paracetamol products.',
      ar: 'أقراص متعددة الأعراض للبرد والإنفلونزا لعلاج الاحتقان ورشح الأنف والآلام والحرارة. لا تستخدم مع أدوية أخرى تحتوي على باراسيتامول.',
    },
    variants: [['20 tablets', '20 قرص', 3800]],
    shape: 'blister',
    color: '#d62828',
  },
  {
    category: 38,
    brand: 'Panadol',
    name: { en: 'Panadol Cold & Flu', ar: 'بانادول كولد آند فلو' },
    description: {
      en: 'Paracetamol with a decongestant for the main cold and flu symptoms, without drowsiness. Adults: 2 tablets up to 4 times a day.',
      ar: 'باراسيتامول مع مزيل للاحتقان لعلاج أعراض البرد والإنفلونزا دون أن يسبب النعاس. للكبار: قرصان حتى 4 مرات يومياً.',
    },
    variants: [['24 tablets', '24 قرص', 6000]],
    shape: 'blister',
    color: '#2b9348',
  },
  {
    category: 38,
    brand: 'Strepsils',
    name: { en: 'Strepsils', ar: 'ستربسلز أقراص استحلاب' },
    description: {
      en: 'Antiseptic lozenges that soothe a sore throat. Dissolve one lozenge slowly in the mouth every 2-3 hours.',
      ar: 'أقراص استحلاب مطهرة تلطف التهاب الحلق. يُمص قرص ببطء كل 2-3 ساعات.',
    },
    variants: [
      ['honey & lemon 24 lozenges', 'بالعسل والليمون 24 قرص', 4500],
      ['orange with vitamin C 24 lozenges', 'بالبرتقال وفيتامين سى 24 قرص', 4500],
    ],
    shape: 'box',
    color: '#f4a261',
  },

  // ── 39 Cough syrups ──────────────────────────────────────────────────────
  {
    category: 39,
    brand: 'Prospan',
    name: { en: 'Prospan cough syrup', ar: 'بروسبان شراب للكحة' },
    description: {
      en: 'Ivy leaf extract syrup that loosens phlegm and calms productive cough, sugar and alcohol free. Suitable for the whole family; shake well before use.',
      ar: 'شراب بخلاصة أوراق اللبلاب يذيب البلغم ويهدئ الكحة، خالٍ من السكر والكحول. مناسب لكل أفراد الأسرة، ويُرج جيداً قبل الاستخدام.',
    },
    variants: [
      ['100 ml', '100 مل', 11000],
      ['200 ml', '200 مل', 19000],
    ],
    shape: 'bottle',
    color: '#2e8b57',
  },
  {
    category: 39,
    brand: 'Toplexil',
    name: { en: 'Toplexil syrup', ar: 'توبليكسيل شراب' },
    description: {
      en: 'Syrup for dry, irritating cough, especially at night. May cause drowsiness; keep out of reach of children.',
      ar: 'شراب للكحة الجافة المزعجة خاصة أثناء الليل. قد يسبب النعاس، ويُحفظ بعيداً عن متناول الأطفال.',
    },
    variants: [['125 ml', '125 مل', 3000]],
    shape: 'bottle',
    color: '#6a4c93',
  },
  {
    category: 39,
    brand: 'Medication',
    name: { en: 'Ambroxol syrup 15 mg/5 ml', ar: 'أمبروكسول شراب 15 مجم/5 مل' },
    description: {
      en: 'Generic mucolytic syrup that thins phlegm in chest colds. Drink plenty of water while using it.',
      ar: 'شراب مذيب للبلغم في نزلات البرد الصدرية. يُنصح بشرب كميات كافية من الماء أثناء استخدامه.',
    },
    variants: [['100 ml', '100 مل', 2200]],
    shape: 'bottle',
    color: '#8d99ae',
  },

  // ── 40 Nasal sprays & drops ──────────────────────────────────────────────
  {
    category: 40,
    brand: 'Otrivin',
    name: { en: 'Otrivin', ar: 'أوتريفين' },
    description: {
      en: 'Xylometazoline nasal decongestant that clears a blocked nose within minutes for up to 10 hours. Do not use for more than 7 days in a row.',
      ar: 'مزيل لاحتقان الأنف يفتح الأنف المسدود خلال دقائق ولمدة تصل إلى 10 ساعات. لا يستخدم أكثر من 7 أيام متتالية.',
    },
    variants: [
      ['0.1% adult nasal spray 10 ml', '0.1% بخاخ أنف للكبار 10 مل', 4000],
      ['0.05% children nasal drops 10 ml', '0.05% نقط أنف للأطفال 10 مل', 3200],
    ],
    shape: 'bottle',
    color: '#0077b6',
  },
  {
    category: 40,
    brand: 'Sterimar',
    name: { en: 'Sterimar sea water nasal spray', ar: 'ستيريمار بخاخ مياه البحر للأنف' },
    description: {
      en: 'Natural isotonic sea water spray for daily nasal hygiene and relief of dryness. Safe for babies from 3 years and adults.',
      ar: 'بخاخ مياه بحر طبيعية لتنظيف الأنف يومياً وعلاج الجفاف. آمن للأطفال من 3 سنوات والكبار.',
    },
    variants: [['50 ml', '50 مل', 18000]],
    shape: 'bottle',
    color: '#48cae4',
  },
  {
    category: 40,
    brand: 'Medication',
    name: { en: 'Saline nasal drops 0.9%', ar: 'نقط أنف محلول ملح 0.9%' },
    description: {
      en: 'Sterile saline drops to moisten the nose and loosen mucus in babies and adults. Can be used as often as needed.',
      ar: 'نقط محلول ملح معقم لترطيب الأنف وتسهيل خروج الإفرازات للرضع والكبار. يمكن استخدامها عند الحاجة.',
    },
    variants: [['20 ml', '20 مل', 1000]],
    shape: 'bottle',
    color: '#8d99ae',
  },

  // ── 41 Home nursing (Nile Care services) ─────────────────────────────────
  {
    category: 41,
    brand: 'Nile Care',
    name: { en: 'Nurse home visit', ar: 'زيارة تمريض منزلية' },
    description: {
      en: 'A licensed nurse visits you at home for vital signs, medication and general care. Book at least 3 hours ahead.',
      ar: 'ممرض أو ممرضة مرخصة يزورك في البيت لقياس العلامات الحيوية وإعطاء الأدوية والرعاية العامة. يُحجز قبل الموعد بـ 3 ساعات على الأقل.',
    },
    variants: [
      ['(1 hour)', '(ساعة واحدة)', 30000],
      ['(3 hours)', '(3 ساعات)', 75000],
    ],
    shape: 'box',
    color: '#0f766e',
    maxQuantity: 5,
  },
  {
    category: 41,
    brand: 'Nile Care',
    name: { en: 'Injection at home', ar: 'إعطاء حقنة بالمنزل' },
    description: {
      en: 'Intramuscular or intravenous injection given at home by a nurse. Please have the prescription and the medicine ready.',
      ar: 'إعطاء حقنة عضل أو وريد في المنزل بواسطة ممرض. يُرجى تجهيز الروشتة والدواء قبل الزيارة.',
    },
    variants: [['', '', 15000]],
    shape: 'box',
    color: '#0f766e',
    maxQuantity: 5,
  },
  {
    category: 41,
    brand: 'Nile Care',
    name: { en: 'Wound dressing at home', ar: 'غيار على الجروح بالمنزل' },
    description: {
      en: 'Sterile dressing of surgical wounds, burns or diabetic foot by a trained nurse. Dressing materials included.',
      ar: 'غيار معقم على جروح العمليات والحروق والقدم السكري بواسطة ممرض مدرب. يشمل مستلزمات الغيار.',
    },
    variants: [['', '', 25000]],
    shape: 'box',
    color: '#0f766e',
    maxQuantity: 5,
  },
  {
    category: 41,
    brand: 'Nile Care',
    name: { en: 'Elderly care shift (12 hours)', ar: 'رعاية كبار السن (وردية 12 ساعة)' },
    description: {
      en: 'A caregiver stays with your elderly relative for 12 hours: feeding, hygiene, mobility and medicines on time.',
      ar: 'مرافق يبقى مع كبير السن لمدة 12 ساعة للمساعدة في الأكل والنظافة الشخصية والحركة ومواعيد الأدوية.',
    },
    variants: [['', '', 80000]],
    shape: 'box',
    color: '#0f766e',
    maxQuantity: 5,
  },

  // ── 42 Home lab tests ────────────────────────────────────────────────────
  {
    category: 42,
    brand: 'Nile Care',
    name: { en: 'Home lab test: {}', ar: 'تحليل منزلي: {}' },
    description: {
      en: 'A lab technician collects the sample at your home; results arrive by e-mail within 24-48 hours. Fasting instructions are sent when you book.',
      ar: 'فني معمل يسحب العينة في منزلك وتصلك النتيجة على البريد الإلكتروني خلال 24-48 ساعة. تُرسل تعليمات الصيام عند الحجز.',
    },
    variants: [
      ['complete blood count (CBC)', 'صورة دم كاملة', 20000],
      ['HbA1c', 'السكر التراكمي', 35000],
      ['vitamin D', 'فيتامين د', 70000],
      ['thyroid (TSH)', 'الغدة الدرقية', 30000],
      ['full check-up package', 'باقة الفحص الشامل', 150000],
    ],
    shape: 'box',
    color: '#7b2cbf',
    maxQuantity: 3,
  },

  // ── 43 Home physiotherapy ────────────────────────────────────────────────
  {
    category: 43,
    brand: 'Nile Care',
    name: { en: 'Physiotherapy at home', ar: 'علاج طبيعي بالمنزل' },
    description: {
      en: 'Sessions with a licensed physiotherapist at home for back and knee pain, stroke and post-surgery rehabilitation. Each session lasts about 45 minutes.',
      ar: 'جلسات مع أخصائي علاج طبيعي مرخص في المنزل لآلام الظهر والركبة وتأهيل الجلطات وما بعد العمليات. مدة الجلسة حوالي 45 دقيقة.',
    },
    variants: [
      ['(1 session)', '(جلسة واحدة)', 40000],
      ['(5-session package)', '(باقة 5 جلسات)', 180000],
      ['(10-session package)', '(باقة 10 جلسات)', 350000],
    ],
    shape: 'box',
    color: '#2d6a4f',
    maxQuantity: 3,
  },
  {
    category: 43,
    brand: 'Nile Care',
    name: { en: 'Post-operative rehab assessment', ar: 'تقييم تأهيل ما بعد العمليات' },
    description: {
      en: 'A first home visit to assess mobility after surgery and plan your physiotherapy programme.',
      ar: 'زيارة منزلية أولى لتقييم الحركة بعد العملية ووضع برنامج العلاج الطبيعي المناسب.',
    },
    variants: [['', '', 50000]],
    shape: 'box',
    color: '#2d6a4f',
    maxQuantity: 3,
  },

  // ── 44 Antacids ──────────────────────────────────────────────────────────
  {
    category: 44,
    brand: 'Gaviscon',
    name: { en: 'Gaviscon Advance peppermint liquid', ar: 'جافيسكون أدفانس شراب بالنعناع' },
    description: {
      en: 'Forms a protective layer over the stomach contents to relieve heartburn and acid reflux for up to 4 hours. Take after meals and at bedtime.',
      ar: 'يكوّن طبقة واقية فوق محتويات المعدة لتخفيف الحموضة وارتجاع المريء لمدة تصل إلى 4 ساعات. يؤخذ بعد الأكل وقبل النوم.',
    },
    variants: [
      ['150 ml', '150 مل', 9000],
      ['300 ml', '300 مل', 16000],
    ],
    shape: 'bottle',
    color: '#3a86ff',
  },
  {
    category: 44,
    brand: 'Gaviscon',
    name: { en: 'Gaviscon chewable tablets', ar: 'جافيسكون أقراص للمضغ' },
    description: {
      en: 'Peppermint tablets for heartburn on the go. Chew 2-4 tablets well after meals.',
      ar: 'أقراص بالنعناع لعلاج الحموضة في أي مكان. تُمضغ 2-4 أقراص جيداً بعد الأكل.',
    },
    variants: [['24 tablets', '24 قرص', 7000]],
    shape: 'box',
    color: '#3a86ff',
  },
  {
    category: 44,
    brand: 'Maalox',
    name: { en: 'Maalox Plus suspension', ar: 'مالوكس بلس معلق' },
    description: {
      en: 'Antacid with simethicone for acidity, indigestion and bloating. Shake well and take 1-2 spoons after meals.',
      ar: 'مضاد للحموضة مع سيميثيكون لعلاج الحموضة وعسر الهضم والانتفاخ. يُرج جيداً ويؤخذ 1-2 ملعقة بعد الأكل.',
    },
    variants: [['180 ml', '180 مل', 4500]],
    shape: 'bottle',
    color: '#0096c7',
  },
  {
    category: 44,
    brand: 'Eno',
    name: { en: 'Eno fruit salt lemon', ar: 'إينو فوار بالليمون' },
    description: {
      en: 'Effervescent powder that relieves heartburn and indigestion in seconds. Dissolve one sachet in a glass of water.',
      ar: 'فوار يخفف الحموضة وعسر الهضم في ثوانٍ. يُذاب كيس واحد في كوب ماء.',
    },
    variants: [['12 sachets', '12 كيس', 4000]],
    shape: 'box',
    color: '#ffd60a',
  },
  {
    category: 44,
    brand: 'Medication',
    name: { en: 'Omeprazole 20 mg', ar: 'أوميبرازول 20 مجم' },
    description: {
      en: 'Generic proton pump inhibitor for persistent heartburn and stomach ulcers. Take one capsule before breakfast.',
      ar: 'مثبط لإفراز حمض المعدة لعلاج الحموضة المستمرة وقرحة المعدة. تؤخذ كبسولة واحدة قبل الفطار.',
    },
    variants: [['14 capsules', '14 كبسولة', 3000]],
    shape: 'blister',
    color: '#8d99ae',
  },

  // ── 45 Antidiarrheals ────────────────────────────────────────────────────
  {
    category: 45,
    brand: 'Antinal',
    name: { en: 'Antinal 200 mg', ar: 'أنتينال 200 مجم' },
    description: {
      en: 'Nifuroxazide intestinal antiseptic for acute diarrhoea and food poisoning. Adults: 1 capsule 4 times a day for up to 7 days.',
      ar: 'نيفوروكسازيد مطهر معوي لعلاج الإسهال الحاد والتسمم الغذائي. للكبار: كبسولة 4 مرات يومياً لمدة لا تزيد عن 7 أيام.',
    },
    variants: [['24 capsules', '24 كبسولة', 4800]],
    shape: 'box',
    color: '#f77f00',
    popularityBoost: 80,
  },
  {
    category: 45,
    brand: 'Antinal',
    name: { en: 'Antinal suspension', ar: 'أنتينال معلق للأطفال' },
    description: {
      en: 'Banana-flavoured intestinal antiseptic for children with diarrhoea. Shake well; give with plenty of fluids.',
      ar: 'مطهر معوي بطعم الموز للأطفال المصابين بالإسهال. يُرج جيداً ويُعطى مع كميات كافية من السوائل.',
    },
    variants: [['60 ml', '60 مل', 3000]],
    shape: 'bottle',
    color: '#f77f00',
  },
  {
    category: 45,
    brand: 'Medication',
    name: { en: 'Loperamide 2 mg', ar: 'لوبيراميد 2 مجم' },
    description: {
      en: 'Generic anti-diarrhoeal tablets that slow the bowel. Adults only; stop if you have fever or blood in the stool.',
      ar: 'أقراص لوقف الإسهال عن طريق تهدئة حركة الأمعاء. للكبار فقط، ويُوقف الاستخدام في حالة وجود حرارة أو دم في البراز.',
    },
    variants: [['6 tablets', '6 أقراص', 1500]],
    shape: 'blister',
    color: '#8d99ae',
  },
  {
    category: 45,
    brand: 'Medication',
    name: { en: 'Oral rehydration salts', ar: 'أملاح معالجة الجفاف' },
    description: {
      en: 'Orange-flavoured salts that replace water and minerals lost through diarrhoea or vomiting. Dissolve one sachet in 200 ml of clean water.',
      ar: 'أملاح بطعم البرتقال لتعويض الماء والأملاح المفقودة بسبب الإسهال أو القيء. يُذاب كيس في 200 مل ماء نظيف.',
    },
    variants: [['10 sachets', '10 أكياس', 1200]],
    shape: 'box',
    color: '#8d99ae',
  },

  // ── 46 Laxatives ─────────────────────────────────────────────────────────
  {
    category: 46,
    brand: 'Duphalac',
    name: { en: 'Duphalac lactulose syrup', ar: 'دوفالاك شراب لاكتولوز' },
    description: {
      en: 'Gentle osmotic laxative for constipation, suitable during pregnancy and for children. Effect usually within 1-2 days.',
      ar: 'ملين لطيف لعلاج الإمساك مناسب أثناء الحمل وللأطفال. يظهر مفعوله عادةً خلال يوم إلى يومين.',
    },
    variants: [
      ['200 ml', '200 مل', 6000],
      ['500 ml', '500 مل', 12500],
    ],
    shape: 'bottle',
    color: '#ff006e',
  },
  {
    category: 46,
    brand: 'Dulcolax',
    name: { en: 'Dulcolax 5 mg', ar: 'دولكولاكس 5 مجم' },
    description: {
      en: 'Bisacodyl tablets for overnight relief of occasional constipation. Take 1-2 tablets at bedtime.',
      ar: 'أقراص بيساكوديل لعلاج الإمساك العارض خلال الليل. يؤخذ قرص أو قرصان قبل النوم.',
    },
    variants: [['30 tablets', '30 قرص', 4500]],
    shape: 'box',
    color: '#ffbe0b',
  },
  {
    category: 46,
    brand: 'Medication',
    name: { en: 'Glycerin suppositories for adults', ar: 'لبوس جلسرين للكبار' },
    description: {
      en: 'Generic glycerin suppositories for quick relief of constipation, usually within 30 minutes. Store below 25°C.',
      ar: 'لبوس جلسرين لعلاج الإمساك بسرعة، ويعمل عادة خلال 30 دقيقة. يُحفظ في درجة حرارة أقل من 25 درجة.',
    },
    variants: [['10 suppositories', '10 لبوس', 1500]],
    shape: 'box',
    color: '#8d99ae',
  },

  // ── 47 Oral antibiotics ──────────────────────────────────────────────────
  {
    category: 47,
    brand: 'Augmentin',
    name: { en: 'Augmentin', ar: 'أوجمنتين' },
    description: {
      en: 'Amoxicillin with clavulanic acid for bacterial infections. Prescription only: complete the full course as prescribed by your doctor.',
      ar: 'أموكسيسيلين مع حمض الكلافيولانيك لعلاج العدوى البكتيرية. يُصرف بروشتة فقط، ويجب إكمال الجرعة كاملة كما حددها الطبيب.',
    },
    variants: [
      ['1 g 14 tablets', '1 جم 14 قرص', 14500],
      ['625 mg 14 tablets', '625 مجم 14 قرص', 10500],
      ['457 mg/5 ml suspension 70 ml', '457 مجم/5 مل معلق 70 مل', 8500],
    ],
    shape: 'box',
    color: '#5a189a',
  },
  {
    category: 47,
    brand: 'Zithromax',
    name: { en: 'Zithromax', ar: 'زيثروماكس' },
    description: {
      en: 'Azithromycin antibiotic taken once a day for 3 days. Prescription only.',
      ar: 'مضاد حيوي أزيثروميسين يؤخذ مرة واحدة يومياً لمدة 3 أيام. يُصرف بروشتة فقط.',
    },
    variants: [
      ['500 mg 3 tablets', '500 مجم 3 أقراص', 21000],
      ['200 mg/5 ml suspension 15 ml', '200 مجم/5 مل معلق 15 مل', 14000],
    ],
    shape: 'box',
    color: '#3c096c',
  },
  {
    category: 47,
    brand: 'Medication',
    name: { en: 'Amoxicillin 500 mg', ar: 'أموكسيسيلين 500 مجم' },
    description: {
      en: 'Generic penicillin antibiotic capsules. Prescription only; tell your pharmacist about any penicillin allergy.',
      ar: 'كبسولات مضاد حيوي من مجموعة البنسلين. تُصرف بروشتة فقط، ويجب إبلاغ الصيدلي بأي حساسية من البنسلين.',
    },
    variants: [['16 capsules', '16 كبسولة', 4500]],
    shape: 'blister',
    color: '#8d99ae',
  },

  // ── 48 Topical antibiotics ───────────────────────────────────────────────
  {
    category: 48,
    brand: 'Fucidin',
    name: { en: 'Fucidin 2%', ar: 'فيوسيدين 2%' },
    description: {
      en: 'Fusidic acid for infected cuts, impetigo and skin infections. Apply 3 times a day for up to 7 days.',
      ar: 'حمض الفيوسيديك لعلاج الجروح الملتهبة والقوباء والتهابات الجلد البكتيرية. يوضع 3 مرات يومياً لمدة لا تزيد عن 7 أيام.',
    },
    variants: [
      ['cream 15 g', 'كريم 15 جم', 6000],
      ['ointment 15 g', 'مرهم 15 جم', 6000],
    ],
    shape: 'tube',
    color: '#d00000',
  },
  {
    category: 48,
    brand: 'Fucidin',
    name: { en: 'Fucidin H cream', ar: 'فيوسيدين إتش كريم' },
    description: {
      en: 'Fusidic acid with hydrocortisone for infected eczema and inflamed skin. Use only as directed by a doctor.',
      ar: 'حمض الفيوسيديك مع الهيدروكورتيزون لعلاج الإكزيما الملتهبة والجلد المتهيج. يستخدم حسب إرشادات الطبيب فقط.',
    },
    variants: [['15 g', '15 جم', 7000]],
    shape: 'tube',
    color: '#9d0208',
  },
  {
    category: 48,
    brand: 'Medication',
    name: { en: 'Mupirocin 2% ointment', ar: 'ميوبيروسين 2% مرهم' },
    description: {
      en: 'Generic antibiotic ointment for small infected wounds and nasal carriers. Apply a thin layer 3 times a day.',
      ar: 'مرهم مضاد حيوي للجروح الصغيرة الملتهبة. يوضع طبقة رقيقة 3 مرات يومياً.',
    },
    variants: [['15 g', '15 جم', 4500]],
    shape: 'tube',
    color: '#8d99ae',
  },
  {
    category: 48,
    brand: 'Medication',
    name: { en: 'Tobramycin 0.3% eye drops', ar: 'توبراميسين 0.3% قطرة للعين' },
    description: {
      en: 'Generic antibiotic eye drops for bacterial conjunctivitis. Discard 4 weeks after opening.',
      ar: 'قطرة مضاد حيوي لعلاج التهاب ملتحمة العين البكتيري. تُستبعد بعد 4 أسابيع من الفتح.',
    },
    variants: [['5 ml', '5 مل', 3000]],
    shape: 'bottle',
    color: '#8d99ae',
  },

  // ── 49 Diabetes ──────────────────────────────────────────────────────────
  {
    category: 49,
    brand: 'Glucophage',
    name: { en: 'Glucophage', ar: 'جلوكوفاج' },
    description: {
      en: 'Metformin for type 2 diabetes, taken with meals to reduce stomach upset. Prescription medicine for long-term use.',
      ar: 'ميتفورمين لعلاج السكر من النوع الثاني، يؤخذ مع الأكل لتقليل اضطرابات المعدة. دواء بروشتة للاستخدام طويل المدى.',
    },
    variants: [
      ['500 mg 50 tablets', '500 مجم 50 قرص', 4500],
      ['850 mg 30 tablets', '850 مجم 30 قرص', 3500],
      ['1000 mg 30 tablets', '1000 مجم 30 قرص', 5000],
    ],
    shape: 'box',
    color: '#0466c8',
  },
  {
    category: 49,
    brand: 'Amaryl',
    name: { en: 'Amaryl', ar: 'أماريل' },
    description: {
      en: 'Glimepiride taken once daily with breakfast to lower blood sugar. Carry a sugary snack in case of low sugar.',
      ar: 'جليميبرايد يؤخذ مرة يومياً مع الفطار لخفض سكر الدم. يُنصح بحمل شيء مسكر تحسباً لهبوط السكر.',
    },
    variants: [
      ['2 mg 30 tablets', '2 مجم 30 قرص', 9000],
      ['3 mg 30 tablets', '3 مجم 30 قرص', 10500],
    ],
    shape: 'box',
    color: '#80b918',
  },

  // ── 50 Blood pressure & heart ────────────────────────────────────────────
  {
    category: 50,
    brand: 'Concor',
    name: { en: 'Concor', ar: 'كونكور' },
    description: {
      en: 'Bisoprolol for high blood pressure and heart rhythm. Take every morning; do not stop suddenly.',
      ar: 'بيسوبرولول لعلاج ارتفاع ضغط الدم وانتظام ضربات القلب. يؤخذ كل صباح ولا يُوقف فجأة.',
    },
    variants: [
      ['5 mg 30 tablets', '5 مجم 30 قرص', 9000],
      ['10 mg 30 tablets', '10 مجم 30 قرص', 13000],
    ],
    shape: 'box',
    color: '#e76f51',
  },
  {
    category: 50,
    brand: 'Aspocid',
    name: { en: 'Aspocid aspirin 75 mg', ar: 'أسبوسيد إسبرين 75 مجم' },
    description: {
      en: 'Low-dose aspirin tablets to help prevent clots in heart patients. Take after food as advised by your doctor.',
      ar: 'أقراص أسبرين بجرعة منخفضة للمساعدة في منع الجلطات لمرضى القلب. تؤخذ بعد الأكل حسب إرشادات الطبيب.',
    },
    variants: [['30 tablets', '30 قرص', 1500]],
    shape: 'blister',
    color: '#ef233c',
  },
  {
    category: 50,
    brand: 'Medication',
    name: { en: 'Amlodipine 5 mg', ar: 'أملوديبين 5 مجم' },
    description: {
      en: 'Generic calcium-channel blocker for high blood pressure, taken once a day. Prescription medicine.',
      ar: 'دواء لعلاج ارتفاع ضغط الدم يؤخذ مرة واحدة يومياً. دواء بروشتة.',
    },
    variants: [['30 tablets', '30 قرص', 3000]],
    shape: 'blister',
    color: '#8d99ae',
  },

  // ── 51 Cholesterol ───────────────────────────────────────────────────────
  {
    category: 51,
    brand: 'Lipitor',
    name: { en: 'Lipitor', ar: 'ليبيتور' },
    description: {
      en: 'Atorvastatin to lower LDL cholesterol and protect the heart. Take once a day at any time, with a healthy diet.',
      ar: 'أتورفاستاتين لخفض الكوليسترول الضار وحماية القلب. يؤخذ مرة يومياً في أي وقت مع اتباع نظام غذائي صحي.',
    },
    variants: [
      ['10 mg 30 tablets', '10 مجم 30 قرص', 21000],
      ['20 mg 30 tablets', '20 مجم 30 قرص', 30000],
      ['40 mg 30 tablets', '40 مجم 30 قرص', 38000],
    ],
    shape: 'box',
    color: '#264653',
  },
  {
    category: 51,
    brand: 'Medication',
    name: { en: 'Atorvastatin 20 mg', ar: 'أتورفاستاتين 20 مجم' },
    description: {
      en: 'Generic statin for high cholesterol. Prescription medicine; report any unexplained muscle pain.',
      ar: 'دواء لخفض الكوليسترول المرتفع يُصرف بروشتة. يجب إبلاغ الطبيب عند الشعور بآلام عضلية غير مبررة.',
    },
    variants: [['30 tablets', '30 قرص', 6000]],
    shape: 'blister',
    color: '#8d99ae',
  },
  {
    category: 51,
    brand: 'Medication',
    name: { en: 'Rosuvastatin 10 mg', ar: 'روزوفاستاتين 10 مجم' },
    description: {
      en: 'Generic statin taken once a day to reduce cholesterol and triglycerides. Prescription medicine.',
      ar: 'دواء يؤخذ مرة يومياً لخفض الكوليسترول والدهون الثلاثية. دواء بروشتة.',
    },
    variants: [['28 tablets', '28 قرص', 7500]],
    shape: 'blister',
    color: '#8d99ae',
  },

  // ── 52 Cleansers ─────────────────────────────────────────────────────────
  {
    category: 52,
    brand: 'La Roche-Posay',
    name: { en: 'La Roche-Posay Effaclar purifying foaming gel', ar: 'لاروش بوزيه إيفاكلار جل منظف رغوي' },
    description: {
      en: 'Soap-free cleansing gel for oily and acne-prone skin that removes excess sebum without drying. Use morning and evening on damp skin.',
      ar: 'جل منظف خالٍ من الصابون للبشرة الدهنية المعرضة لحب الشباب، يزيل الدهون الزائدة دون أن يسبب الجفاف. يستخدم صباحاً ومساءً على بشرة مبللة.',
    },
    variants: [
      ['200 ml', '200 مل', 95000],
      ['400 ml', '400 مل', 150000],
    ],
    shape: 'tube',
    color: '#2b6cb0',
  },
  {
    category: 52,
    brand: 'Vichy',
    name: { en: 'Vichy Normaderm Phytosolution purifying gel', ar: 'فيشي نورماديرم فيتوسوليوشن جل منظف' },
    description: {
      en: 'Daily face wash with salicylic acid and probiotic fractions that unclogs pores. Suitable for sensitive skin.',
      ar: 'غسول يومي للوجه بحمض الساليسيليك والبروبيوتيك ينظف المسام بعمق. مناسب للبشرة الحساسة.',
    },
    variants: [['200 ml', '200 مل', 90000]],
    shape: 'tube',
    color: '#1b998b',
  },
  {
    category: 52,
    brand: 'Bioderma',
    name: { en: 'Bioderma Sensibio H2O micellar water', ar: 'بيوديرما سينسيبيو H2O مياه ميسيلار' },
    description: {
      en: 'Gentle micellar water that removes makeup and cleanses sensitive skin with no rinsing. Apply with a cotton pad.',
      ar: 'مياه ميسيلار لطيفة تزيل المكياج وتنظف البشرة الحساسة دون الحاجة للشطف. تستخدم بقطعة قطن.',
    },
    variants: [
      ['250 ml', '250 مل', 75000],
      ['500 ml', '500 مل', 120000],
    ],
    shape: 'bottle',
    color: '#f4acb7',
  },
  {
    category: 52,
    brand: 'Garnier',
    name: { en: 'Garnier SkinActive micellar cleansing water', ar: 'جارنييه مياه ميسيلار للتنظيف' },
    description: {
      en: 'All-in-one micellar water that removes makeup, cleanses and soothes, for all skin types. No rinse needed.',
      ar: 'مياه ميسيلار تزيل المكياج وتنظف البشرة وتلطفها، مناسبة لجميع أنواع البشرة. لا تحتاج إلى شطف.',
    },
    variants: [['400 ml', '400 مل', 25000]],
    shape: 'bottle',
    color: '#d81b60',
  },
  {
    category: 52,
    brand: 'Garnier',
    name: { en: 'Garnier Pure Active charcoal face wash', ar: 'جارنييه بيور أكتيف غسول وجه بالفحم' },
    description: {
      en: 'Charcoal gel wash that draws out impurities and reduces shine. Massage onto wet skin and rinse.',
      ar: 'غسول جل بالفحم يسحب الشوائب ويقلل لمعان البشرة. يُدلك على بشرة مبللة ثم يُشطف.',
    },
    variants: [['150 ml', '150 مل', 15000]],
    shape: 'tube',
    color: '#212529',
  },
  {
    category: 52,
    brand: 'Eva',
    name: { en: 'Eva Skin Clinic face wash', ar: 'إيفا سكين كلينك غسول للوجه' },
    description: {
      en: 'Egyptian daily face wash that cleanses gently and keeps skin fresh. Suitable for normal to oily skin.',
      ar: 'غسول وجه مصري للاستخدام اليومي ينظف بلطف ويحافظ على انتعاش البشرة. مناسب للبشرة العادية إلى الدهنية.',
    },
    variants: [['150 ml', '150 مل', 8500]],
    shape: 'tube',
    color: '#ff8fab',
  },

  // ── 53 Moisturizers ──────────────────────────────────────────────────────
  {
    category: 53,
    brand: 'Nivea',
    name: { en: 'Nivea Creme', ar: 'نيفيا كريم' },
    description: {
      en: 'The classic rich moisturising cream for face, hands and body. Protects dry skin in winter.',
      ar: 'كريم الترطيب الكلاسيكي الغني للوجه واليدين والجسم. يحمي البشرة الجافة في الشتاء.',
    },
    variants: [
      ['tin 150 ml', 'علبة 150 مل', 12000],
      ['tin 250 ml', 'علبة 250 مل', 17500],
    ],
    shape: 'jar',
    color: '#0a3d91',
  },
  {
    category: 53,
    brand: 'Nivea',
    name: { en: 'Nivea Soft moisturising cream', ar: 'نيفيا سوفت كريم مرطب' },
    description: {
      en: 'Light, fast-absorbing cream with jojoba oil and vitamin E for daily use. Non-greasy feel.',
      ar: 'كريم خفيف سريع الامتصاص بزيت الجوجوبا وفيتامين هـ للاستخدام اليومي. لا يترك ملمساً دهنياً.',
    },
    variants: [
      ['100 ml', '100 مل', 9000],
      ['200 ml', '200 مل', 15000],
    ],
    shape: 'jar',
    color: '#4ea8de',
  },
  {
    category: 53,
    brand: 'La Roche-Posay',
    name: { en: 'La Roche-Posay Cicaplast Baume B5+', ar: 'لاروش بوزيه سيكابلاست بلسم B5+' },
    description: {
      en: 'Soothing repair balm for irritated, dry or chapped skin on face and body. Suitable for babies, children and adults.',
      ar: 'بلسم مهدئ ومرمم للبشرة المتهيجة والجافة والمتشققة في الوجه والجسم. مناسب للرضع والأطفال والكبار.',
    },
    variants: [['40 ml', '40 مل', 70000]],
    shape: 'tube',
    color: '#5390d9',
  },
  {
    category: 53,
    brand: 'Bioderma',
    name: { en: 'Bioderma Atoderm cream', ar: 'بيوديرما أتوديرم كريم' },
    description: {
      en: 'Ultra-nourishing body cream for very dry and sensitive skin, fragrance free. Apply once or twice a day.',
      ar: 'كريم مغذٍ جداً للجسم للبشرة شديدة الجفاف والحساسة، خالٍ من العطور. يوضع مرة أو مرتين يومياً.',
    },
    variants: [['500 ml', '500 مل', 110000]],
    shape: 'bottle',
    color: '#f8edeb',
  },
  {
    category: 53,
    brand: 'Vichy',
    name: { en: 'Vichy Mineral 89 72h moisture boosting cream', ar: 'فيشي مينرال 89 كريم ترطيب 72 ساعة' },
    description: {
      en: 'Light hyaluronic acid cream with Vichy volcanic water for 72-hour hydration. Suitable for all skin types.',
      ar: 'كريم خفيف بحمض الهيالورونيك ومياه فيشي البركانية لترطيب يدوم 72 ساعة. مناسب لجميع أنواع البشرة.',
    },
    variants: [['50 ml', '50 مل', 120000]],
    shape: 'jar',
    color: '#1d3557',
  },
  {
    category: 53,
    brand: 'Eva',
    name: { en: 'Eva Skin Clinic aloe vera moisturising gel', ar: 'إيفا سكين كلينك جل ترطيب بالصبار' },
    description: {
      en: 'Cooling aloe vera gel that hydrates and calms skin after sun exposure. Light texture for face and body.',
      ar: 'جل صبار منعش يرطب البشرة ويهدئها بعد التعرض للشمس. قوام خفيف للوجه والجسم.',
    },
    variants: [['150 ml', '150 مل', 9500]],
    shape: 'tube',
    color: '#80ed99',
  },

  // ── 54 Serums ────────────────────────────────────────────────────────────
  {
    category: 54,
    brand: 'Vichy',
    name: { en: 'Vichy Mineral 89 hyaluronic acid serum', ar: 'فيشي مينرال 89 سيروم هيالورونيك' },
    description: {
      en: 'Daily booster with 89% Vichy volcanic water and hyaluronic acid that strengthens and plumps skin. Apply morning and evening before your cream.',
      ar: 'معزز يومي يحتوي على 89% من مياه فيشي البركانية وحمض الهيالورونيك يقوي البشرة ويمنحها امتلاءً. يوضع صباحاً ومساءً قبل الكريم.',
    },
    variants: [
      ['30 ml', '30 مل', 105000],
      ['50 ml', '50 مل', 150000],
    ],
    shape: 'bottle',
    color: '#1d3557',
    popularityBoost: 80,
  },
  {
    category: 54,
    brand: 'La Roche-Posay',
    name: { en: 'La Roche-Posay Hyalu B5 serum', ar: 'لاروش بوزيه هيالو B5 سيروم' },
    description: {
      en: 'Anti-wrinkle serum with two types of hyaluronic acid and vitamin B5 that repairs and plumps. Suitable for sensitive skin.',
      ar: 'سيروم لمقاومة التجاعيد بنوعين من حمض الهيالورونيك وفيتامين B5 يرمم البشرة ويملؤها. مناسب للبشرة الحساسة.',
    },
    variants: [['30 ml', '30 مل', 165000]],
    shape: 'bottle',
    color: '#5e60ce',
  },
  {
    category: 54,
    brand: 'Garnier',
    name: { en: 'Garnier Vitamin C brightening serum', ar: 'جارنييه سيروم فيتامين سى للتفتيح' },
    description: {
      en: 'Serum with vitamin C and niacinamide that fades dark spots and boosts glow in 2 weeks. Use daily with sunscreen.',
      ar: 'سيروم بفيتامين سى والنياسيناميد يقلل البقع الداكنة ويمنح البشرة إشراقاً خلال أسبوعين. يستخدم يومياً مع واقي الشمس.',
    },
    variants: [['30 ml', '30 مل', 35000]],
    shape: 'bottle',
    color: '#fb8500',
  },
  {
    category: 54,
    brand: 'Eva',
    name: { en: 'Eva Skin Clinic collagen serum', ar: 'إيفا سكين كلينك سيروم كولاجين' },
    description: {
      en: 'Firming serum with collagen for smoother, more elastic skin. Apply a few drops to clean skin every night.',
      ar: 'سيروم بالكولاجين لشد البشرة وزيادة مرونتها. توضع بضع قطرات على بشرة نظيفة كل ليلة.',
    },
    variants: [['30 ml', '30 مل', 20000]],
    shape: 'bottle',
    color: '#ffafcc',
  },
  {
    category: 54,
    brand: 'Bioderma',
    name: { en: 'Bioderma Pigmentbio C-Concentrate', ar: 'بيوديرما بيجمنت بيو سي كونسنتريت' },
    description: {
      en: 'Brightening vitamin C serum for dark spots and uneven tone, suitable for sensitive skin. Use in the morning.',
      ar: 'سيروم فيتامين سى لتفتيح البقع الداكنة وتوحيد لون البشرة، مناسب للبشرة الحساسة. يستخدم صباحاً.',
    },
    variants: [['15 ml', '15 مل', 95000]],
    shape: 'bottle',
    color: '#ffb4a2',
  },

  // ── 55 Sunscreen ─────────────────────────────────────────────────────────
  {
    category: 55,
    brand: 'La Roche-Posay',
    name: {
      en: 'La Roche-Posay Anthelios UVmune 400 fluid SPF50+',
      ar: 'لاروش بوزيه أنثيليوس يو في ميون 400 فلويد SPF50+',
    },
    description: {
      en: 'Invisible, very high protection sunscreen fluid for the face, resistant to water and sweat. Apply generously before sun exposure and reapply every 2 hours.',
      ar: 'واقي شمس سائل غير مرئي بحماية عالية جداً للوجه، مقاوم للماء والعرق. يوضع بكمية كافية قبل التعرض للشمس ويُعاد كل ساعتين.',
    },
    variants: [['50 ml', '50 مل', 130000]],
    shape: 'bottle',
    color: '#ffb703',
  },
  {
    category: 55,
    brand: 'Vichy',
    name: { en: 'Vichy Capital Soleil SPF50', ar: 'فيشي كابيتال سوليه SPF50' },
    description: {
      en: 'Mattifying face sunscreen for oily skin that controls shine all day. Non-comedogenic.',
      ar: 'واقي شمس للوجه بلمسة مطفية للبشرة الدهنية يتحكم في اللمعان طوال اليوم. لا يسد المسام.',
    },
    variants: [['50 ml', '50 مل', 110000]],
    shape: 'tube',
    color: '#f77f00',
  },
  {
    category: 55,
    brand: 'Bioderma',
    name: { en: 'Bioderma Photoderm MAX cream SPF50+', ar: 'بيوديرما فوتوديرم ماكس كريم SPF50+' },
    description: {
      en: 'Very high protection cream for sensitive and sun-intolerant skin. Fragrance free.',
      ar: 'كريم بحماية عالية جداً للبشرة الحساسة التي لا تتحمل الشمس. خالٍ من العطور.',
    },
    variants: [['40 ml', '40 مل', 90000]],
    shape: 'tube',
    color: '#ffd166',
  },
  {
    category: 55,
    brand: 'Garnier',
    name: { en: 'Garnier Ambre Solaire Super UV SPF50', ar: 'جارنييه أمبر سولير سوبر يو في SPF50' },
    description: {
      en: 'Affordable daily face sunscreen with a light, invisible finish. Suitable under makeup.',
      ar: 'واقي شمس يومي للوجه بسعر مناسب وقوام خفيف غير مرئي. يمكن وضعه تحت المكياج.',
    },
    variants: [['50 ml', '50 مل', 30000]],
    shape: 'tube',
    color: '#fca311',
  },
  {
    category: 55,
    brand: 'Nivea',
    name: { en: 'Nivea Sun Protect & Moisture lotion SPF50', ar: 'نيفيا صن حماية وترطيب لوشن SPF50' },
    description: {
      en: 'Family sun lotion for body and face that protects and moisturises, water resistant. Ideal for the beach and pool.',
      ar: 'لوشن واقٍ من الشمس للعائلة للجسم والوجه يحمي ويرطب ومقاوم للماء. مثالي للبحر وحمام السباحة.',
    },
    variants: [['200 ml', '200 مل', 45000]],
    shape: 'bottle',
    color: '#ff9f1c',
  },

  // ── 56 Shampoo ───────────────────────────────────────────────────────────
  {
    category: 56,
    brand: 'Pantene',
    name: { en: 'Pantene Pro-V Repair & Protect shampoo', ar: 'بانتين برو-في شامبو للإصلاح والحماية' },
    description: {
      en: 'Shampoo with Pro-Vitamin formula that repairs damaged hair and prevents split ends. For daily use.',
      ar: 'شامبو بتركيبة البرو فيتامين يصلح الشعر التالف ويمنع تقصف الأطراف. للاستخدام اليومي.',
    },
    variants: [
      ['200 ml', '200 مل', 7500],
      ['400 ml', '400 مل', 13000],
    ],
    shape: 'bottle',
    color: '#c9a227',
  },
  {
    category: 56,
    brand: 'Head & Shoulders',
    name: { en: 'Head & Shoulders anti-dandruff shampoo', ar: 'هيد آند شولدرز شامبو ضد القشرة' },
    description: {
      en: 'Clinically proven anti-dandruff shampoo that keeps the scalp flake free. Massage into wet hair and rinse.',
      ar: 'شامبو ضد القشرة مثبت علمياً يحافظ على فروة رأس خالية من القشور. يُدلك على الشعر المبلل ثم يُشطف.',
    },
    variants: [
      ['classic clean 400 ml', 'كلاسيك 400 مل', 14000],
      ['cool menthol 400 ml', 'منثول منعش 400 مل', 14000],
    ],
    shape: 'bottle',
    color: '#005f73',
  },
  {
    category: 56,
    brand: 'Dove',
    name: { en: 'Dove Intensive Repair shampoo', ar: 'دوف شامبو للإصلاح المكثف' },
    description: {
      en: 'Nourishing shampoo with keratin actives for damaged hair. Leaves hair soft and smooth.',
      ar: 'شامبو مغذٍ بمكونات الكيراتين للشعر التالف. يترك الشعر ناعماً وسلساً.',
    },
    variants: [['400 ml', '400 مل', 15000]],
    shape: 'bottle',
    color: '#e0e1dd',
  },
  {
    category: 56,
    brand: 'Garnier',
    name: { en: 'Garnier Ultra Doux olive shampoo', ar: 'جارنييه ألترا دو شامبو بالزيتون' },
    description: {
      en: 'Shampoo with olive oil for very dry hair. Gentle, pH-balanced formula.',
      ar: 'شامبو بزيت الزيتون للشعر شديد الجفاف. تركيبة لطيفة ومتوازنة.',
    },
    variants: [['400 ml', '400 مل', 12000]],
    shape: 'bottle',
    color: '#606c38',
  },
  {
    category: 56,
    brand: 'Vichy',
    name: { en: 'Vichy Dercos anti-dandruff shampoo', ar: 'فيشي ديركوس شامبو ضد القشرة' },
    description: {
      en: 'Dermatological shampoo with selenium disulfide that eliminates visible dandruff from the first use. For normal to oily hair.',
      ar: 'شامبو جلدي بكبريتيد السيلينيوم يزيل القشرة الظاهرة من أول استخدام. للشعر العادي إلى الدهني.',
    },
    variants: [['200 ml', '200 مل', 95000]],
    shape: 'bottle',
    color: '#3d405b',
  },

  // ── 57 Conditioners & masks ──────────────────────────────────────────────
  {
    category: 57,
    brand: 'Pantene',
    name: { en: 'Pantene Pro-V Repair & Protect conditioner', ar: 'بانتين برو-في بلسم للإصلاح والحماية' },
    description: {
      en: 'Conditioner that detangles and protects damaged hair. Apply after shampoo, leave 1 minute and rinse.',
      ar: 'بلسم يفك تشابك الشعر التالف ويحميه. يوضع بعد الشامبو ويُترك دقيقة ثم يُشطف.',
    },
    variants: [['360 ml', '360 مل', 13000]],
    shape: 'bottle',
    color: '#c9a227',
  },
  {
    category: 57,
    brand: 'Dove',
    name: { en: 'Dove Intensive Repair conditioner', ar: 'دوف بلسم للإصلاح المكثف' },
    description: {
      en: 'Creamy conditioner that smooths and repairs damaged hair. Use with Dove shampoo for best results.',
      ar: 'بلسم كريمي ينعم ويصلح الشعر التالف. يستخدم مع شامبو دوف لأفضل نتيجة.',
    },
    variants: [['350 ml', '350 مل', 14000]],
    shape: 'bottle',
    color: '#e0e1dd',
  },
  {
    category: 57,
    brand: 'Garnier',
    name: { en: 'Garnier Fructis Hair Food papaya mask', ar: 'جارنييه فروكتيس هير فود ماسك بالبابايا' },
    description: {
      en: '3-in-1 hair mask with papaya for damaged hair: use as conditioner, mask or leave-in. 98% natural-origin ingredients.',
      ar: 'ماسك شعر 3 في 1 بالبابايا للشعر التالف، يستخدم كبلسم أو ماسك أو كريم بدون شطف. مكوناته من أصل طبيعي بنسبة 98%.',
    },
    variants: [['390 ml', '390 مل', 22000]],
    shape: 'jar',
    color: '#f4845f',
  },
  {
    category: 57,
    brand: 'Eva',
    name: { en: 'Eva Hair Clinic keratin mask', ar: 'إيفا هير كلينك ماسك كيراتين' },
    description: {
      en: 'Weekly keratin mask that restores shine and softness to dry, frizzy hair. Leave on for 10 minutes and rinse.',
      ar: 'ماسك كيراتين أسبوعي يعيد اللمعان والنعومة للشعر الجاف والمجعد. يُترك 10 دقائق ثم يُشطف.',
    },
    variants: [['300 ml', '300 مل', 11000]],
    shape: 'jar',
    color: '#9d4edd',
  },

  // ── 58 Hair oils & serums ────────────────────────────────────────────────
  {
    category: 58,
    brand: 'Pantene',
    name: { en: 'Pantene Oil Replacement', ar: 'بانتين كريم بديل الزيت' },
    description: {
      en: 'Leave-in cream that replaces hair oil, nourishing without greasiness. Apply to damp or dry hair.',
      ar: 'كريم بدون شطف بديل لزيت الشعر يغذيه دون أن يتركه دهنياً. يوضع على الشعر المبلل أو الجاف.',
    },
    variants: [['350 ml', '350 مل', 12000]],
    shape: 'bottle',
    color: '#c9a227',
  },
  {
    category: 58,
    brand: 'Isis',
    name: { en: 'Isis {} oil 125 ml', ar: 'إيزيس زيت {} 125 مل' },
    description: {
      en: 'Cold-pressed Egyptian oil for scalp massage and hair strengthening. Warm slightly, massage in and leave for an hour before washing.',
      ar: 'زيت مصري معصور على البارد لتدليك فروة الرأس وتقوية الشعر. يُدفأ قليلاً ويُدلك ويُترك ساعة قبل الغسيل.',
    },
    variants: [
      ['castor', 'خروع', 6000],
      ['rosemary', 'روزماري', 8000],
      ['black seed', 'حبة البركة', 9000],
    ],
    shape: 'bottle',
    color: '#8a5a44',
  },
  {
    category: 58,
    brand: 'Garnier',
    name: { en: 'Garnier Fructis argan oil hair serum', ar: 'جارنييه فروكتيس سيروم الشعر بزيت الأرجان' },
    description: {
      en: 'Lightweight serum that tames frizz and adds shine. Apply a few drops to the lengths.',
      ar: 'سيروم خفيف يتحكم في هيشان الشعر ويمنحه لمعاناً. توضع بضع قطرات على أطراف الشعر.',
    },
    variants: [['150 ml', '150 مل', 16000]],
    shape: 'bottle',
    color: '#80b918',
  },

  // ── 59 Face makeup ───────────────────────────────────────────────────────
  {
    category: 59,
    brand: 'Maybelline',
    name: { en: 'Maybelline Fit Me Matte + Poreless foundation', ar: 'ميبيلين فيت مي فاونديشن مات' },
    description: {
      en: 'Lightweight matte foundation that blurs pores and controls shine, for normal to oily skin. 30 ml bottle.',
      ar: 'كريم أساس خفيف بلمسة مطفية يخفي المسام ويتحكم في اللمعان، للبشرة العادية إلى الدهنية. عبوة 30 مل.',
    },
    variants: [
      ['120 Classic Ivory', 'درجة 120 كلاسيك آيفوري', 45000],
      ['220 Natural Beige', 'درجة 220 بيج طبيعي', 45000],
    ],
    shape: 'bottle',
    color: '#e9c46a',
  },
  {
    category: 59,
    brand: 'Maybelline',
    name: { en: 'Maybelline Fit Me compact powder', ar: 'ميبيلين فيت مي بودرة مضغوطة' },
    description: {
      en: 'Pressed powder that mattifies and sets makeup with a natural finish. Comes with a mirror and sponge.',
      ar: 'بودرة مضغوطة تثبت المكياج وتمنح لمسة مطفية طبيعية. مزودة بمرآة وإسفنجة.',
    },
    variants: [['9 g', '9 جم', 35000]],
    shape: 'box',
    color: '#ddb892',
  },
  {
    category: 59,
    brand: 'Maybelline',
    name: { en: 'Maybelline Instant Age Rewind concealer', ar: 'ميبيلين إنستانت إيج ريويند كونسيلر' },
    description: {
      en: 'Concealer with a sponge applicator that hides dark circles and brightens the eye area.',
      ar: 'كونسيلر بإسفنجة تطبيق يخفي الهالات السوداء ويفتح منطقة تحت العين.',
    },
    variants: [['6 ml', '6 مل', 38000]],
    shape: 'tube',
    color: '#f1c0a0',
  },
  {
    category: 59,
    brand: 'Essence',
    name: { en: 'Essence Pure Nude highlighter', ar: 'إيسنس بيور نود هايلايتر' },
    description: {
      en: 'Baked highlighting powder for a soft glow on the cheekbones. Vegan and affordable.',
      ar: 'بودرة هايلايتر مخبوزة تمنح توهجاً ناعماً لعظام الوجنتين. نباتية وبسعر مناسب.',
    },
    variants: [['5 g', '5 جم', 15000]],
    shape: 'box',
    color: '#f2cc8f',
  },

  // ── 60 Lip makeup ────────────────────────────────────────────────────────
  {
    category: 60,
    brand: 'Maybelline',
    name: { en: 'Maybelline SuperStay Matte Ink liquid lipstick', ar: 'ميبيلين سوبر ستاي مات إنك روج سائل' },
    description: {
      en: 'Long-lasting liquid lipstick with a matte finish that stays up to 16 hours. Shade 20 Pioneer.',
      ar: 'روج سائل يدوم طويلاً بلمسة مطفية يثبت حتى 16 ساعة. درجة 20 بايونير.',
    },
    variants: [['5 ml', '5 مل', 40000]],
    shape: 'tube',
    color: '#9d0208',
  },
  {
    category: 60,
    brand: 'Maybelline',
    name: { en: 'Maybelline Color Sensational lipstick', ar: 'ميبيلين كولور سنسيشنال أحمر شفاه' },
    description: {
      en: 'Creamy lipstick with honey nectar for rich colour and comfort. Shade 540 Hollywood Red.',
      ar: 'أحمر شفاه كريمي برحيق العسل يمنح لوناً غنياً وراحة للشفايف. درجة 540 أحمر هوليوود.',
    },
    variants: [['4.2 g', '4.2 جم', 30000]],
    shape: 'tube',
    color: '#c1121f',
  },
  {
    category: 60,
    brand: 'Nivea',
    name: { en: 'Nivea lip balm', ar: 'نيفيا مرطب شفايف' },
    description: {
      en: 'Caring lip balm with shea butter that protects dry, chapped lips for 24 hours.',
      ar: 'مرطب شفايف بزبدة الشيا يحمي الشفايف الجافة والمتشققة لمدة 24 ساعة.',
    },
    variants: [
      ['original 4.8 g', 'أوريجينال 4.8 جم', 6000],
      ['strawberry 4.8 g', 'بالفراولة 4.8 جم', 6500],
    ],
    shape: 'tube',
    color: '#0a3d91',
  },
  {
    category: 60,
    brand: 'Essence',
    name: { en: 'Essence 8h Matte liquid lipstick', ar: 'إيسنس روج سائل مات 8 ساعات' },
    description: {
      en: 'Budget-friendly matte liquid lipstick that lasts up to 8 hours. Light, non-drying formula.',
      ar: 'روج سائل مطفي بسعر اقتصادي يدوم حتى 8 ساعات. تركيبة خفيفة لا تجفف الشفايف.',
    },
    variants: [['2.5 ml', '2.5 مل', 13000]],
    shape: 'tube',
    color: '#e5989b',
  },

  // ── 61 Eye makeup ────────────────────────────────────────────────────────
  {
    category: 61,
    brand: 'Maybelline',
    name: { en: 'Maybelline {} mascara', ar: 'ميبيلين ماسكارا {}' },
    description: {
      en: 'Lengthening and volumising mascara in very black. Washable formula, easy to remove.',
      ar: 'ماسكارا لتطويل وتكثيف الرموش باللون الأسود الداكن. تركيبة تزال بسهولة بالماء.',
    },
    variants: [
      ['Lash Sensational', 'لاش سنسيشنال', 45000],
      ['Sky High', 'سكاي هاي', 50000],
    ],
    shape: 'tube',
    color: '#240046',
  },
  {
    category: 61,
    brand: 'Essence',
    name: { en: 'Essence Lash Princess false lash effect mascara', ar: 'إيسنس لاش برنسيس ماسكارا' },
    description: {
      en: 'Cult mascara with a conical brush for dramatic volume and length, like false lashes.',
      ar: 'ماسكارا مشهورة بفرشاة مخروطية تمنح الرموش كثافة وطولاً كالرموش الصناعية.',
    },
    variants: [['12 ml', '12 مل', 17000]],
    shape: 'tube',
    color: '#ff99c8',
  },
  {
    category: 61,
    brand: 'Essence',
    name: { en: 'Essence eyeliner pen', ar: 'إيسنس قلم آيلاينر' },
    description: {
      en: 'Felt-tip eyeliner pen for precise lines, waterproof and long lasting. Colour black.',
      ar: 'قلم آيلاينر برأس رفيع لرسم خطوط دقيقة، مقاوم للماء ويدوم طويلاً. اللون أسود.',
    },
    variants: [['1 ml', '1 مل', 12000]],
    shape: 'tube',
    color: '#000000',
  },
  {
    category: 61,
    brand: 'Essence',
    name: { en: 'Essence kajal pencil', ar: 'إيسنس قلم كحل' },
    description: {
      en: 'Soft, creamy kohl pencil for the inner rim and smoky looks. Colour black.',
      ar: 'قلم كحل طري وكريمي للخط الداخلي للعين والمكياج الدخاني. اللون أسود.',
    },
    variants: [['1 g', '1 جم', 7000]],
    shape: 'tube',
    color: '#1b1b1b',
  },

  // ── 62 Blood pressure monitors ───────────────────────────────────────────
  {
    category: 62,
    brand: 'Omron',
    name: { en: 'Omron {} upper arm blood pressure monitor', ar: 'أومرون {} جهاز قياس ضغط من الذراع' },
    description: {
      en: 'Clinically validated automatic monitor with Intellisense technology and irregular heartbeat detection. Includes cuff (22-32 cm), batteries and 5-year warranty.',
      ar: 'جهاز أوتوماتيك معتمد طبياً بتقنية إنتليسنس ويكتشف عدم انتظام ضربات القلب. يشمل الكم (22-32 سم) والبطاريات وضمان 5 سنوات.',
    },
    variants: [
      ['M2 Basic', 'M2 بيسك', 250000],
      ['M3 Comfort', 'M3 كومفورت', 320000],
    ],
    shape: 'device',
    color: '#005f99',
    maxQuantity: 3,
    popularityBoost: 60,
  },
  {
    category: 62,
    brand: 'Omron',
    name: { en: 'Omron RS2 wrist blood pressure monitor', ar: 'أومرون RS2 جهاز قياس ضغط من المعصم' },
    description: {
      en: 'Compact wrist monitor, easy to carry when travelling. Stores the last 30 readings.',
      ar: 'جهاز صغير لقياس الضغط من المعصم سهل الحمل أثناء السفر. يحفظ آخر 30 قراءة.',
    },
    variants: [['', '', 180000]],
    shape: 'device',
    color: '#005f99',
    maxQuantity: 3,
  },
  {
    category: 62,
    brand: 'Rossmax',
    name: { en: 'Rossmax X3 blood pressure monitor', ar: 'روسماكس X3 جهاز قياس ضغط' },
    description: {
      en: 'Upper arm monitor with a large display and arrhythmia indicator. Memory for 2 users.',
      ar: 'جهاز قياس ضغط من الذراع بشاشة كبيرة ومؤشر لعدم انتظام النبض. ذاكرة لمستخدمين اثنين.',
    },
    variants: [['', '', 160000]],
    shape: 'device',
    color: '#00a6a6',
    maxQuantity: 3,
  },
  {
    category: 62,
    brand: 'Rossmax',
    name: { en: 'Rossmax S150 wrist blood pressure monitor', ar: 'روسماكس S150 جهاز قياس ضغط من المعصم' },
    description: {
      en: 'Fully automatic wrist monitor with 60 memories. Runs on 2 AAA batteries.',
      ar: 'جهاز أوتوماتيك بالكامل لقياس الضغط من المعصم بذاكرة 60 قراءة. يعمل ببطاريتين AAA.',
    },
    variants: [['', '', 120000]],
    shape: 'device',
    color: '#00a6a6',
    maxQuantity: 3,
  },
  {
    category: 62,
    brand: 'Beurer',
    name: { en: 'Beurer BM 28 blood pressure monitor', ar: 'بويرر BM 28 جهاز قياس ضغط' },
    description: {
      en: 'German upper arm monitor with traffic-light risk indicator and mains adapter. Two users, 60 memories each.',
      ar: 'جهاز ألماني لقياس الضغط من الذراع بمؤشر ألوان لمستوى الخطورة ومحول كهرباء. لمستخدمين اثنين بذاكرة 60 قراءة لكل منهما.',
    },
    variants: [['', '', 140000]],
    shape: 'device',
    color: '#6c757d',
    maxQuantity: 3,
  },

  // ── 63 Glucose meters ────────────────────────────────────────────────────
  {
    category: 63,
    brand: 'Accu-Chek',
    name: { en: 'Accu-Chek {} blood glucose meter kit', ar: 'جهاز قياس السكر أكيو تشيك {}' },
    description: {
      en: 'Easy-to-use meter with results in 4 seconds. Kit includes lancing device, 10 lancets and 10 test strips.',
      ar: 'جهاز سهل الاستخدام يعطي النتيجة في 4 ثوانٍ. تشمل العلبة قلم الوخز و10 إبر و10 شرائط.',
    },
    variants: [
      ['Instant', 'إنستانت', 80000],
      ['Active', 'أكتيف', 70000],
      ['Guide', 'جايد', 110000],
    ],
    shape: 'device',
    color: '#00843d',
    maxQuantity: 3,
  },
  {
    category: 63,
    brand: 'Beurer',
    name: { en: 'Beurer GL 44 blood glucose meter', ar: 'بويرر GL 44 جهاز قياس السكر' },
    description: {
      en: 'Compact glucose meter with a large display and meal markers, in mg/dL. Includes 10 test strips.',
      ar: 'جهاز صغير لقياس السكر بشاشة كبيرة وعلامات قبل وبعد الأكل بوحدة مجم/ديسيلتر. يشمل 10 شرائط.',
    },
    variants: [['', '', 65000]],
    shape: 'device',
    color: '#6c757d',
    maxQuantity: 3,
  },

  // ── 64 Test strips & lancets ─────────────────────────────────────────────
  {
    category: 64,
    brand: 'Accu-Chek',
    name: { en: 'Accu-Chek {} 50 test strips', ar: 'أكيو تشيك {} 50 شريط لقياس السكر' },
    description: {
      en: 'Test strips for accurate blood glucose readings. Check that the strips match your meter model; store in the closed tube.',
      ar: 'شرائط لقياس دقيق لسكر الدم. تأكد من توافق الشرائط مع موديل جهازك واحفظها في العلبة مغلقة.',
    },
    variants: [
      ['Instant', 'إنستانت', 70000],
      ['Active', 'أكتيف', 60000],
      ['Guide', 'جايد', 75000],
    ],
    shape: 'box',
    color: '#00843d',
    popularityBoost: 60,
  },
  {
    category: 64,
    brand: 'Accu-Chek',
    name: { en: 'Accu-Chek Softclix lancets', ar: 'أكيو تشيك سوفت كليكس إبر وخز' },
    description: {
      en: 'Sterile lancets for the Softclix lancing device for nearly painless testing. Use each lancet once.',
      ar: 'إبر وخز معقمة لقلم سوفت كليكس لقياس شبه خالٍ من الألم. تستخدم الإبرة مرة واحدة فقط.',
    },
    variants: [['200 lancets', '200 إبرة', 50000]],
    shape: 'box',
    color: '#00843d',
  },

  // ── 65 Thermometers ──────────────────────────────────────────────────────
  {
    category: 65,
    brand: 'Omron',
    name: { en: 'Omron digital thermometer MC-246', ar: 'أومرون ترمومتر ديجيتال MC-246' },
    description: {
      en: 'Oral or underarm digital thermometer with a 60-second reading and fever alarm. Waterproof tip for easy cleaning.',
      ar: 'ترمومتر ديجيتال للفم أو تحت الإبط يعطي القراءة خلال 60 ثانية مع تنبيه للحرارة. طرف مقاوم للماء لسهولة التنظيف.',
    },
    variants: [['', '', 25000]],
    shape: 'device',
    color: '#005f99',
    maxQuantity: 5,
  },
  {
    category: 65,
    brand: 'Omron',
    name: { en: 'Omron Gentle Temp 720 non-contact thermometer', ar: 'أومرون جنتل تمب 720 ترمومتر بدون لمس' },
    description: {
      en: 'Forehead thermometer that measures in 1 second without touching, ideal for sleeping children. Also measures room and bottle temperature.',
      ar: 'ترمومتر للجبهة يقيس في ثانية واحدة بدون لمس، مثالي للأطفال أثناء النوم. يقيس أيضاً حرارة الغرفة والرضعة.',
    },
    variants: [['', '', 200000]],
    shape: 'device',
    color: '#005f99',
    maxQuantity: 3,
  },
  {
    category: 65,
    brand: 'Rossmax',
    name: { en: 'Rossmax HC700 infrared forehead thermometer', ar: 'روسماكس HC700 ترمومتر جبهة بالأشعة' },
    description: {
      en: 'Infrared thermometer with colour fever indicator and 32 memories. Reading in 1 second.',
      ar: 'ترمومتر بالأشعة تحت الحمراء بمؤشر ألوان للحرارة وذاكرة 32 قراءة. القراءة في ثانية واحدة.',
    },
    variants: [['', '', 120000]],
    shape: 'device',
    color: '#00a6a6',
    maxQuantity: 3,
  },
  {
    category: 65,
    brand: 'Beurer',
    name: { en: 'Beurer {} thermometer', ar: 'بويرر ترمومتر {}' },
    description: {
      en: 'German thermometers for the whole family: the FT 09 has a flexible tip and beeps when ready; the FT 90 reads the forehead in seconds without contact.',
      ar: 'ترمومترات ألمانية لكل الأسرة: FT 09 بطرف مرن ويصدر صوتاً عند انتهاء القياس، وFT 90 يقيس حرارة الجبهة في ثوانٍ بدون لمس.',
    },
    variants: [
      ['FT 09 digital', 'ديجيتال FT 09', 20000],
      ['FT 90 non-contact', 'بدون لمس FT 90', 150000],
    ],
    shape: 'device',
    color: '#6c757d',
    maxQuantity: 5,
  },

  // ── 66 First aid ─────────────────────────────────────────────────────────
  {
    category: 66,
    brand: 'Hansaplast',
    name: { en: 'Hansaplast universal plasters', ar: 'هانسابلاست لاصق جروح' },
    description: {
      en: 'Water-resistant plasters in assorted sizes for everyday cuts and grazes. Gentle on the skin when removed.',
      ar: 'لاصق جروح مقاوم للماء بمقاسات متنوعة للجروح والخدوش اليومية. لطيف على الجلد عند إزالته.',
    },
    variants: [
      ['20 strips', '20 شريط', 4000],
      ['40 strips', '40 شريط', 7500],
    ],
    shape: 'box',
    color: '#e63946',
  },
  {
    category: 66,
    brand: 'Hansaplast',
    name: { en: 'Hansaplast elastic bandage 8 cm', ar: 'هانسابلاست رباط ضاغط 8 سم' },
    description: {
      en: 'Elastic crepe bandage for sprains and to hold dressings in place. Reusable after washing.',
      ar: 'رباط ضاغط مرن للالتواءات ولتثبيت الغيارات. يمكن إعادة استخدامه بعد الغسيل.',
    },
    variants: [['4 m', '4 متر', 6000]],
    shape: 'box',
    color: '#e63946',
  },
  {
    category: 66,
    brand: 'Hansaplast',
    name: { en: 'Hansaplast sterile gauze pads', ar: 'هانسابلاست شاش معقم' },
    description: {
      en: 'Sterile gauze compresses, 10 x 10 cm, for cleaning and covering wounds.',
      ar: 'شاش معقم مقاس 10 × 10 سم لتنظيف وتغطية الجروح.',
    },
    variants: [['10 pieces', '10 قطع', 3500]],
    shape: 'box',
    color: '#e63946',
  },
  {
    category: 66,
    brand: 'Dettol',
    name: { en: 'Dettol antiseptic liquid', ar: 'ديتول مطهر سائل' },
    description: {
      en: 'Antiseptic disinfectant for cuts and grazes, personal hygiene and household use. Always dilute before use on skin.',
      ar: 'مطهر ومعقم للجروح والخدوش والنظافة الشخصية والاستخدام المنزلي. يُخفف دائماً بالماء قبل وضعه على الجلد.',
    },
    variants: [
      ['250 ml', '250 مل', 9000],
      ['500 ml', '500 مل', 16000],
    ],
    shape: 'bottle',
    color: '#2a9d8f',
  },
  {
    category: 66,
    brand: 'Betadine',
    name: { en: 'Betadine antiseptic solution 10%', ar: 'بيتادين محلول مطهر 10%' },
    description: {
      en: 'Povidone-iodine solution to disinfect wounds, burns and skin before injections. May stain fabric.',
      ar: 'محلول بوفيدون يود لتطهير الجروح والحروق والجلد قبل الحقن. قد يترك بقعاً على الملابس.',
    },
    variants: [['120 ml', '120 مل', 5000]],
    shape: 'bottle',
    color: '#9c6644',
  },

  // ── 67 Masks, gloves & sanitizers ────────────────────────────────────────
  {
    category: 67,
    brand: '3M',
    name: { en: '3M Aura N95 respirator mask', ar: 'ثري إم أورا كمامة N95' },
    description: {
      en: 'Folding N95 respirator that filters at least 95% of airborne particles. Single use; fit the nose clip snugly.',
      ar: 'كمامة N95 قابلة للطي تنقي 95% على الأقل من الجزيئات العالقة في الهواء. للاستخدام مرة واحدة مع إحكام مشبك الأنف.',
    },
    variants: [['3 pieces', '3 قطع', 18000]],
    shape: 'pack',
    color: '#adb5bd',
  },
  {
    category: 67,
    brand: '3M',
    name: { en: '3M medical face masks', ar: 'ثري إم كمامات طبية' },
    description: {
      en: 'Three-layer ear-loop medical masks for daily protection. Change every 4 hours.',
      ar: 'كمامات طبية ثلاثية الطبقات بأستيك للأذن للحماية اليومية. تُغير كل 4 ساعات.',
    },
    variants: [['50 pieces', '50 قطعة', 12000]],
    shape: 'box',
    color: '#90e0ef',
  },
  {
    category: 67,
    brand: 'Dettol',
    name: { en: 'Dettol instant hand sanitizer', ar: 'ديتول معقم يدين فوري' },
    description: {
      en: 'Alcohol gel that kills 99.9% of germs without water. Handy size for bag and car.',
      ar: 'جل كحولي يقضي على 99.9% من الجراثيم دون الحاجة للماء. حجم مناسب للشنطة والعربية.',
    },
    variants: [
      ['50 ml', '50 مل', 3500],
      ['200 ml', '200 مل', 9000],
    ],
    shape: 'bottle',
    color: '#2a9d8f',
  },
  {
    category: 67,
    brand: 'Sanita',
    name: { en: 'Sanita disposable gloves', ar: 'سانيتا جوانتي للاستخدام مرة واحدة' },
    description: {
      en: 'Powder-free disposable gloves for cleaning, cooking and caregiving. One size fits most.',
      ar: 'جوانتي بدون بودرة للاستخدام مرة واحدة في التنظيف والطبخ ورعاية المرضى. مقاس واحد يناسب الأغلبية.',
    },
    variants: [['100 pieces', '100 قطعة', 6000]],
    shape: 'box',
    color: '#4361ee',
  },

  // ── 68 Nebulizers ────────────────────────────────────────────────────────
  {
    category: 68,
    brand: 'Omron',
    name: { en: 'Omron CompAIR C28P compressor nebulizer', ar: 'أومرون كومبير C28P جهاز نيبولايزر' },
    description: {
      en: 'Powerful compressor nebulizer for asthma and chest infections, with adult and child masks. Quiet enough for use at night.',
      ar: 'جهاز نيبولايزر قوي بالضاغط لعلاج الربو والتهابات الصدر، مع ماسك للكبار وآخر للأطفال. هادئ بما يكفي للاستخدام ليلاً.',
    },
    variants: [['', '', 280000]],
    shape: 'device',
    color: '#005f99',
    maxQuantity: 2,
  },
  {
    category: 68,
    brand: 'Omron',
    name: { en: 'Omron NE-C101 nebulizer', ar: 'أومرون NE-C101 جهاز نيبولايزر' },
    description: {
      en: 'Compact, lightweight compressor nebulizer for home use. One-button operation.',
      ar: 'جهاز نيبولايزر صغير وخفيف للاستخدام المنزلي. يعمل بزر واحد.',
    },
    variants: [['', '', 200000]],
    shape: 'device',
    color: '#005f99',
    maxQuantity: 2,
  },
  {
    category: 68,
    brand: 'Rossmax',
    name: { en: 'Rossmax NB80 compressor nebulizer', ar: 'روسماكس NB80 جهاز نيبولايزر' },
    description: {
      en: 'Piston compressor nebulizer with a fast treatment time and carry handle. Includes mouthpiece and masks.',
      ar: 'جهاز نيبولايزر بضاغط مكبسي وزمن جلسة قصير ومقبض للحمل. يشمل مبسم وماسكات.',
    },
    variants: [['', '', 180000]],
    shape: 'device',
    color: '#00a6a6',
    maxQuantity: 2,
  },
  {
    category: 68,
    brand: 'Beurer',
    name: { en: 'Beurer IH 21 nebulizer', ar: 'بويرر IH 21 جهاز نيبولايزر' },
    description: {
      en: 'German nebulizer for upper and lower airways with storage compartment for accessories.',
      ar: 'جهاز نيبولايزر ألماني للجهاز التنفسي العلوي والسفلي مع مكان لحفظ الملحقات.',
    },
    variants: [['', '', 200000]],
    shape: 'device',
    color: '#6c757d',
    maxQuantity: 2,
  },
  {
    category: 68,
    brand: 'Omron',
    name: { en: 'Omron nebulizer replacement kit', ar: 'أومرون طقم غيار للنيبولايزر' },
    description: {
      en: 'Replacement medication cup, tubing and masks for Omron compressor nebulizers. Replace every 6 months.',
      ar: 'طقم غيار يشمل كوب الدواء والخرطوم والماسكات لأجهزة أومرون. يُغير كل 6 شهور.',
    },
    variants: [['', '', 35000]],
    shape: 'pack',
    color: '#005f99',
    maxQuantity: 5,
  },

  // ── 69 Supports & braces ─────────────────────────────────────────────────
  {
    category: 69,
    brand: 'Tynor',
    name: { en: 'Tynor knee cap', ar: 'تاينور رباط ركبة' },
    description: {
      en: 'Elastic knee support that gives compression and warmth for knee pain and arthritis. Choose the size by knee circumference.',
      ar: 'رباط ركبة مرن يمنح ضغطاً ودفئاً لآلام الركبة والخشونة. يُختار المقاس حسب محيط الركبة.',
    },
    variants: [
      ['size M', 'مقاس M', 35000],
      ['size L', 'مقاس L', 35000],
    ],
    shape: 'pack',
    color: '#3a0ca3',
    maxQuantity: 5,
  },
  {
    category: 69,
    brand: 'Tynor',
    name: { en: 'Tynor lumbo-sacral belt', ar: 'تاينور حزام أسفل الظهر' },
    description: {
      en: 'Back support belt with rigid stays for lower back pain and disc problems. Wear over light clothing.',
      ar: 'حزام دعامة للظهر بأضلاع داعمة لآلام أسفل الظهر والانزلاق الغضروفي. يُلبس فوق ملابس خفيفة.',
    },
    variants: [['size L', 'مقاس L', 70000]],
    shape: 'pack',
    color: '#3a0ca3',
    maxQuantity: 3,
  },
  {
    category: 69,
    brand: 'Tynor',
    name: { en: 'Tynor soft cervical collar', ar: 'تاينور رقبة طبية سوفت' },
    description: {
      en: 'Soft foam collar to support the neck and relieve neck pain. Washable cover.',
      ar: 'رقبة طبية من الإسفنج لدعم الرقبة وتخفيف آلامها. غطاء قابل للغسيل.',
    },
    variants: [['universal', 'مقاس موحد', 25000]],
    shape: 'pack',
    color: '#3a0ca3',
    maxQuantity: 3,
  },
  {
    category: 69,
    brand: 'Tynor',
    name: { en: 'Tynor wrist splint', ar: 'تاينور جبيرة رسغ' },
    description: {
      en: 'Wrist brace with a removable metal splint for sprains and carpal tunnel syndrome.',
      ar: 'دعامة رسغ بجبيرة معدنية قابلة للإزالة للالتواءات ومتلازمة النفق الرسغي.',
    },
    variants: [['universal', 'مقاس موحد', 40000]],
    shape: 'pack',
    color: '#3a0ca3',
    maxQuantity: 3,
  },

  // ── 70 Mobility aids ─────────────────────────────────────────────────────
  {
    category: 70,
    brand: 'Invacare',
    name: { en: 'Invacare folding wheelchair', ar: 'إنفاكير كرسي متحرك قابل للطي' },
    description: {
      en: 'Lightweight steel wheelchair that folds for car transport, with removable footrests. Seat width 46 cm; maximum user weight 120 kg.',
      ar: 'كرسي متحرك خفيف من الصلب يُطوى لسهولة النقل في العربية، بمساند قدم قابلة للفك. عرض المقعد 46 سم وأقصى وزن 120 كجم.',
    },
    variants: [['', '', 750000]],
    shape: 'device',
    color: '#343a40',
    maxQuantity: 2,
  },
  {
    category: 70,
    brand: 'Invacare',
    name: { en: 'Invacare folding walking frame', ar: 'إنفاكير مشاية قابلة للطي' },
    description: {
      en: 'Height-adjustable aluminium walker for safe walking at home. Folds flat for storage.',
      ar: 'مشاية من الألومنيوم قابلة لضبط الارتفاع للمشي بأمان في المنزل. تُطوى لسهولة التخزين.',
    },
    variants: [['', '', 180000]],
    shape: 'device',
    color: '#343a40',
    maxQuantity: 2,
  },
  {
    category: 70,
    brand: 'Invacare',
    name: { en: 'Invacare underarm crutches (pair)', ar: 'إنفاكير عكاز تحت الإبط (زوج)' },
    description: {
      en: 'Adjustable aluminium crutches with padded underarm rests and non-slip tips.',
      ar: 'عكازات من الألومنيوم قابلة للضبط بمساند مبطنة تحت الإبط وأطراف مانعة للانزلاق.',
    },
    variants: [['', '', 90000]],
    shape: 'device',
    color: '#343a40',
    maxQuantity: 2,
  },
  {
    category: 70,
    brand: 'Tynor',
    name: { en: 'Tynor adjustable walking stick', ar: 'تاينور عصا مشي قابلة للضبط' },
    description: {
      en: 'Lightweight walking cane with ergonomic handle and 10 height settings.',
      ar: 'عصا مشي خفيفة بمقبض مريح و10 مستويات للارتفاع.',
    },
    variants: [['', '', 40000]],
    shape: 'device',
    color: '#3a0ca3',
    maxQuantity: 2,
  },

  // ── 71 Diapers ───────────────────────────────────────────────────────────
  {
    category: 71,
    brand: 'Pampers',
    name: { en: 'Pampers Baby-Dry diapers', ar: 'بامبرز بيبي دراي حفاضات' },
    description: {
      en: 'Up to 12 hours of overnight dryness with 3 absorbent layers. Stretchy sides for a comfortable fit.',
      ar: 'جفاف حتى 12 ساعة طوال الليل بفضل 3 طبقات ماصة. جوانب مرنة لراحة الطفل.',
    },
    variants: [
      ['size 3 (6-10 kg), 58 diapers', 'مقاس 3 (6-10 كجم)، 58 حفاضة', 52000],
      ['size 4 (9-14 kg), 52 diapers', 'مقاس 4 (9-14 كجم)، 52 حفاضة', 55000],
      ['size 5 (11-16 kg), 44 diapers', 'مقاس 5 (11-16 كجم)، 44 حفاضة', 55000],
    ],
    shape: 'pack',
    color: '#00a19a',
    maxQuantity: 5,
    popularityBoost: 100,
  },
  {
    category: 71,
    brand: 'Pampers',
    name: { en: 'Pampers Premium Care diapers', ar: 'بامبرز بريميوم كير حفاضات' },
    description: {
      en: 'Pampers’ softest diaper with a cotton-like feel for newborn skin. Wetness indicator included.',
      ar: 'أنعم حفاضات من بامبرز بملمس يشبه القطن لبشرة حديثي الولادة. بها مؤشر للبلل.',
    },
    variants: [['size 2 (3-8 kg), 46 diapers', 'مقاس 2 (3-8 كجم)، 46 حفاضة', 62000]],
    shape: 'pack',
    color: '#90e0ef',
    maxQuantity: 5,
  },
  {
    category: 71,
    brand: 'Molfix',
    name: { en: 'Molfix diapers', ar: 'مولفيكس حفاضات' },
    description: {
      en: 'Good-value diapers with a 3D absorbent core and soft waistband. Anti-leak barriers.',
      ar: 'حفاضات اقتصادية بطبقة امتصاص ثلاثية الأبعاد ووسط ناعم. حواجز مانعة للتسريب.',
    },
    variants: [
      ['size 3 (4-9 kg), 60 diapers', 'مقاس 3 (4-9 كجم)، 60 حفاضة', 40000],
      ['size 4 (7-14 kg), 52 diapers', 'مقاس 4 (7-14 كجم)، 52 حفاضة', 42000],
      ['size 5 (11-18 kg), 44 diapers', 'مقاس 5 (11-18 كجم)، 44 حفاضة', 42000],
    ],
    shape: 'pack',
    color: '#f72585',
    maxQuantity: 5,
  },
  {
    category: 71,
    brand: 'Pampers',
    name: { en: 'Pampers Pants', ar: 'بامبرز بانتس' },
    description: {
      en: 'Pull-up diaper pants for active babies, easy to put on and take off. All-round stretchy waistband.',
      ar: 'حفاضات على شكل كلوت للأطفال كثيري الحركة، سهلة اللبس والخلع. وسط مرن من كل الجهات.',
    },
    variants: [['size 5 (12-17 kg), 40 pants', 'مقاس 5 (12-17 كجم)، 40 قطعة', 58000]],
    shape: 'pack',
    color: '#00a19a',
    maxQuantity: 5,
  },

  // ── 72 Baby wipes ────────────────────────────────────────────────────────
  {
    category: 72,
    brand: 'Pampers',
    name: { en: 'Pampers baby wipes', ar: 'بامبرز مناديل مبللة' },
    description: {
      en: 'Soft, thick wipes for gentle cleaning at every diaper change. Dermatologically tested.',
      ar: 'مناديل مبللة ناعمة وسميكة لتنظيف لطيف عند تغيير كل حفاضة. مختبرة من أطباء الجلد.',
    },
    variants: [
      ['Sensitive 52 wipes', 'سنسيتيف 52 منديل', 9000],
      ['Fresh Clean 64 wipes', 'فريش كلين 64 منديل', 8500],
    ],
    shape: 'pack',
    color: '#00a19a',
  },
  {
    category: 72,
    brand: "Johnson's",
    name: { en: "Johnson's baby wipes", ar: 'جونسون مناديل مبللة للأطفال' },
    description: {
      en: 'Fragrance-free wipes with a mild cleansing lotion for face, hands and bottom.',
      ar: 'مناديل مبللة بدون عطر بلوشن منظف لطيف للوجه واليدين ومنطقة الحفاضة.',
    },
    variants: [['64 wipes', '64 منديل', 7500]],
    shape: 'pack',
    color: '#fcbf49',
  },
  {
    category: 72,
    brand: 'Molfix',
    name: { en: 'Molfix baby wipes', ar: 'مولفيكس مناديل مبللة' },
    description: {
      en: 'Economical wet wipes with aloe vera. Resealable lid keeps them moist.',
      ar: 'مناديل مبللة اقتصادية بالصبار. غطاء يُغلق بإحكام يحافظ على رطوبتها.',
    },
    variants: [
      ['60 wipes', '60 منديل', 5500],
      ['3 x 60 wipes value pack', 'عبوة توفير 3 × 60 منديل', 15000],
    ],
    shape: 'pack',
    color: '#f72585',
  },

  // ── 73 Infant formula ────────────────────────────────────────────────────
  {
    category: 73,
    brand: 'Bebelac',
    name: { en: 'Bebelac infant formula', ar: 'بيبيلاك لبن أطفال' },
    description: {
      en: 'Milk formula with DHA and prebiotics when breastfeeding is not possible. Prepare with boiled water cooled to 40°C; use within one hour.',
      ar: 'لبن أطفال مدعم بالأوميجا والألياف البريبيوتيك عند تعذر الرضاعة الطبيعية. يُحضر بماء مغلي مبرد إلى 40 درجة ويُستهلك خلال ساعة.',
    },
    variants: [
      ['1 (0-6 months) 400 g', '1 (من الولادة حتى 6 شهور) 400 جم', 23000],
      ['2 (6-12 months) 400 g', '2 (من 6 إلى 12 شهراً) 400 جم', 23000],
      ['Junior 3 (1-3 years) 400 g', 'جونيور 3 (من سنة إلى 3 سنوات) 400 جم', 21000],
    ],
    shape: 'can',
    color: '#4895ef',
    maxQuantity: 5,
  },
  {
    category: 73,
    brand: 'Similac',
    name: { en: 'Similac Gold', ar: 'سيميلاك جولد' },
    description: {
      en: 'Premium infant formula with HMO and lutein for immunity and brain development. Store the tin in a cool, dry place.',
      ar: 'لبن أطفال مميز مدعم بـ HMO واللوتين لدعم المناعة ونمو المخ. تُحفظ العلبة في مكان بارد وجاف.',
    },
    variants: [
      ['1 (0-6 months) 400 g', '1 (من الولادة حتى 6 شهور) 400 جم', 45000],
      ['2 (6-12 months) 400 g', '2 (من 6 إلى 12 شهراً) 400 جم', 45000],
    ],
    shape: 'can',
    color: '#c9a227',
    maxQuantity: 5,
  },

  // ── 74 Baby cereals ──────────────────────────────────────────────────────
  {
    category: 74,
    brand: 'Cerelac',
    name: { en: 'Cerelac infant cereal', ar: 'سيريلاك حبوب أطفال' },
    description: {
      en: 'Iron-fortified infant cereal with milk, from 6 months. Just add water and stir; no cooking needed.',
      ar: 'حبوب أطفال باللبن مدعمة بالحديد من عمر 6 شهور. تُضاف المياه وتُقلب فقط بدون طهي.',
    },
    variants: [
      ['wheat with milk 125 g', 'قمح باللبن 125 جم', 5000],
      ['wheat with milk 250 g', 'قمح باللبن 250 جم', 9500],
      ['rice with milk 125 g', 'أرز باللبن 125 جم', 5000],
      ['wheat with honey 250 g', 'قمح بالعسل 250 جم', 9800],
      ['mixed fruits 250 g', 'فواكه مشكلة 250 جم', 10000],
    ],
    shape: 'box',
    color: '#ffb703',
  },

  // ── 75 Bottles & pacifiers ───────────────────────────────────────────────
  {
    category: 75,
    brand: 'Philips Avent',
    name: { en: 'Philips Avent Natural feeding bottle', ar: 'فيليبس أفنت رضاعة ناتشورال' },
    description: {
      en: 'Breast-shaped nipple for easy switching between breast and bottle, with anti-colic valve. BPA free.',
      ar: 'حلمة على شكل الثدي لسهولة التنقل بين الرضاعة الطبيعية والزجاجة، مع صمام ضد المغص. خالية من مادة BPA.',
    },
    variants: [
      ['125 ml', '125 مل', 40000],
      ['260 ml', '260 مل', 45000],
    ],
    shape: 'bottle',
    color: '#f28482',
  },
  {
    category: 75,
    brand: 'Philips Avent',
    name: { en: 'Philips Avent Anti-colic bottle 260 ml', ar: 'فيليبس أفنت رضاعة ضد المغص 260 مل' },
    description: {
      en: 'Bottle with an integrated valve that reduces colic and fussiness. Easy to clean with few parts.',
      ar: 'رضاعة بصمام مدمج يقلل المغص وتهيج الرضيع. سهلة التنظيف وقليلة الأجزاء.',
    },
    variants: [['', '', 40000]],
    shape: 'bottle',
    color: '#84a59d',
  },
  {
    category: 75,
    brand: 'Philips Avent',
    name: {
      en: 'Philips Avent ultra soft pacifiers 0-6 months',
      ar: 'فيليبس أفنت سكاتة ألترا سوفت 0-6 شهور',
    },
    description: {
      en: 'Flexible, ultra-soft pacifiers that respect baby’s skin, pack of 2 with sterilising case.',
      ar: 'سكاتات مرنة وفائقة النعومة تحافظ على بشرة الطفل، عبوة من قطعتين مع علبة للتعقيم.',
    },
    variants: [['2 pieces', 'قطعتان', 30000]],
    shape: 'pack',
    color: '#cdb4db',
  },
  {
    category: 75,
    brand: 'Philips Avent',
    name: { en: 'Philips Avent bottle and nipple brush', ar: 'فيليبس أفنت فرشاة تنظيف الرضاعات' },
    description: {
      en: 'Soft-bristle brush with a nipple cleaner at the end. Safe for all bottle types.',
      ar: 'فرشاة بشعيرات ناعمة مع منظف للحلمات في طرفها. آمنة لجميع أنواع الرضاعات.',
    },
    variants: [['', '', 20000]],
    shape: 'pack',
    color: '#a2d2ff',
  },

  // ── 76 Baby shampoo & bath ───────────────────────────────────────────────
  {
    category: 76,
    brand: "Johnson's",
    name: { en: "Johnson's baby shampoo", ar: 'جونسون شامبو للأطفال' },
    description: {
      en: 'The classic No More Tears shampoo, as gentle to the eyes as pure water. Suitable from newborn.',
      ar: 'الشامبو الكلاسيكي بدون دموع، لطيف على العينين مثل الماء النقي. مناسب من الولادة.',
    },
    variants: [
      ['200 ml', '200 مل', 8500],
      ['500 ml', '500 مل', 16000],
    ],
    shape: 'bottle',
    color: '#ffd60a',
    popularityBoost: 60,
  },
  {
    category: 76,
    brand: "Johnson's",
    name: { en: "Johnson's top-to-toe baby bath", ar: 'جونسون غسول الجسم والشعر للأطفال' },
    description: {
      en: 'Hair and body wash in one for newborns, mild and tear free. Rinses off easily.',
      ar: 'غسول للشعر والجسم معاً لحديثي الولادة، لطيف وبدون دموع. يُشطف بسهولة.',
    },
    variants: [['500 ml', '500 مل', 18000]],
    shape: 'bottle',
    color: '#ffafcc',
  },
  {
    category: 76,
    brand: "Johnson's",
    name: { en: "Johnson's baby soap", ar: 'جونسون صابون أطفال' },
    description: {
      en: 'Mild baby soap bar that cleans without drying the skin.',
      ar: 'صابون أطفال لطيف ينظف دون أن يجفف البشرة.',
    },
    variants: [['125 g', '125 جم', 3000]],
    shape: 'box',
    color: '#bde0fe',
  },
  {
    category: 76,
    brand: 'Dove',
    name: { en: 'Dove Baby rich moisture wash', ar: 'دوف بيبي غسول ترطيب غني' },
    description: {
      en: 'Tip-to-toe wash that protects baby skin’s moisture, hypoallergenic.',
      ar: 'غسول من الرأس إلى القدم يحافظ على رطوبة بشرة الطفل، مضاد للحساسية.',
    },
    variants: [['400 ml', '400 مل', 17000]],
    shape: 'bottle',
    color: '#e0e1dd',
  },

  // ── 77 Baby lotion & oil ─────────────────────────────────────────────────
  {
    category: 77,
    brand: "Johnson's",
    name: { en: "Johnson's baby oil", ar: 'جونسون زيت أطفال' },
    description: {
      en: 'Light mineral oil for baby massage that locks in moisture. Apply to damp skin after the bath.',
      ar: 'زيت خفيف لتدليك الطفل يحبس الرطوبة في البشرة. يوضع على البشرة الرطبة بعد الاستحمام.',
    },
    variants: [
      ['200 ml', '200 مل', 14000],
      ['300 ml', '300 مل', 19000],
    ],
    shape: 'bottle',
    color: '#ff8fab',
  },
  {
    category: 77,
    brand: "Johnson's",
    name: { en: "Johnson's baby lotion", ar: 'جونسون لوشن أطفال' },
    description: {
      en: 'Clinically proven mild lotion that keeps baby skin soft for 24 hours.',
      ar: 'لوشن لطيف مثبت علمياً يحافظ على نعومة بشرة الطفل لمدة 24 ساعة.',
    },
    variants: [['300 ml', '300 مل', 16000]],
    shape: 'bottle',
    color: '#ffc8dd',
  },
  {
    category: 77,
    brand: "Johnson's",
    name: { en: "Johnson's baby powder", ar: 'جونسون بودرة أطفال' },
    description: {
      en: 'Cornstarch powder that absorbs moisture and keeps skin fresh. Shake into your hand, away from baby’s face.',
      ar: 'بودرة من نشا الذرة تمتص الرطوبة وتحافظ على انتعاش البشرة. توضع في اليد أولاً بعيداً عن وجه الطفل.',
    },
    variants: [['200 g', '200 جم', 9000]],
    shape: 'bottle',
    color: '#f1faee',
  },
  {
    category: 77,
    brand: 'Bioderma',
    name: { en: 'Bioderma ABCDerm cold cream body', ar: 'بيوديرما إيه بي سي ديرم كولد كريم للجسم' },
    description: {
      en: 'Nourishing cream for babies’ dry skin, from birth. Fragrance free.',
      ar: 'كريم مغذٍ لبشرة الأطفال الجافة من الولادة. خالٍ من العطور.',
    },
    variants: [['200 ml', '200 مل', 70000]],
    shape: 'bottle',
    color: '#bde0fe',
  },

  // ── 78 Diaper rash creams ────────────────────────────────────────────────
  {
    category: 78,
    brand: 'Sudocrem',
    name: { en: 'Sudocrem antiseptic healing cream', ar: 'سودوكريم كريم مطهر للتسلخات' },
    description: {
      en: 'Zinc oxide cream that soothes and protects nappy rash, minor burns and eczema. Apply a thin layer at every change.',
      ar: 'كريم أكسيد الزنك يهدئ ويحمي من التسلخات والحروق البسيطة والإكزيما. يوضع طبقة رقيقة عند كل تغيير للحفاضة.',
    },
    variants: [
      ['60 g', '60 جم', 20000],
      ['125 g', '125 جم', 30000],
    ],
    shape: 'jar',
    color: '#adb5bd',
  },
  {
    category: 78,
    brand: 'Bepanthen',
    name: { en: 'Bepanthen nappy care ointment', ar: 'بيبانثين مرهم للتسلخات' },
    description: {
      en: 'Dexpanthenol ointment that protects against nappy rash and helps skin heal. Free of colours and fragrance.',
      ar: 'مرهم ديكسبانثينول يحمي من تسلخات الحفاضة ويساعد على التئام الجلد. خالٍ من الألوان والعطور.',
    },
    variants: [
      ['30 g', '30 جم', 12000],
      ['100 g', '100 جم', 30000],
    ],
    shape: 'tube',
    color: '#2a9d8f',
  },

  // ── 79 Toothpaste ────────────────────────────────────────────────────────
  {
    category: 79,
    brand: 'Signal',
    name: { en: 'Signal Complete 8 toothpaste', ar: 'سيجنال كومبليت 8 معجون أسنان' },
    description: {
      en: 'Fluoride toothpaste with 8 benefits including cavity protection and fresh breath. Brush twice a day.',
      ar: 'معجون أسنان بالفلورايد بثماني فوائد منها الحماية من التسوس ونفس منعش. يستخدم مرتين يومياً.',
    },
    variants: [
      ['100 ml', '100 مل', 5000],
      ['2 x 100 ml', '2 × 100 مل', 9000],
    ],
    shape: 'tube',
    color: '#e63946',
    popularityBoost: 60,
  },
  {
    category: 79,
    brand: 'Signal',
    name: { en: 'Signal White Now toothpaste', ar: 'سيجنال وايت ناو معجون أسنان' },
    description: {
      en: 'Whitening toothpaste that makes teeth instantly whiter. Enamel safe.',
      ar: 'معجون أسنان للتبييض يمنح أسناناً أكثر بياضاً فوراً. آمن على المينا.',
    },
    variants: [['75 ml', '75 مل', 6500]],
    shape: 'tube',
    color: '#4895ef',
  },
  {
    category: 79,
    brand: 'Signal',
    name: { en: 'Signal Kids strawberry toothpaste', ar: 'سيجنال كيدز معجون أسنان بالفراولة' },
    description: {
      en: 'Mild strawberry toothpaste for children 2-6 years. Use a pea-sized amount.',
      ar: 'معجون أسنان لطيف بطعم الفراولة للأطفال من 2 إلى 6 سنوات. تستخدم كمية بحجم حبة البسلة.',
    },
    variants: [['50 ml', '50 مل', 3500]],
    shape: 'tube',
    color: '#ff70a6',
  },
  {
    category: 79,
    brand: 'Sensodyne',
    name: { en: 'Sensodyne {} toothpaste 75 ml', ar: 'سنسوداين {} معجون أسنان 75 مل' },
    description: {
      en: 'Toothpaste for sensitive teeth that builds protection against hot and cold pain. Brush twice daily for lasting relief.',
      ar: 'معجون أسنان للأسنان الحساسة يحميها من ألم الساخن والبارد. يستخدم مرتين يومياً لراحة تدوم.',
    },
    variants: [
      ['Repair & Protect', 'ريبير آند بروتكت', 16000],
      ['Rapid Relief', 'رابيد ريليف', 14000],
    ],
    shape: 'tube',
    color: '#023e8a',
  },

  // ── 80 Toothbrushes ──────────────────────────────────────────────────────
  {
    category: 80,
    brand: 'Oral-B',
    name: { en: 'Oral-B Pro-Flex medium toothbrush', ar: 'أورال بي برو فليكس فرشاة أسنان متوسطة' },
    description: {
      en: 'Manual toothbrush with flexible sides that adapt to teeth and gums. Replace every 3 months.',
      ar: 'فرشاة أسنان يدوية بجوانب مرنة تتكيف مع الأسنان واللثة. تُغير كل 3 شهور.',
    },
    variants: [['', '', 8000]],
    shape: 'pack',
    color: '#0077b6',
  },
  {
    category: 80,
    brand: 'Oral-B',
    name: { en: 'Oral-B CrossAction toothbrush 2-pack', ar: 'أورال بي كروس أكشن فرشاة أسنان عبوة 2' },
    description: {
      en: 'Angled bristles that lift away up to 90% of plaque. Medium bristles.',
      ar: 'شعيرات مائلة تزيل حتى 90% من الجير. شعيرات متوسطة.',
    },
    variants: [['', '', 10000]],
    shape: 'pack',
    color: '#0096c7',
  },
  {
    category: 80,
    brand: 'Oral-B',
    name: { en: 'Oral-B Vitality 100 electric toothbrush', ar: 'أورال بي فيتاليتي 100 فرشاة أسنان كهربائية' },
    description: {
      en: 'Rechargeable toothbrush with rotating round head and 2-minute timer. Charges fully overnight.',
      ar: 'فرشاة أسنان قابلة للشحن برأس دائري دوار ومؤقت لمدة دقيقتين. تُشحن بالكامل خلال الليل.',
    },
    variants: [['', '', 150000]],
    shape: 'device',
    color: '#03045e',
    maxQuantity: 3,
  },
  {
    category: 80,
    brand: 'Oral-B',
    name: { en: 'Oral-B Kids extra soft toothbrush', ar: 'أورال بي فرشاة أسنان للأطفال ناعمة جداً' },
    description: {
      en: 'Small head and extra soft bristles for children 3-5 years, with cartoon handle.',
      ar: 'رأس صغير وشعيرات ناعمة جداً للأطفال من 3 إلى 5 سنوات بمقبض عليه رسوم كرتونية.',
    },
    variants: [['', '', 5000]],
    shape: 'pack',
    color: '#ff70a6',
  },
  {
    category: 80,
    brand: 'Signal',
    name: { en: 'Signal Expert Clean toothbrush 1+1 free', ar: 'سيجنال إكسبرت كلين فرشاة أسنان 1+1 مجاناً' },
    description: {
      en: 'Two medium toothbrushes with tongue cleaner on the back of the head.',
      ar: 'فرشاتان متوسطتان مع منظف للسان في ظهر الرأس.',
    },
    variants: [['', '', 4000]],
    shape: 'pack',
    color: '#e63946',
  },

  // ── 81 Mouthwash & floss ─────────────────────────────────────────────────
  {
    category: 81,
    brand: 'Listerine',
    name: { en: 'Listerine Cool Mint mouthwash', ar: 'ليسترين كول منت غسول فم' },
    description: {
      en: 'Antiseptic mouthwash that kills 99.9% of germs that cause bad breath. Rinse with 20 ml for 30 seconds twice a day.',
      ar: 'غسول فم مطهر يقضي على 99.9% من الجراثيم المسببة لرائحة الفم. تتم المضمضة بـ 20 مل لمدة 30 ثانية مرتين يومياً.',
    },
    variants: [
      ['250 ml', '250 مل', 13000],
      ['500 ml', '500 مل', 22000],
    ],
    shape: 'bottle',
    color: '#2a9d8f',
  },
  {
    category: 81,
    brand: 'Listerine',
    name: { en: 'Listerine Total Care mouthwash', ar: 'ليسترين توتال كير غسول فم' },
    description: {
      en: '6-in-1 mouthwash with fluoride that strengthens teeth and protects gums.',
      ar: 'غسول فم 6 في 1 بالفلورايد يقوي الأسنان ويحمي اللثة.',
    },
    variants: [['250 ml', '250 مل', 15000]],
    shape: 'bottle',
    color: '#7209b7',
  },
  {
    category: 81,
    brand: 'Oral-B',
    name: { en: 'Oral-B Essential dental floss 50 m', ar: 'أورال بي خيط أسنان 50 متر' },
    description: {
      en: 'Waxed mint floss that slides easily between teeth to remove trapped food.',
      ar: 'خيط أسنان مشمع بالنعناع ينزلق بسهولة بين الأسنان لإزالة بقايا الطعام.',
    },
    variants: [['', '', 9000]],
    shape: 'pack',
    color: '#0077b6',
  },
  {
    category: 81,
    brand: 'Sensodyne',
    name: { en: 'Sensodyne Cool Mint mouthwash', ar: 'سنسوداين غسول فم بالنعناع' },
    description: {
      en: 'Alcohol-free mouthwash for sensitive teeth, daily protection and fresh breath.',
      ar: 'غسول فم خالٍ من الكحول للأسنان الحساسة يمنح حماية يومية ونفساً منعشاً.',
    },
    variants: [['250 ml', '250 مل', 14000]],
    shape: 'bottle',
    color: '#023e8a',
  },

  // ── 82 Razors & blades ───────────────────────────────────────────────────
  {
    category: 82,
    brand: 'Gillette',
    name: { en: 'Gillette Blue II disposable razors', ar: 'جيليت بلو 2 أمواس حلاقة' },
    description: {
      en: 'Twin-blade disposable razors with a lubricating strip. Pack of 5.',
      ar: 'أمواس حلاقة بشفرتين تستخدم مرة واحدة مع شريط مرطب. عبوة 5 أمواس.',
    },
    variants: [['5 razors', '5 أمواس', 6000]],
    shape: 'pack',
    color: '#1d3557',
  },
  {
    category: 82,
    brand: 'Gillette',
    name: { en: 'Gillette Blue3 disposable razors', ar: 'جيليت بلو 3 أمواس حلاقة' },
    description: {
      en: 'Three-blade disposable razors for a closer shave with a pivoting head.',
      ar: 'أمواس حلاقة بثلاث شفرات لحلاقة أنعم برأس متحرك.',
    },
    variants: [['6 razors', '6 أمواس', 12000]],
    shape: 'pack',
    color: '#0077b6',
  },
  {
    category: 82,
    brand: 'Gillette',
    name: { en: 'Gillette Mach3', ar: 'جيليت ماك 3' },
    description: {
      en: 'Classic three-blade razor system; blades last up to 15 shaves.',
      ar: 'ماكينة حلاقة كلاسيكية بثلاث شفرات، الشفرة تكفي حتى 15 حلاقة.',
    },
    variants: [
      ['razor + 2 blades', 'ماكينة + 2 شفرة', 25000],
      ['4 replacement blades', '4 شفرات غيار', 28000],
    ],
    shape: 'pack',
    color: '#343a40',
  },
  {
    category: 82,
    brand: 'Gillette',
    name: { en: 'Gillette Venus women’s razor', ar: 'جيليت فينوس ماكينة حلاقة للسيدات' },
    description: {
      en: 'Three-blade razor designed for women’s curves, with moisture strip.',
      ar: 'ماكينة بثلاث شفرات مصممة لانحناءات جسم المرأة مع شريط مرطب.',
    },
    variants: [['', '', 30000]],
    shape: 'pack',
    color: '#ff70a6',
  },

  // ── 83 Shaving foam & gel ────────────────────────────────────────────────
  {
    category: 83,
    brand: 'Gillette',
    name: { en: 'Gillette shaving foam regular', ar: 'جيليت فوم حلاقة ريجولار' },
    description: {
      en: 'Rich lather that softens the beard for a comfortable shave.',
      ar: 'رغوة غنية تنعم الذقن لحلاقة مريحة.',
    },
    variants: [['200 ml', '200 مل', 12000]],
    shape: 'can',
    color: '#1d3557',
  },
  {
    category: 83,
    brand: 'Gillette',
    name: { en: 'Gillette Series sensitive shaving gel', ar: 'جيليت سيريس جل حلاقة للبشرة الحساسة' },
    description: {
      en: 'Gel with aloe that protects sensitive skin from irritation.',
      ar: 'جل بالصبار يحمي البشرة الحساسة من التهيج.',
    },
    variants: [['200 ml', '200 مل', 17000]],
    shape: 'can',
    color: '#2a9d8f',
  },
  {
    category: 83,
    brand: 'Nivea',
    name: { en: 'Nivea Men Protect & Care shaving foam', ar: 'نيفيا مان فوم حلاقة حماية وعناية' },
    description: {
      en: 'Shaving foam with aloe vera that protects skin against razor burn.',
      ar: 'فوم حلاقة بالصبار يحمي البشرة من تهيج الموس.',
    },
    variants: [['200 ml', '200 مل', 13000]],
    shape: 'can',
    color: '#0a3d91',
  },
  {
    category: 83,
    brand: 'Nivea',
    name: { en: 'Nivea Men sensitive post-shave balm', ar: 'نيفيا مان بلسم بعد الحلاقة للبشرة الحساسة' },
    description: {
      en: 'Alcohol-free after-shave balm with chamomile that soothes skin instantly.',
      ar: 'بلسم بعد الحلاقة خالٍ من الكحول بالبابونج يهدئ البشرة فوراً.',
    },
    variants: [['100 ml', '100 مل', 20000]],
    shape: 'bottle',
    color: '#0a3d91',
  },

  // ── 84 Hair removal ──────────────────────────────────────────────────────
  {
    category: 84,
    brand: 'Veet',
    name: { en: 'Veet hair removal cream', ar: 'فيت كريم إزالة الشعر' },
    description: {
      en: 'Removes hair in as little as 3 minutes, leaving skin smooth for days. Do a patch test first.',
      ar: 'يزيل الشعر في 3 دقائق فقط ويترك البشرة ناعمة لأيام. يُجرب أولاً على مساحة صغيرة من الجلد.',
    },
    variants: [
      ['normal skin 100 g', 'للبشرة العادية 100 جم', 13000],
      ['sensitive skin 100 g', 'للبشرة الحساسة 100 جم', 13000],
    ],
    shape: 'tube',
    color: '#ff70a6',
  },
  {
    category: 84,
    brand: 'Veet',
    name: { en: 'Veet cold wax strips', ar: 'فيت شرائط واكس بارد' },
    description: {
      en: 'Ready-to-use wax strips for legs and body with finishing wipes. Results last up to 4 weeks.',
      ar: 'شرائط واكس جاهزة للساقين والجسم مع مناديل للتنظيف بعد الاستخدام. النتيجة تدوم حتى 4 أسابيع.',
    },
    variants: [['20 strips', '20 شريط', 16000]],
    shape: 'box',
    color: '#ff99c8',
  },
  {
    category: 84,
    brand: 'Veet',
    name: { en: 'Veet Men hair removal cream', ar: 'فيت مان كريم إزالة الشعر للرجال' },
    description: {
      en: 'Extra-strength cream for coarse male body hair, with sponge applicator.',
      ar: 'كريم قوي لشعر الجسم الخشن عند الرجال مع إسفنجة للتطبيق.',
    },
    variants: [['200 ml', '200 مل', 20000]],
    shape: 'tube',
    color: '#264653',
  },

  // ── 85 Sanitary pads ─────────────────────────────────────────────────────
  {
    category: 85,
    brand: 'Always',
    name: { en: 'Always Ultra Thin pads', ar: 'أولويز ألترا ثين فوط صحية' },
    description: {
      en: 'Ultra-thin pads with wings and odour neutraliser for all-day comfort.',
      ar: 'فوط صحية رفيعة جداً بأجنحة ومادة معادلة للروائح لراحة طوال اليوم.',
    },
    variants: [
      ['long, 16 pads', 'طويلة، 16 فوطة', 8000],
      ['night, 14 pads', 'ليلية، 14 فوطة', 8500],
    ],
    shape: 'pack',
    color: '#7b2cbf',
  },
  {
    category: 85,
    brand: 'Always',
    name: { en: 'Always Cotton Soft maxi thick pads', ar: 'أولويز كوتون سوفت فوط سميكة' },
    description: {
      en: 'Thick pads with a cotton-soft cover for heavy flow.',
      ar: 'فوط سميكة بسطح ناعم كالقطن للأيام الثقيلة.',
    },
    variants: [['large, 10 pads', 'كبيرة، 10 فوط', 4500]],
    shape: 'pack',
    color: '#9d4edd',
  },
  {
    category: 85,
    brand: 'Private',
    name: { en: 'Private maxi pads', ar: 'برايفت فوط صحية ماكسي' },
    description: {
      en: 'Egyptian-made pads with wings and high absorbency at a good price.',
      ar: 'فوط صحية مصرية الصنع بأجنحة وامتصاص عالٍ بسعر مناسب.',
    },
    variants: [
      ['10 pads', '10 فوط', 3500],
      ['20 pads value pack', 'عبوة توفير 20 فوطة', 6500],
    ],
    shape: 'pack',
    color: '#f72585',
  },

  // ── 86 Intimate wash ─────────────────────────────────────────────────────
  {
    category: 86,
    brand: 'Lactacyd',
    name: { en: 'Lactacyd daily feminine wash', ar: 'لاكتاسيد غسول نسائي يومي' },
    description: {
      en: 'Gentle wash with lactic acid that respects the natural pH of the intimate area. Gynaecologically tested.',
      ar: 'غسول لطيف بحمض اللاكتيك يحافظ على درجة الحموضة الطبيعية للمنطقة الحساسة. مختبر من أطباء النساء.',
    },
    variants: [
      ['150 ml', '150 مل', 10000],
      ['250 ml', '250 مل', 15000],
    ],
    shape: 'bottle',
    color: '#ffafcc',
  },
  {
    category: 86,
    brand: 'Lactacyd',
    name: { en: 'Lactacyd Fresh feminine wash', ar: 'لاكتاسيد فريش غسول نسائي' },
    description: {
      en: 'Refreshing wash with a cooling effect for hot days and after sport.',
      ar: 'غسول منعش بإحساس بالبرودة للأيام الحارة وبعد الرياضة.',
    },
    variants: [['250 ml', '250 مل', 15500]],
    shape: 'bottle',
    color: '#90e0ef',
  },
  {
    category: 86,
    brand: 'Eva',
    name: { en: 'Eva intimate wash', ar: 'إيفا غسول للمنطقة الحساسة' },
    description: {
      en: 'Egyptian daily intimate wash, soap free and mild.',
      ar: 'غسول مصري يومي للمنطقة الحساسة، خالٍ من الصابون ولطيف.',
    },
    variants: [['200 ml', '200 مل', 7000]],
    shape: 'bottle',
    color: '#ff8fab',
  },

  // ── 87 Soap & shower gel ─────────────────────────────────────────────────
  {
    category: 87,
    brand: 'Lux',
    name: { en: 'Lux soft rose soap', ar: 'لوكس صابون بالورد' },
    description: {
      en: 'Fragrant beauty soap with rose and vitamin E.',
      ar: 'صابون تجميلي معطر بالورد وفيتامين هـ.',
    },
    variants: [
      ['120 g', '120 جم', 2000],
      ['4 x 120 g', '4 × 120 جم', 7500],
    ],
    shape: 'box',
    color: '#ff8fab',
  },
  {
    category: 87,
    brand: 'Dove',
    name: { en: 'Dove beauty cream bar', ar: 'دوف صابون بالكريم' },
    description: {
      en: 'Beauty bar with ¼ moisturising cream that does not dry skin like ordinary soap.',
      ar: 'صابون يحتوي على ربع كمية كريم مرطب ولا يجفف البشرة مثل الصابون العادي.',
    },
    variants: [['135 g', '135 جم', 4500]],
    shape: 'box',
    color: '#e0e1dd',
  },
  {
    category: 87,
    brand: 'Dove',
    name: { en: 'Dove Deeply Nourishing shower gel', ar: 'دوف شاور جل للتغذية العميقة' },
    description: {
      en: 'Creamy body wash with NutriumMoisture for soft, smooth skin.',
      ar: 'غسول جسم كريمي بتقنية نوتريوم مويستشر لبشرة ناعمة وسلسة.',
    },
    variants: [['500 ml', '500 مل', 20000]],
    shape: 'bottle',
    color: '#e0e1dd',
  },
  {
    category: 87,
    brand: 'Nivea',
    name: { en: 'Nivea Creme Soft shower gel', ar: 'نيفيا كريم سوفت شاور جل' },
    description: {
      en: 'Mild shower cream with almond oil and the classic Nivea scent.',
      ar: 'كريم استحمام لطيف بزيت اللوز ورائحة نيفيا الكلاسيكية.',
    },
    variants: [['500 ml', '500 مل', 15000]],
    shape: 'bottle',
    color: '#0a3d91',
  },
  {
    category: 87,
    brand: 'Dettol',
    name: { en: 'Dettol original antibacterial soap', ar: 'ديتول صابون مضاد للبكتيريا أوريجينال' },
    description: {
      en: 'Antibacterial bar soap that protects against 99.9% of germs.',
      ar: 'صابون مضاد للبكتيريا يحمي من 99.9% من الجراثيم.',
    },
    variants: [['165 g', '165 جم', 3500]],
    shape: 'box',
    color: '#2a9d8f',
  },

  // ── 88 Deodorants ────────────────────────────────────────────────────────
  {
    category: 88,
    brand: 'Rexona',
    name: { en: 'Rexona Men Invisible antiperspirant spray', ar: 'ريكسونا مان إنفيزيبل سبراي مضاد للتعرق' },
    description: {
      en: '48-hour sweat protection with no white marks on black clothes or yellow stains on white.',
      ar: 'حماية من العرق لمدة 48 ساعة بدون بقع بيضاء على الملابس السوداء أو صفراء على البيضاء.',
    },
    variants: [['150 ml', '150 مل', 14000]],
    shape: 'can',
    color: '#1d3557',
  },
  {
    category: 88,
    brand: 'Rexona',
    name: { en: 'Rexona Women Shower Clean roll-on', ar: 'ريكسونا للسيدات شاور كلين رول أون' },
    description: {
      en: 'Fresh-scented roll-on antiperspirant with 48-hour protection.',
      ar: 'رول أون مضاد للتعرق برائحة منعشة يحمي لمدة 48 ساعة.',
    },
    variants: [['50 ml', '50 مل', 9000]],
    shape: 'bottle',
    color: '#90e0ef',
  },
  {
    category: 88,
    brand: 'Nivea',
    name: { en: 'Nivea Men Black & White roll-on', ar: 'نيفيا مان بلاك آند وايت رول أون' },
    description: {
      en: 'Antiperspirant roll-on that prevents marks on black and white clothes.',
      ar: 'رول أون مضاد للتعرق يمنع البقع على الملابس السوداء والبيضاء.',
    },
    variants: [['50 ml', '50 مل', 9500]],
    shape: 'bottle',
    color: '#0a3d91',
  },
  {
    category: 88,
    brand: 'Dove',
    name: { en: 'Dove Original roll-on', ar: 'دوف أوريجينال رول أون' },
    description: {
      en: 'Alcohol-free roll-on with ¼ moisturising cream for soft underarms.',
      ar: 'رول أون خالٍ من الكحول بربع كمية كريم مرطب لنعومة منطقة تحت الإبط.',
    },
    variants: [['50 ml', '50 مل', 10000]],
    shape: 'bottle',
    color: '#e0e1dd',
  },

  // ── 89 Tissues ───────────────────────────────────────────────────────────
  {
    category: 89,
    brand: 'Fine',
    name: { en: 'Fine Classic facial tissues', ar: 'فاين كلاسيك مناديل وجه' },
    description: {
      en: 'Soft two-ply facial tissues in a handy box. Made in Egypt.',
      ar: 'مناديل وجه ناعمة من طبقتين في علبة عملية. صناعة مصرية.',
    },
    variants: [['550 tissues', '550 منديل', 3500]],
    shape: 'pack',
    color: '#00b4d8',
  },
  {
    category: 89,
    brand: 'Fine',
    name: { en: 'Fine pocket tissues 10 packs', ar: 'فاين مناديل جيب 10 عبوات' },
    description: {
      en: 'Ten small packs of soft tissues for the bag, car and school.',
      ar: 'عشر عبوات صغيرة من المناديل الناعمة للشنطة والعربية والمدرسة.',
    },
    variants: [['', '', 2500]],
    shape: 'pack',
    color: '#00b4d8',
  },
  {
    category: 89,
    brand: 'Fine',
    name: { en: 'Fine kitchen towels', ar: 'فاين مناشف مطبخ' },
    description: {
      en: 'Super-absorbent kitchen rolls for spills and drying food.',
      ar: 'لفائف مناشف مطبخ فائقة الامتصاص لتجفيف الانسكابات والطعام.',
    },
    variants: [['2 rolls', '2 لفة', 4500]],
    shape: 'pack',
    color: '#00b4d8',
  },
  {
    category: 89,
    brand: 'Zeina',
    name: { en: 'Zeina facial tissues', ar: 'زينة مناديل وجه' },
    description: {
      en: 'Economical soft tissues for the whole family.',
      ar: 'مناديل ناعمة واقتصادية لكل أفراد الأسرة.',
    },
    variants: [['500 tissues', '500 منديل', 2800]],
    shape: 'pack',
    color: '#ff70a6',
  },
  {
    category: 89,
    brand: 'Zeina',
    name: { en: 'Zeina toilet paper', ar: 'زينة ورق تواليت' },
    description: {
      en: 'Soft, strong two-ply toilet rolls.',
      ar: 'ورق تواليت ناعم وقوي من طبقتين.',
    },
    variants: [['6 rolls', '6 لفات', 6500]],
    shape: 'pack',
    color: '#ff70a6',
    maxQuantity: 5,
  },

  // ── 112 Adult multivitamins ──────────────────────────────────────────────
  {
    category: 112,
    brand: 'Centrum',
    name: { en: 'Centrum', ar: 'سنتروم' },
    description: {
      en: 'Complete multivitamin and mineral tablet to support energy, immunity and general health. One tablet a day with food.',
      ar: 'قرص فيتامينات ومعادن متكامل لدعم الطاقة والمناعة والصحة العامة. قرص واحد يومياً مع الأكل.',
    },
    variants: [
      ['Adults 30 tablets', 'للكبار 30 قرص', 45000],
      ['Silver 50+ 30 tablets', 'سيلفر لمن فوق 50 سنة 30 قرص', 50000],
    ],
    shape: 'bottle',
    color: '#f3722c',
  },
  {
    category: 112,
    brand: 'Vitabiotics',
    name: { en: 'Vitabiotics', ar: 'فيتابيوتكس' },
    description: {
      en: 'British multivitamins tailored to men’s, women’s and pregnancy needs. One tablet daily after a meal.',
      ar: 'فيتامينات متعددة بريطانية مصممة لاحتياجات الرجال والسيدات والحمل. قرص واحد يومياً بعد الأكل.',
    },
    variants: [
      ['Wellman 30 tablets', 'ويلمان 30 قرص', 60000],
      ['Wellwoman 30 capsules', 'ويلومان 30 كبسولة', 60000],
      ['Pregnacare Original 30 tablets', 'بريجناكير أوريجينال 30 قرص', 55000],
    ],
    shape: 'box',
    color: '#003049',
  },

  // ── 113 Kids vitamins ────────────────────────────────────────────────────
  {
    category: 113,
    brand: 'Seven Seas',
    name: { en: 'Seven Seas kids multivitamin syrup', ar: 'سفن سيز شراب فيتامينات للأطفال' },
    description: {
      en: 'Orange-flavoured syrup with omega-3 and vitamins for growing children from 3 years. 5 ml once a day.',
      ar: 'شراب بطعم البرتقال بالأوميجا 3 والفيتامينات للأطفال في مرحلة النمو من 3 سنوات. 5 مل مرة يومياً.',
    },
    variants: [['200 ml', '200 مل', 25000]],
    shape: 'bottle',
    color: '#f9c74f',
  },
  {
    category: 113,
    brand: 'Centrum',
    name: { en: 'Centrum Kids chewable multivitamin', ar: 'سنتروم كيدز فيتامينات للمضغ' },
    description: {
      en: 'Fruit-flavoured chewable multivitamin for children 4 years and over.',
      ar: 'فيتامينات متعددة للمضغ بطعم الفواكه للأطفال من 4 سنوات فأكثر.',
    },
    variants: [['30 tablets', '30 قرص', 40000]],
    shape: 'bottle',
    color: '#f3722c',
  },
  {
    category: 113,
    brand: 'Vitabiotics',
    name: { en: 'Vitabiotics Wellkid', ar: 'فيتابيوتكس ويلكيد' },
    description: {
      en: 'Complete vitamin support for children 4-12 years, with vitamin D for bones.',
      ar: 'فيتامينات متكاملة للأطفال من 4 إلى 12 سنة مع فيتامين د لصحة العظام.',
    },
    variants: [
      ['syrup 150 ml', 'شراب 150 مل', 35000],
      ['soft jellies 30 pieces', 'حلوى جيلي 30 قطعة', 45000],
    ],
    shape: 'bottle',
    color: '#ff595e',
  },

  // ── 114 Vitamin C ────────────────────────────────────────────────────────
  {
    category: 114,
    brand: 'Vitacid C',
    name: { en: 'Vitacid C effervescent', ar: 'فيتاسيد سى فوار' },
    description: {
      en: 'Orange-flavoured effervescent vitamin C tablets for immunity during colds and flu. Dissolve one tablet in a glass of water daily.',
      ar: 'أقراص فوارة بفيتامين سى بطعم البرتقال لتقوية المناعة في أوقات البرد والإنفلونزا. يُذاب قرص في كوب ماء يومياً.',
    },
    variants: [
      ['500 mg 20 tablets', '500 مجم 20 قرص', 3500],
      ['1000 mg 10 tablets', '1000 مجم 10 أقراص', 3500],
    ],
    shape: 'can',
    color: '#fb8500',
    popularityBoost: 80,
  },
  {
    category: 114,
    brand: 'C-Retard',
    name: { en: 'C-Retard 500 mg', ar: 'سي ريتارد 500 مجم' },
    description: {
      en: 'Slow-release vitamin C capsules that keep levels steady all day. One capsule a day.',
      ar: 'كبسولات فيتامين سى ممتدة المفعول تحافظ على مستواه طوال اليوم. كبسولة واحدة يومياً.',
    },
    variants: [
      ['20 capsules', '20 كبسولة', 4000],
      ['40 capsules', '40 كبسولة', 7500],
    ],
    shape: 'box',
    color: '#ffb703',
  },

  // ── 115 Vitamin D & zinc ─────────────────────────────────────────────────
  {
    category: 115,
    brand: 'Devarol',
    name: { en: 'Devarol-S 200,000 IU ampoule', ar: 'ديفارول إس 200,000 وحدة أمبول' },
    description: {
      en: 'High-dose vitamin D3 taken by mouth or injection to correct deficiency. Use only the dose your doctor prescribes.',
      ar: 'فيتامين د3 بجرعة عالية يؤخذ بالفم أو بالحقن لعلاج النقص. يستخدم بالجرعة التي يحددها الطبيب فقط.',
    },
    variants: [['', '', 3000]],
    shape: 'box',
    color: '#ffd60a',
  },
  {
    category: 115,
    brand: 'Vitabiotics',
    name: { en: 'Vitabiotics Ultra Vitamin D 1000 IU', ar: 'فيتابيوتكس ألترا فيتامين د 1000 وحدة' },
    description: {
      en: 'Daily vitamin D3 tablets for bones, muscles and immunity. One tablet a day with a meal.',
      ar: 'أقراص فيتامين د3 يومية لصحة العظام والعضلات والمناعة. قرص واحد يومياً مع الأكل.',
    },
    variants: [['96 tablets', '96 قرص', 45000]],
    shape: 'box',
    color: '#003049',
  },
  {
    category: 115,
    brand: 'Octozinc',
    name: { en: 'Octozinc', ar: 'أوكتوزنك' },
    description: {
      en: 'Zinc capsules that support immunity, skin and hair. One capsule a day after food.',
      ar: 'كبسولات زنك لدعم المناعة والبشرة والشعر. كبسولة واحدة يومياً بعد الأكل.',
    },
    variants: [
      ['30 capsules', '30 كبسولة', 6000],
      ['60 capsules', '60 كبسولة', 11000],
    ],
    shape: 'box',
    color: '#4361ee',
  },

  // ── 116 Omega-3 ──────────────────────────────────────────────────────────
  {
    category: 116,
    brand: 'Seven Seas',
    name: { en: 'Seven Seas Omega-3 fish oil', ar: 'سفن سيز أوميجا 3 زيت سمك' },
    description: {
      en: 'Pure fish oil capsules rich in EPA and DHA for heart, brain and eyes. One to two capsules a day.',
      ar: 'كبسولات زيت سمك نقي غني بـ EPA وDHA لصحة القلب والمخ والعينين. كبسولة أو اثنتان يومياً.',
    },
    variants: [['60 capsules', '60 كبسولة', 40000]],
    shape: 'bottle',
    color: '#f9c74f',
  },
  {
    category: 116,
    brand: 'Seven Seas',
    name: { en: 'Seven Seas cod liver oil', ar: 'سفن سيز زيت كبد الحوت' },
    description: {
      en: 'Cod liver oil with vitamins A and D for joints and immunity.',
      ar: 'زيت كبد الحوت بفيتامين أ ود لصحة المفاصل والمناعة.',
    },
    variants: [
      ['100 capsules', '100 كبسولة', 45000],
      ['liquid 150 ml', 'سائل 150 مل', 30000],
    ],
    shape: 'bottle',
    color: '#f8961e',
  },
  {
    category: 116,
    brand: 'Vitabiotics',
    name: { en: 'Vitabiotics Ultra Omega-3', ar: 'فيتابيوتكس ألترا أوميجا 3' },
    description: {
      en: 'Concentrated omega-3 capsules, no fishy aftertaste. One capsule daily.',
      ar: 'كبسولات أوميجا 3 مركزة بدون طعم السمك. كبسولة واحدة يومياً.',
    },
    variants: [['60 capsules', '60 كبسولة', 50000]],
    shape: 'box',
    color: '#003049',
  },

  // ── 117 Calcium & iron ───────────────────────────────────────────────────
  {
    category: 117,
    brand: 'Vitabiotics',
    name: { en: 'Vitabiotics Osteocare', ar: 'فيتابيوتكس أوستيوكير' },
    description: {
      en: 'Calcium with magnesium, zinc and vitamin D3 for strong bones and teeth.',
      ar: 'كالسيوم مع الماغنسيوم والزنك وفيتامين د3 لعظام وأسنان قوية.',
    },
    variants: [
      ['30 tablets', '30 قرص', 25000],
      ['liquid 200 ml', 'شراب 200 مل', 28000],
    ],
    shape: 'box',
    color: '#0077b6',
  },
  {
    category: 117,
    brand: 'Vitabiotics',
    name: { en: 'Vitabiotics Feroglobin', ar: 'فيتابيوتكس فيروجلوبين' },
    description: {
      en: 'Gentle iron with vitamins B12 and folic acid to fight tiredness and anaemia. Gentle on the stomach.',
      ar: 'حديد لطيف مع فيتامين ب12 وحمض الفوليك لمقاومة الإرهاق والأنيميا. لطيف على المعدة.',
    },
    variants: [
      ['30 capsules', '30 كبسولة', 35000],
      ['liquid 200 ml', 'شراب 200 مل', 30000],
    ],
    shape: 'box',
    color: '#9d0208',
  },
];
