import {
  cairoDay,
  type Lang,
  PRIVACY_NOTICE_VERSION,
  type PublishedPrivacyNotice,
  profileTabPath,
} from '@store/contract';
import { formatDay, formatNumber } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { storeContact } from '../contact/index.ts';
import type { HealthConsentCopy, NoticeLine } from './privacy-notice-link.tsx';

/**
 * The privacy notice (Law 151/2020 on the protection of personal data; docs/decisions/0074), in
 * English and Arabic. Server-only: the page gets its text from the loader, so the notice costs no
 * script on any page. A new text takes a new PRIVACY_NOTICE_VERSION (packages/contract/src/privacy.ts),
 * the version every consent row records.
 */

export interface NoticeSection {
  id: string;
  title: string;
  /** Paragraphs; a paragraph that starts with '- ' is a list item. */
  body: string[];
  /** The section ends with a link to the profile's "My data" page. */
  myData?: boolean;
}

export interface PrivacyNotice {
  title: string;
  description: string;
  intro: string;
  /** '2026-11-28' and the same date written for the page's language. */
  version: string;
  versionLine: string;
  contents: string;
  myDataLink: { href: string; label: string };
  sections: NoticeSection[];
  /** A version published in the console: its cleaned HTML (the sections are then empty). */
  html?: string;
}

/**
 * The request to agree again (docs/decisions/0092), shown on the notice to a signed-in customer whose
 * privacy consent names an older version; its text comes with the loader, as the notice's.
 */
export function agreeAgainCopy(lang: Lang) {
  return lang === 'ar'
    ? {
        title: 'حدّثنا إشعار الخصوصية',
        text: 'نشرنا إصدارًا جديدًا من إشعار الخصوصية. اقرأه أدناه، ثم وافق عليه لتكمل طلبك.',
        button: 'أوافق على إشعار الخصوصية',
      }
    : {
        title: 'We have updated our privacy notice',
        text: 'We published a new version of our privacy notice. Please read it below, then agree to it to go on with your order.',
        button: 'I agree to the privacy notice',
      };
}
export type AgreeAgainCopy = ReturnType<typeof agreeAgainCopy>;

const email = storeContact.email;

