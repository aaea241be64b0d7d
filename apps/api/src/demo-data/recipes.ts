import { products } from './products.ts';
import type { Bilingual, DemoRecipe } from './types.ts';

/** Product id by exact English name; throws so a renamed product cannot silently break a recipe. */
function productId(nameEn: string): number {
  const product = products.find((p) => p.name.en === nameEn);
  if (!product) throw new Error(`Recipe ingredient '${nameEn}' is not in the product catalogue`);
  return product.id;
}

interface RecipeRow {
  name: Bilingual;
  description: Bilingual;
  steps: Bilingual[];
  /** English product names, resolved to ids. */
  ingredients: string[];
  color: string;
}

const rows: RecipeRow[] = [
  {
    name: { en: 'Koshari', ar: 'كشري' },
    color: '#b5651d',
    description: {
      en: "<p><strong>Egypt's favourite street food</strong>: rice, lentils and pasta topped with a spicy tomato sauce and crispy onions.</p><ul><li>Serves 4</li><li>Time: 1 hour 15 minutes</li></ul>",
      ar: '<p><strong>أشهر أكلة شعبية في مصر</strong>: أرز وعدس ومكرونة مع صلصة طماطم حارة وبصل مقرمش.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: ساعة و15 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Boil the brown lentils in water for 20 minutes until just tender, then drain.',
        ar: 'اسلق العدس البجبة في الماء لمدة 20 دقيقة حتى ينضج تقريباً ثم صفّه.',
      },
      {
        en: 'Slice the onions thinly and fry them in oil until deep golden and crispy; keep the oil.',
        ar: 'قطّع البصل شرائح رفيعة واقليه في الزيت حتى يصبح ذهبياً غامقاً ومقرمشاً واحتفظ بالزيت.',
      },
      {
        en: 'Brown the vermicelli in a little onion oil, add the rice and lentils, cover with water and cook for 20 minutes.',
        ar: 'حمّر الشعرية في قليل من زيت البصل، ثم أضف الأرز والعدس وغطها بالماء واتركها تنضج 20 دقيقة.',
      },
      {
        en: 'Boil the elbow macaroni in salted water until al dente and drain.',
        ar: 'اسلق المكرونة الكوع في ماء مملح حتى تنضج وصفّها.',
      },
      {
        en: 'For the sauce, fry crushed garlic, add tomato paste, water, vinegar, cumin and chilli and simmer for 10 minutes.',
        ar: 'للصلصة: شوّح الثوم المهروس ثم أضف الصلصة والماء والخل والكمون والشطة واتركها تغلي 10 دقائق.',
      },
      {
        en: 'Layer rice and lentils, then macaroni, then sauce, and top with crispy onions.',
        ar: 'ضع الأرز بالعدس ثم المكرونة ثم الصلصة، وزيّن الوجه بالبصل المقرمش.',
      },
    ],
    ingredients: [
      'El Doha Egyptian rice 1 kg',
      'El Doha brown lentils 1 kg',
      'Regina elbow macaroni 400 g',
      'El Doha vermicelli 350 g',
      'Americana tomato paste 360 g',
      'Red onions',
      'Garlic',
      'Crystal sunflower oil 1.6 L',
    ],
  },
  {
    name: { en: 'Molokhia with chicken', ar: 'ملوخية بالفراخ' },
    color: '#2d6a4f',
    description: {
      en: '<p>Silky green <strong>molokhia</strong> cooked in rich chicken broth with the famous garlic and coriander ta’leya, served with rice.</p><ul><li>Serves 4</li><li>Time: 1 hour 30 minutes</li></ul>',
      ar: '<p><strong>ملوخية</strong> خضراء ناعمة مطبوخة في شوربة الفراخ مع تقلية الثوم والكزبرة الشهيرة، وتُقدم مع الأرز.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: ساعة ونصف</li></ul>',
    },
    steps: [
      {
        en: 'Boil the chicken quarters with onion, cardamom and bay leaves for 45 minutes, skimming the foam.',
        ar: 'اسلق أرباع الفراخ مع البصل والحبهان وورق اللورا لمدة 45 دقيقة مع إزالة الريم.',
      },
      {
        en: 'Strain the broth, then brown the chicken in the oven for 15 minutes.',
        ar: 'صفِّ الشوربة ثم حمّر الفراخ في الفرن لمدة 15 دقيقة.',
      },
      {
        en: 'Bring 4 cups of broth to the boil and add the minced molokhia, stirring until it rises; do not cover.',
        ar: 'اغلِ 4 أكواب من الشوربة وأضف الملوخية المخرطة مع التقليب حتى تطفو، ولا تغطِّ الحلة.',
      },
      {
        en: 'Fry crushed garlic and dried coriander in ghee until golden and pour over the molokhia.',
        ar: 'قلّب الثوم المهروس والكزبرة الناشفة في السمن حتى يصفر لونه وأضفه إلى الملوخية.',
      },
      {
        en: 'Serve with white rice and the roasted chicken.',
        ar: 'قدّمها مع الأرز الأبيض والفراخ المحمرة.',
      },
    ],
    ingredients: [
      'Whole chicken',
      'Fresh molokhia leaves',
      'Garlic',
      'Abu Auf ground coriander 100 g',
      'Baladi ghee 1 kg',
      'El Doha Egyptian rice 1 kg',
    ],
  },
  {
    name: { en: 'Ful medames', ar: 'فول مدمس' },
    color: '#7f5539',
    description: {
      en: '<p>The <strong>classic Egyptian breakfast</strong>: warm fava beans dressed with olive oil, cumin and lemon.</p><ul><li>Serves 2</li><li>Time: 10 minutes</li></ul>',
      ar: '<p><strong>الفطار المصري الأصيل</strong>: فول مدمس ساخن بزيت الزيتون والكمون والليمون.</p><ul><li>يكفي فردين</li><li>الوقت: 10 دقائق</li></ul>',
    },
    steps: [
      {
        en: 'Heat the ful with a little water over medium heat and mash lightly.',
        ar: 'سخّن الفول مع قليل من الماء على نار متوسطة واهرسه قليلاً.',
      },
      {
        en: 'Season with salt, cumin and the juice of a lemon.',
        ar: 'تبّله بالملح والكمون وعصير ليمونة.',
      },
      {
        en: 'Pour into a plate, drizzle generously with olive oil and top with diced tomatoes.',
        ar: 'ضعه في طبق وأضف زيت الزيتون بسخاء وزيّنه بالطماطم المكعبات.',
      },
      {
        en: 'Serve with warm baladi bread.',
        ar: 'قدّمه مع العيش البلدي الساخن.',
      },
    ],
    ingredients: [
      'Americana foul medames 400 g',
      'Abu Auf ground cumin 100 g',
      'Wadi Food extra virgin olive oil 500 ml',
      'Baladi lemons',
      'Tomatoes',
      'Baladi bread 5 loaves',
    ],
  },
  {
    name: { en: 'Fattah with beef', ar: 'فتة باللحمة' },
    color: '#9d0208',
    description: {
      en: '<p>The <strong>Eid feast</strong> dish: crispy bread, rice and tender beef with a garlic-vinegar tomato sauce.</p><ul><li>Serves 6</li><li>Time: 2 hours</li></ul>',
      ar: '<p><strong>أكلة العيد</strong>: عيش محمص وأرز ولحمة طرية مع صلصة الطماطم بالثوم والخل.</p><ul><li>تكفي 6 أفراد</li><li>الوقت: ساعتان</li></ul>',
    },
    steps: [
      {
        en: 'Boil the beef cubes with onion, cardamom and bay leaves for about 1.5 hours until tender; keep the broth.',
        ar: 'اسلق مكعبات اللحم مع البصل والحبهان وورق اللورا حوالي ساعة ونصف حتى تنضج، واحتفظ بالشوربة.',
      },
      {
        en: 'Cut the bread into pieces and toast in the oven with a little ghee until crisp.',
        ar: 'قطّع العيش قطعاً صغيرة وحمّصه في الفرن مع قليل من السمن حتى يصبح مقرمشاً.',
      },
      {
        en: 'Cook the rice in ghee and broth.',
        ar: 'اطبخ الأرز بالسمن والشوربة.',
      },
      {
        en: 'Fry garlic in ghee, add vinegar, then tomato paste and a cup of broth, and simmer for 10 minutes.',
        ar: 'شوّح الثوم في السمن ثم أضف الخل، بعدها الصلصة وكوب من الشوربة واتركها تغلي 10 دقائق.',
      },
      {
        en: 'Moisten the bread with hot broth, top with rice and sauce, and finish with the browned meat.',
        ar: 'بلّل العيش بالشوربة الساخنة ثم ضع الأرز والصلصة، وزيّن الوجه باللحم المحمر.',
      },
    ],
    ingredients: [
      'Beef shoulder',
      'El Doha Egyptian rice 1 kg',
      'Baladi bread 5 loaves',
      'Garlic',
      'Heinz white vinegar 1 L',
      'Americana tomato paste 360 g',
      'Baladi ghee 1 kg',
    ],
  },
  {
    name: { en: 'Mahshi (stuffed vegetables)', ar: 'محشي مشكل' },
    color: '#6a994e',
    description: {
      en: '<p>Zucchini, eggplant and peppers <strong>stuffed with herbed rice</strong> and cooked in tomato broth.</p><ul><li>Serves 6</li><li>Time: 2 hours</li></ul>',
      ar: '<p>كوسة وباذنجان وفلفل <strong>محشية بخلطة الأرز والخضرة</strong> ومطبوخة في صلصة الطماطم.</p><ul><li>تكفي 6 أفراد</li><li>الوقت: ساعتان</li></ul>',
    },
    steps: [
      {
        en: 'Core the zucchini and eggplant and hollow out the peppers.',
        ar: 'قوّر الكوسة والباذنجان وافرغ الفلفل من البذر.',
      },
      {
        en: 'Mix the washed rice with grated tomatoes, chopped onion, parsley, dill, salt, pepper and a little oil.',
        ar: 'اخلط الأرز المغسول مع الطماطم المبشورة والبصل المفروم والبقدونس والشبت والملح والفلفل وقليل من الزيت.',
      },
      {
        en: 'Fill the vegetables three-quarters full to leave room for the rice to swell.',
        ar: 'احشُ الخضار حتى ثلاثة أرباعها لتترك مكاناً لانتفاخ الأرز.',
      },
      {
        en: 'Arrange tightly in a pot, cover with tomato juice and water and cook on low heat for 45 minutes.',
        ar: 'رصّها بإحكام في الحلة وغطّها بعصير الطماطم والماء واتركها على نار هادئة 45 دقيقة.',
      },
    ],
    ingredients: [
      'Zucchini',
      'Eggplant',
      'Green bell peppers',
      'El Doha Egyptian rice 1 kg',
      'Tomatoes',
      'Red onions',
      'Parsley bunch',
      'Dill bunch',
    ],
  },
  {
    name: { en: 'Shakshuka', ar: 'شكشوكة' },
    color: '#e63946',
    description: {
      en: '<p>Eggs gently cooked in a <strong>spiced tomato and pepper sauce</strong>, a quick breakfast or dinner.</p><ul><li>Serves 2</li><li>Time: 25 minutes</li></ul>',
      ar: '<p>بيض مطهو على نار هادئة في <strong>صلصة الطماطم والفلفل المتبلة</strong>، فطار أو عشاء سريع.</p><ul><li>تكفي فردين</li><li>الوقت: 25 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Sauté chopped onion and green pepper in oil until soft.',
        ar: 'شوّح البصل والفلفل الأخضر المقطع في الزيت حتى يذبل.',
      },
      {
        en: 'Add diced tomatoes, cumin, salt and pepper and cook for 10 minutes until thick.',
        ar: 'أضف الطماطم المكعبات والكمون والملح والفلفل واتركها 10 دقائق حتى تتماسك.',
      },
      {
        en: 'Make small wells and crack the eggs into them; cover and cook for 5 minutes.',
        ar: 'اعمل حفراً صغيرة واكسر فيها البيض، ثم غطِّ المقلاة واتركها 5 دقائق.',
      },
      {
        en: 'Serve hot in the pan with bread.',
        ar: 'قدّمها ساخنة في المقلاة مع العيش.',
      },
    ],
    ingredients: [
      'White eggs 10 pieces',
      'Tomatoes',
      'Green bell peppers',
      'Red onions',
      'Abu Auf ground cumin 100 g',
      'Crystal sunflower oil 800 ml',
      'Baladi bread 5 loaves',
    ],
  },
  {
    name: { en: 'Lentil soup', ar: 'شوربة عدس' },
    color: '#e09f3e',
    description: {
      en: '<p>Warming <strong>yellow lentil soup</strong> with cumin and a squeeze of lemon, a winter and Ramadan favourite.</p><ul><li>Serves 4</li><li>Time: 40 minutes</li></ul>',
      ar: '<p><strong>شوربة عدس أصفر</strong> دافئة بالكمون وعصرة ليمون، المفضلة في الشتاء ورمضان.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: 40 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Wash the lentils and put them in a pot with chopped onion, carrot, tomato and 6 cups of water.',
        ar: 'اغسل العدس وضعه في حلة مع البصل والجزر والطماطم المقطعة و6 أكواب ماء.',
      },
      {
        en: 'Simmer for 30 minutes until everything is very soft.',
        ar: 'اتركها على نار هادئة 30 دقيقة حتى ينضج كل شيء تماماً.',
      },
      {
        en: 'Blend until smooth, season with salt and cumin and add a spoon of butter.',
        ar: 'اضربها في الخلاط حتى تنعم، وتبّلها بالملح والكمون وأضف ملعقة زبدة.',
      },
      {
        en: 'Serve with lemon wedges and toasted bread.',
        ar: 'قدّمها مع شرائح الليمون والعيش المحمص.',
      },
    ],
    ingredients: [
      'El Doha split yellow lentils 1 kg',
      'Red onions',
      'Carrots',
      'Tomatoes',
      'Abu Auf ground cumin 100 g',
      'President unsalted butter 200 g',
      'Baladi lemons',
    ],
  },
  {
    name: { en: 'Hawawshi', ar: 'حواوشي' },
    color: '#bc6c25',
    description: {
      en: '<p>Baladi bread <strong>stuffed with spiced minced beef</strong> and baked until crisp.</p><ul><li>Serves 4</li><li>Time: 40 minutes</li></ul>',
      ar: '<p>عيش بلدي <strong>محشو باللحمة المفرومة المتبلة</strong> ومخبوز في الفرن حتى يقرمش.</p><ul><li>يكفي 4 أفراد</li><li>الوقت: 40 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Mix the minced beef with grated onion, chopped pepper, parsley, seven spices, salt and black pepper.',
        ar: 'اخلط اللحم المفروم مع البصل المبشور والفلفل المفروم والبقدونس والسبع بهارات والملح والفلفل الأسود.',
      },
      {
        en: 'Open each loaf and spread a thin, even layer of meat inside.',
        ar: 'افتح كل رغيف واحشه بطبقة رفيعة ومتساوية من اللحم.',
      },
      {
        en: 'Brush the outside with oil and bake at 200°C for 20-25 minutes, turning once.',
        ar: 'ادهن الوجه بالزيت واخبزه على 200 درجة لمدة 20-25 دقيقة مع التقليب مرة.',
      },
      {
        en: 'Cut into quarters and serve hot with pickles and tahini.',
        ar: 'قطّعه أرباعاً وقدّمه ساخناً مع المخلل والطحينة.',
      },
    ],
    ingredients: [
      'Minced beef',
      'Baladi bread 5 loaves',
      'Red onions',
      'Green bell peppers',
      'Parsley bunch',
      'Abu Auf seven spices 100 g',
      'Abu Auf ground black pepper 100 g',
    ],
  },
  {
    name: { en: 'Roz bel laban (rice pudding)', ar: 'أرز باللبن' },
    color: '#f1faee',
    description: {
      en: '<p>Creamy <strong>Egyptian rice pudding</strong> served cold with coconut or nuts.</p><ul><li>Serves 6</li><li>Time: 45 minutes plus chilling</li></ul>',
      ar: '<p><strong>أرز باللبن</strong> كريمي على الطريقة المصرية يُقدم بارداً بجوز الهند أو المكسرات.</p><ul><li>يكفي 6 أفراد</li><li>الوقت: 45 دقيقة مع وقت التبريد</li></ul>',
    },
    steps: [
      {
        en: 'Boil the washed rice in a cup of water until the water is absorbed.',
        ar: 'اسلق الأرز المغسول في كوب ماء حتى يتشرب الماء.',
      },
      {
        en: 'Add the milk and cook on low heat, stirring, for 25 minutes.',
        ar: 'أضف اللبن واتركه على نار هادئة مع التقليب لمدة 25 دقيقة.',
      },
      {
        en: 'Stir in the sugar and the starch dissolved in a little cold milk, and cook until thick.',
        ar: 'أضف السكر والنشا المذاب في قليل من اللبن البارد وقلّب حتى يتماسك.',
      },
      {
        en: 'Pour into cups, chill, and sprinkle with coconut before serving.',
        ar: 'وزّعه في الأكواب وبرّده ثم رشّ عليه جوز الهند قبل التقديم.',
      },
    ],
    ingredients: [
      'El Doha Egyptian rice 1 kg',
      'Juhayna full cream milk 1 L',
      'El Doha white sugar 1 kg',
      'El Doha corn starch 250 g',
      'Abu Auf desiccated coconut 200 g',
    ],
  },
  {
    name: { en: 'Basbousa', ar: 'بسبوسة' },
    color: '#e9c46a',
    description: {
      en: '<p>Golden <strong>semolina cake</strong> soaked in sugar syrup, an everyday oriental sweet.</p><ul><li>Makes 20 pieces</li><li>Time: 50 minutes</li></ul>',
      ar: '<p><strong>بسبوسة</strong> ذهبية من السميد مغموسة في الشربات، من أشهر الحلويات الشرقية.</p><ul><li>تكفي 20 قطعة</li><li>الوقت: 50 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Make the syrup: boil 2 cups of sugar with 1.5 cups of water and a few drops of lemon for 10 minutes, then cool.',
        ar: 'حضّر الشربات: اغلِ كوبين سكر مع كوب ونصف ماء وقطرات ليمون لمدة 10 دقائق ثم اتركها تبرد.',
      },
      {
        en: 'Mix semolina, sugar, coconut and melted butter, then add yogurt and milk and stir to a thick batter.',
        ar: 'اخلط السميد والسكر وجوز الهند والزبدة الذائبة، ثم أضف الزبادي واللبن وقلّب حتى يصبح الخليط كثيفاً.',
      },
      {
        en: 'Spread in a buttered tray, mark into squares and bake at 180°C for 30 minutes until golden.',
        ar: 'افرد الخليط في صينية مدهونة بالزبدة وقسّمه مربعات واخبزه على 180 درجة لمدة 30 دقيقة حتى يحمر.',
      },
      {
        en: 'Pour the cold syrup over the hot basbousa and leave to soak.',
        ar: 'صبّ الشربات الباردة على البسبوسة وهي ساخنة واتركها تتشرب.',
      },
    ],
    ingredients: [
      'El Doha coarse semolina 1 kg',
      'El Doha white sugar 1 kg',
      'Juhayna plain yogurt 105 g',
      'President unsalted butter 200 g',
      'Abu Auf desiccated coconut 200 g',
      'Juhayna full cream milk 1 L',
      'Baladi lemons',
    ],
  },
  {
    name: { en: 'Grilled kofta', ar: 'كفتة مشوية' },
    color: '#ae2012',
    description: {
      en: '<p>Juicy <strong>minced beef skewers</strong> with onion and parsley, grilled over charcoal or in the oven.</p><ul><li>Serves 4</li><li>Time: 35 minutes plus resting</li></ul>',
      ar: '<p><strong>أصابع كفتة</strong> غنية بالعصارة بالبصل والبقدونس، مشوية على الفحم أو في الفرن.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: 35 دقيقة مع وقت الراحة</li></ul>',
    },
    steps: [
      {
        en: 'Grate the onion and squeeze out its juice.',
        ar: 'ابشر البصل واعصره جيداً من الماء.',
      },
      {
        en: 'Knead the double-minced beef with the onion, chopped parsley, seven spices, salt and black pepper.',
        ar: 'اعجن اللحم المفروم مرتين مع البصل والبقدونس المفروم والسبع بهارات والملح والفلفل الأسود.',
      },
      {
        en: 'Rest the mixture in the fridge for 30 minutes, then shape it onto skewers.',
        ar: 'اترك الخليط في الثلاجة 30 دقيقة ثم شكّله على الأسياخ.',
      },
      {
        en: 'Grill for 8-10 minutes, turning, and serve with tahini, salad and bread.',
        ar: 'اشوِها 8-10 دقائق مع التقليب وقدّمها مع الطحينة والسلطة والعيش.',
      },
    ],
    ingredients: [
      'Minced beef',
      'Red onions',
      'Parsley bunch',
      'Abu Auf seven spices 100 g',
      'Abu Auf ground black pepper 100 g',
      'Tomatoes',
    ],
  },
  {
    name: { en: 'Fattoush', ar: 'فتوش' },
    color: '#40916c',
    description: {
      en: '<p>A crunchy <strong>Levantine salad</strong> of fresh vegetables, herbs and toasted bread with a lemon and olive oil dressing.</p><ul><li>Serves 4</li><li>Time: 20 minutes</li></ul>',
      ar: '<p><strong>سلطة شامية</strong> مقرمشة من الخضار الطازجة والخضرة والعيش المحمص مع صوص الليمون وزيت الزيتون.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: 20 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Cut the shami bread into squares and toast or fry until crisp.',
        ar: 'قطّع العيش الشامي مربعات وحمّصه أو اقليه حتى يقرمش.',
      },
      {
        en: 'Chop the lettuce, tomatoes, cucumbers, parsley, mint and rocket.',
        ar: 'قطّع الخس والطماطم والخيار والبقدونس والنعناع والجرجير.',
      },
      {
        en: 'Whisk lemon juice, olive oil and salt into a dressing.',
        ar: 'اخفق عصير الليمون مع زيت الزيتون والملح لعمل الصوص.',
      },
      {
        en: 'Toss everything together and add the bread just before serving.',
        ar: 'اخلط كل المكونات وأضف العيش المحمص قبل التقديم مباشرة.',
      },
    ],
    ingredients: [
      'Baladi lettuce 1 head',
      'Tomatoes',
      'Cucumbers',
      'Parsley bunch',
      'Mint bunch',
      'Baladi lemons',
      'Wadi Food extra virgin olive oil 500 ml',
      'Shami bread 5 loaves',
    ],
  },
  {
    name: { en: 'Okra stew with lamb', ar: 'طاجن بامية باللحمة' },
    color: '#80b918',
    description: {
      en: '<p>Tender <strong>okra and lamb</strong> baked in a garlicky tomato sauce, served with rice.</p><ul><li>Serves 4</li><li>Time: 1 hour 45 minutes</li></ul>',
      ar: '<p><strong>بامية ولحمة ضاني</strong> طرية مطبوخة في الفرن بصلصة الطماطم والثوم، وتُقدم مع الأرز.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: ساعة و45 دقيقة</li></ul>',
    },
    steps: [
      {
        en: 'Boil the lamb cubes with onion for an hour and keep the broth.',
        ar: 'اسلق مكعبات اللحم الضاني مع البصل لمدة ساعة واحتفظ بالشوربة.',
      },
      {
        en: 'Trim the okra tops and sauté briefly in ghee.',
        ar: 'قمّع البامية وشوّحها قليلاً في السمن.',
      },
      {
        en: 'Add tomato paste, broth and crushed garlic with coriander, then the meat.',
        ar: 'أضف الصلصة والشوربة والثوم المهروس مع الكزبرة ثم اللحم.',
      },
      {
        en: 'Transfer to a clay pot and bake at 200°C for 30 minutes until the top is browned.',
        ar: 'انقلها إلى طاجن فخار واتركها في الفرن على 200 درجة لمدة 30 دقيقة حتى يحمر الوش.',
      },
    ],
    ingredients: [
      'Okra',
      'Lamb shoulder',
      'Americana tomato paste 360 g',
      'Red onions',
      'Garlic',
      'Baladi ghee 1 kg',
      'El Doha Egyptian rice 1 kg',
    ],
  },
  {
    name: { en: 'Fish sayadeya', ar: 'صيادية سمك' },
    color: '#457b9d',
    description: {
      en: '<p>An Alexandrian favourite: <strong>fried fish on caramelised-onion rice</strong> with a cumin tomato sauce.</p><ul><li>Serves 4</li><li>Time: 1 hour</li></ul>',
      ar: '<p>من أشهر أكلات الإسكندرية: <strong>سمك مقلي على أرز بالبصل المكرمل</strong> مع صلصة الطماطم بالكمون.</p><ul><li>تكفي 4 أفراد</li><li>الوقت: ساعة</li></ul>',
    },
    steps: [
      {
        en: 'Season the cleaned fish with cumin, garlic, lemon and salt, then fry until golden.',
        ar: 'تبّل السمك المنظف بالكمون والثوم والليمون والملح ثم اقليه حتى يحمر.',
      },
      {
        en: 'Fry sliced onions slowly in oil until dark brown.',
        ar: 'اقلِ شرائح البصل في الزيت على نار هادئة حتى يصبح بنياً غامقاً.',
      },
      {
        en: 'Add the rice and water to the onions and cook until done; the rice turns a rich brown.',
        ar: 'أضف الأرز والماء إلى البصل واتركه حتى ينضج ليأخذ لوناً بنياً مميزاً.',
      },
      {
        en: 'Simmer tomato paste with water and cumin for a light sauce.',
        ar: 'اغلِ الصلصة مع الماء والكمون لعمل صوص خفيف.',
      },
      {
        en: 'Serve the fish on the rice with the sauce on the side.',
        ar: 'قدّم السمك فوق الأرز والصلصة بجانبه.',
      },
    ],
    ingredients: [
      'Tilapia (bolti)',
      'El Doha Egyptian rice 1 kg',
      'Red onions',
      'Abu Auf ground cumin 100 g',
      'Americana tomato paste 360 g',
      'Baladi lemons',
      'Afia pure corn oil 1.5 L',
    ],
  },
];

/** Egyptian and Middle-Eastern recipes whose ingredients link to grocery products. */
export const recipes: DemoRecipe[] = rows.map((row, index) => ({
  id: index + 1,
  name: row.name,
  description: row.description,
  steps: row.steps,
  ingredientProductIds: row.ingredients.map(productId),
  color: row.color,
}));