function english(): Omit<PrivacyNotice, 'version' | 'versionLine' | 'myDataLink'> {
  return {
    title: 'Privacy notice',
    description:
      'How Nile Pharmacy collects, uses, shares and keeps your personal and health data, and how to use your rights under Egyptian Law 151 of 2020.',
    intro:
      'This notice explains what personal data Nile Pharmacy collects when you use our website and apps, why, who sees it, how long we keep it and how you can use your rights under the Personal Data Protection Law (Law No. 151 of 2020) and its executive regulations.',
    contents: 'Contents',
    sections: [
      {
        id: 'who',
        title: 'Who we are',
        body: [
          `Nile Pharmacy runs licensed community pharmacies in Egypt and sells medicines, health and beauty products and groceries online for delivery from its branches. For the data described here we are the controller: we decide why and how it is used.`,
          `Our offices: ${storeContact.offices.nasrCity}; ${storeContact.offices.newCairo}. Our data protection officer answers at ${email} (subject "Privacy") and on ${storeContact.hotline}.`,
        ],
      },
      {
        id: 'data',
        title: 'The data we collect',
        body: [
          '- Your account: first and last name, mobile number, e-mail address (optional), your password (stored only as a one-way hash) and your language.',
          '- Delivery addresses: area, street, building, floor, apartment, landmarks and, if you share it, the location pin.',
          '- Orders and payments: what you buy, prices, delivery times, substitutions, refunds and how you paid. Cards are entered on the payment provider’s page; we never see or keep your card number.',
          '- Prescriptions and medicine orders: the photos or PDF files you send, your notes, the pharmacist’s answer and the medicines dispensed (see Health data below).',
          '- Messages: what you write to customer service and our answers, and the notifications we send you.',
          '- Technical data: the cookies needed to keep you signed in and remember your language, branch and cart; the device token if you allow notifications in the app; the IP address of requests, kept for security.',
        ],
      },
      {
        id: 'why',
        title: 'Why we use it',
        body: [
          '- To create your account, take your orders, prepare and deliver them, take payment and handle cancellations, refunds and returns (the contract between us).',
          '- To have a pharmacist review your prescription, dispense medicines safely and answer your questions (your explicit consent and our duties as a pharmacy).',
          '- To send you the messages an order needs: confirmation codes, order updates and delivery calls.',
          '- To keep the store secure and prevent fraud, for example by limiting repeated attempts to sign in (our legitimate interest).',
          '- To keep the records Egyptian law asks of pharmacies and businesses, such as sales, tax and dispensing records (legal obligations).',
          '- To send you offers by SMS, WhatsApp, e-mail or push notifications only if you agreed to that channel. You can stop them at any time.',
          'We do not sell your data and we do not use your health data for advertising.',
        ],
      },
      {
        id: 'health',
        title: 'Health data',
        myData: true,
        body: [
          'Prescriptions, the medicines you order and your notes about them can reveal your health, which the law treats as sensitive data. We ask for your explicit consent before your first prescription is sent, and we record when and to which version of this notice you agreed.',
          'Only the pharmacists of the branch that prepares your order, and the staff who must handle it, can see your prescription. Every staff action on it is logged. Photos are stored without their camera metadata (such as location).',
          `You can withdraw this consent at any time on the "My data" page. We will then not accept new prescriptions until you agree again; withdrawing does not undo what was done before, and records we must keep by law are kept.`,
        ],
      },
      {
        id: 'sharing',
        title: 'Who we share it with',
        body: [
          '- The branch and the courier delivering your order: your name, phone number, address and the order.',
          '- The payment provider, for card payments and refunds.',
          '- The SMS and messaging providers that deliver our codes and updates, and the hosting providers that run our systems, under contracts that bind them to protect your data.',
          '- Public authorities, when the law requires it (for example the Egyptian Drug Authority or the tax authority).',
          'Data is transferred outside Egypt only where the law allows it and with the safeguards it requires.',
        ],
      },
      {
        id: 'retention',
        title: 'How long we keep it',
        body: [
          '- Your account, addresses and preferences: while you have an account. When you delete it they are erased.',
          '- Prescriptions: until you delete them or your account. A prescription an order was made from is kept with that order.',
          '- Orders and payments: as long as tax and pharmacy law requires; after your account is deleted they are kept without your name, phone, e-mail or address.',
          '- Confirmation codes: minutes. Support messages: until you delete your account.',
          '- Consent records: the history of what you agreed to and withdrew, kept as proof while your account exists.',
        ],
      },
      {
        id: 'rights',
        title: 'Your rights',
        myData: true,
        body: [
          'Under Law 151 of 2020 you have the right to:',
          '- know what personal data we hold about you and get a copy of it: download it on the "My data" page;',
          '- correct it: edit your details and addresses in your profile;',
          '- have it erased: delete your account on the "My data" page, confirmed with a code texted to you;',
          '- withdraw a consent you gave (health data, each marketing channel) as easily as you gave it, on the "My data" page;',
          '- object to or restrict a use of your data, and be told of a breach that affects you.',
          `The "My data" page is in your profile, under "My data". For anything else, write to ${email} or call ${storeContact.hotline}; we answer as soon as we can and within the time the law sets. You can also complain to the Personal Data Protection Center.`,
        ],
      },
      {
        id: 'security',
        title: 'How we protect it',
        body: [
          'Connections are encrypted, passwords are stored only as hashes, staff see only what their role needs, and changes staff make to orders, stock and personal data are recorded in an audit log. You must be 18 or older to have an account.',
        ],
      },
      {
        id: 'changes',
        title: 'Changes to this notice',
        body: [
          'When we change this notice we publish a new version with its date. If a change affects what you agreed to, we ask for your consent again.',
        ],
      },
    ],
  };
}

function arabic(): Omit<PrivacyNotice, 'version' | 'versionLine' | 'myDataLink'> {
  return {
    title: 'إشعار الخصوصية',
    description:
      'كيف تجمع صيدلية النيل بياناتك الشخصية والصحية وتستخدمها وتشاركها وتحتفظ بها، وكيف تمارس حقوقك وفق القانون المصري رقم 151 لسنة 2020.',
    intro:
      'يوضح هذا الإشعار البيانات الشخصية التي تجمعها صيدلية النيل عند استخدامك موقعنا وتطبيقاتنا، ولماذا نجمعها، ومن يطّلع عليها، ومدة الاحتفاظ بها، وكيف تمارس حقوقك وفق قانون حماية البيانات الشخصية (القانون رقم 151 لسنة 2020) ولائحته التنفيذية.',
    contents: 'المحتويات',
    sections: [
      {
        id: 'who',
        title: 'من نحن',
        body: [
          'تدير صيدلية النيل صيدليات مرخّصة في مصر، وتبيع الأدوية ومنتجات الصحة والتجميل والبقالة عبر الإنترنت مع التوصيل من فروعها. ونحن المتحكم في البيانات الموصوفة هنا: نحن من نحدد سبب استخدامها وطريقته.',
          `مكاتبنا: عباس العقاد، مدينة نصر، القاهرة؛ شارع التسعين الجنوبي، التجمع الخامس، القاهرة الجديدة. ويجيب مسؤول حماية البيانات لدينا على ${email} (بعنوان «الخصوصية») وعلى الرقم ${storeContact.hotline}.`,
        ],
      },
      {
        id: 'data',
        title: 'البيانات التي نجمعها',
        body: [
          '- حسابك: الاسم الأول والأخير، ورقم الموبايل، والبريد الإلكتروني (اختياري)، وكلمة المرور (تُحفظ مشفّرة تشفيرًا لا يمكن عكسه)، ولغتك.',
          '- عناوين التوصيل: المنطقة والشارع والمبنى والدور والشقة والعلامات المميزة، وموقعك على الخريطة إن شاركته.',
          '- الطلبات والمدفوعات: ما تشتريه والأسعار ومواعيد التوصيل والبدائل والمبالغ المستردة وطريقة الدفع. تُدخَل بيانات البطاقة في صفحة مزود الدفع، ولا نرى رقم بطاقتك ولا نحتفظ به.',
          '- الروشتات وطلبات الأدوية: الصور أو ملفات PDF التي ترسلها، وملاحظاتك، ورد الصيدلي، والأدوية المصروفة (انظر «البيانات الصحية» أدناه).',
          '- الرسائل: ما تكتبه لخدمة العملاء وردودنا، والإشعارات التي نرسلها إليك.',
          '- البيانات التقنية: ملفات تعريف الارتباط اللازمة لإبقائك مسجّلًا وتذكّر لغتك وفرعك وسلتك، ورمز الجهاز إن سمحت بالإشعارات في التطبيق، وعنوان IP للطلبات، ونحتفظ به لأغراض الأمان.',
        ],
      },
      {
        id: 'why',
        title: 'لماذا نستخدمها',
        body: [
          '- لإنشاء حسابك واستلام طلباتك وتجهيزها وتوصيلها وتحصيل ثمنها والتعامل مع الإلغاء والاسترداد والمرتجعات (العقد بيننا).',
          '- ليراجع الصيدلي روشتتك ويصرف الأدوية بأمان ويجيب عن أسئلتك (موافقتك الصريحة وواجباتنا كصيدلية).',
          '- لإرسال الرسائل التي يحتاجها الطلب: رموز التأكيد وتحديثات الطلب ومكالمات التوصيل.',
          '- للحفاظ على أمان المتجر ومنع الاحتيال، مثل الحد من محاولات تسجيل الدخول المتكررة (مصلحتنا المشروعة).',
          '- للاحتفاظ بالسجلات التي يطلبها القانون المصري من الصيدليات والشركات، مثل سجلات المبيعات والضرائب وصرف الأدوية (التزامات قانونية).',
          '- لإرسال العروض عبر الرسائل القصيرة أو واتساب أو البريد الإلكتروني أو إشعارات التطبيق، فقط إن وافقت على تلك الوسيلة، ويمكنك إيقافها في أي وقت.',
          'لا نبيع بياناتك، ولا نستخدم بياناتك الصحية في الإعلانات.',
        ],
      },
      {
        id: 'health',
        title: 'البيانات الصحية',
        myData: true,
        body: [
          'الروشتات والأدوية التي تطلبها وملاحظاتك عنها قد تكشف عن حالتك الصحية، ويعدّها القانون بيانات حساسة. لذلك نطلب موافقتك الصريحة قبل إرسال أول روشتة، ونسجّل وقت موافقتك وإصدار هذا الإشعار الذي وافقت عليه.',
          'لا يطّلع على روشتتك إلا صيادلة الفرع الذي يجهّز طلبك والموظفون الذين يلزمهم التعامل معها، ويُسجَّل كل إجراء يقوم به الموظفون عليها. وتُحفظ الصور دون بيانات الكاميرا المضمّنة فيها (مثل الموقع).',
          `يمكنك سحب هذه الموافقة في أي وقت من صفحة «بياناتي». وعندها لن نقبل روشتات جديدة حتى توافق من جديد. ولا يُلغي السحب ما تمّ قبله، ونحتفظ بالسجلات التي يلزمنا القانون بها.`,
        ],
      },
      {
        id: 'sharing',
        title: 'مع من نشاركها',
        body: [
          '- الفرع والمندوب الذي يوصّل طلبك: اسمك ورقم هاتفك وعنوانك والطلب.',
          '- مزود الدفع، لمدفوعات البطاقات والمبالغ المستردة.',
          '- مزودو الرسائل القصيرة والمراسلة الذين يوصلون رموزنا وتحديثاتنا، ومزودو الاستضافة الذين يشغّلون أنظمتنا، بموجب عقود تُلزمهم بحماية بياناتك.',
          '- الجهات الرسمية عندما يفرض القانون ذلك (مثل هيئة الدواء المصرية أو مصلحة الضرائب).',
          'لا تُنقل البيانات خارج مصر إلا حيث يسمح القانون وبالضمانات التي يشترطها.',
        ],
      },
      {
        id: 'retention',
        title: 'مدة الاحتفاظ بها',
        body: [
          '- حسابك وعناوينك وتفضيلاتك: ما دام لديك حساب، وتُمحى عند حذفه.',
          '- الروشتات: حتى تحذفها أو تحذف حسابك. والروشتة التي صدر منها طلب تُحفظ مع ذلك الطلب.',
          '- الطلبات والمدفوعات: المدة التي يفرضها قانونا الضرائب والصيدلة، وبعد حذف حسابك تُحفظ دون اسمك أو هاتفك أو بريدك أو عنوانك.',
          '- رموز التأكيد: دقائق. ورسائل خدمة العملاء: حتى تحذف حسابك.',
          '- سجلات الموافقة: تاريخ ما وافقت عليه وما سحبته، يُحفظ دليلًا ما دام حسابك موجودًا.',
        ],
      },
      {
        id: 'rights',
        title: 'حقوقك',
        myData: true,
        body: [
          'يمنحك القانون رقم 151 لسنة 2020 الحق في:',
          '- معرفة البيانات الشخصية التي نحتفظ بها عنك والحصول على نسخة منها: نزّلها من صفحة «بياناتي»؛',
          '- تصحيحها: عدّل بياناتك وعناوينك من حسابك؛',
          '- محوها: احذف حسابك من صفحة «بياناتي»، بعد تأكيد برمز يصلك في رسالة قصيرة؛',
          '- سحب أي موافقة أعطيتها (البيانات الصحية، وكل وسيلة تسويق) بالسهولة نفسها التي أعطيتها بها، من صفحة «بياناتي»؛',
          '- الاعتراض على استخدام بياناتك أو تقييده، وإبلاغك بأي اختراق يمسّها.',
          `صفحة «بياناتي» في حسابك. ولأي طلب آخر راسلنا على ${email} أو اتصل بالرقم ${storeContact.hotline}، ونرد في أقرب وقت وفي المدة التي يحددها القانون. ويمكنك أيضًا تقديم شكوى إلى مركز حماية البيانات الشخصية.`,
        ],
      },
      {
        id: 'security',
        title: 'كيف نحميها',
        body: [
          'الاتصالات مشفّرة، وكلمات المرور محفوظة مشفّرة فقط، ولا يرى الموظفون إلا ما يحتاجه دورهم، وتُسجَّل التغييرات التي يجريها الموظفون على الطلبات والمخزون والبيانات الشخصية. ويجب أن يكون عمرك ١٨ عامًا أو أكثر لإنشاء حساب.',
        ],
      },
      {
        id: 'changes',
        title: 'التغييرات على هذا الإشعار',
        body: [
          'عندما نغيّر هذا الإشعار ننشر إصدارًا جديدًا بتاريخه. وإذا مسّ التغيير ما وافقت عليه، نطلب موافقتك من جديد.',
        ],
      },
    ],
  };
}

/**
 * The notice in the page's language (Arabic in Arabic-Indic digits), its version written as a date;
 * with a version published in the console (docs/decisions/0092), its HTML, number and day instead
 * of the sections carried here.
 */
export function privacyNotice(lang: Lang, published: PublishedPrivacyNotice | null = null): PrivacyNotice {
  const text = lang === 'ar' ? localized(arabic()) : english();
  const day = published ? cairoDay(new Date(published.publishedAt)) : PRIVACY_NOTICE_VERSION;
  const date = formatDay(day, lang);
  const number = published ? formatNumber(published.version, lang) : '';
  return {
    ...text,
    ...(published ? { sections: [], html: published.body } : {}),
    version: day,
    versionLine: published
      ? lang === 'ar'
        ? `الإصدار ${number} بتاريخ ${date}`
        : `Version ${number} of ${date}`
      : lang === 'ar'
        ? `الإصدار بتاريخ ${date}`
        : `Version of ${date}`,
    myDataLink: {
      href: profileTabPath(11, lang),
      label: lang === 'ar' ? 'افتح صفحة «بياناتي»' : 'Open the "My data" page',
    },
  };
}

/** The Arabic text in the page's digits, as every Arabic page writes them (the e-mail has none). */
function localized(text: ReturnType<typeof arabic>): ReturnType<typeof arabic> {
  const digits = (line: string) => localizeCopyDigits('ar', line);
  return {
    ...text,
    description: digits(text.description),
    intro: digits(text.intro),
    sections: text.sections.map((section) => ({ ...section, body: section.body.map(digits) })),
  };
}

const lines = {
  en: {
    link: 'Read the privacy notice',
    register: 'By creating an account you accept how we use your data, as our privacy notice explains.',
    checkout: 'We use your details only to prepare, deliver and bill this order.',
    myData: 'What we collect, why, for how long, and your rights:',
    healthConsent:
      'I agree that Nile Pharmacy uses this prescription and the medicines I order, which are health data, so that its pharmacists can review and prepare my order. I can withdraw this on the "My data" page.',
    healthConsentRequired: 'Please tick the box to send your prescription',
  },
  ar: {
    link: 'اقرأ إشعار الخصوصية',
    register: 'بإنشاء حساب فإنك توافق على استخدامنا لبياناتك كما يوضحه إشعار الخصوصية.',
    checkout: 'نستخدم بياناتك فقط لتجهيز هذا الطلب وتوصيله وإصدار فاتورته.',
    myData: 'ما نجمعه ولماذا ومدة الاحتفاظ به وحقوقك:',
    healthConsent:
      'أوافق على أن تستخدم صيدلية النيل هذه الروشتة والأدوية التي أطلبها، وهي بيانات صحية، ليراجع صيادلتها طلبي ويجهزوه. ويمكنني سحب موافقتي من صفحة «بياناتي».',
    healthConsentRequired: 'من فضلك علّم على المربع لإرسال الروشتة',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** The line linking the notice under the sign-up form, at checkout and on "My data". */
export function noticeLine(lang: Lang, where: 'register' | 'checkout' | 'myData'): NoticeLine {
  return { text: lines[lang][where], link: lines[lang].link, href: `/${lang}/privacy` };
}

/** The prescription form's health-data box: its label, the message when it is not ticked, the notice's link. */
export function healthConsentCopy(lang: Lang): HealthConsentCopy {
  return {
    label: lines[lang].healthConsent,
    required: lines[lang].healthConsentRequired,
    link: lines[lang].link,
    href: `/${lang}/privacy`,
  };
}

/** Text between tags: only what would start a tag or an entity is escaped (quotes stay readable). */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The notice carried in code as the editor's limited HTML (docs/decisions/0092): what the console's
 * boxes start from before any version is published, so the first version edits this text.
 */
export function codeNoticeHtml(lang: Lang): string {
  const notice = privacyNotice(lang);
  const out = [`<p>${escapeHtml(notice.intro)}</p>`];
  for (const section of notice.sections) {
    out.push(`<h2>${escapeHtml(section.title)}</h2>`);
    let list: string[] = [];
    const flush = () => {
      if (list.length > 0)
        out.push(`<ul>${list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`);
      list = [];
    };
    for (const line of section.body) {
      if (line.startsWith('- ')) list.push(line.slice(2));
      else {
        flush();
        out.push(`<p>${escapeHtml(line)}</p>`);
      }
    }
    flush();
  }
  return out.join('\n');
}
