import type { Messages, PageText } from './en.ts'

/** The site's interface text in Arabic (keys and marks as in en.ts). */
export const messages = {
  language: {
    switcher: 'لغات هذه الصفحة',
  },
  chrome: {
    skipLink: 'الانتقال إلى المحتوى',
    logoLink: 'الصفحة الرئيسية لموقع {shortName}',
    mainNav: 'التنقل الرئيسي',
    menu: 'القائمة',
    siteMenu: 'قائمة الموقع',
    mainMenu: 'القائمة الرئيسية',
    closeMenu: 'إغلاق القائمة',
    socialMedia: 'وسائل التواصل الاجتماعي',
    onNetwork: '{brand} على {network}',
    morePages: 'المزيد من صفحات {label}',
    breadcrumb: 'مسار التنقل',
    loading: 'جارٍ التحميل',
    themeToDark: 'التبديل إلى الوضع الداكن',
    themeToLight: 'التبديل إلى الوضع الفاتح',
    footerBlurb:
      'يقوم نهجنا على سير عمل مبسّط وتطبيقات مبتكرة عالية الجودة يعتمد عليها عملاؤنا لسنوات بعد إطلاقها.',
    footerServices: 'خدماتنا',
    footerContact: 'تواصلوا معنا',
    rights: 'جميع الحقوق محفوظة.',
    step: 'الخطوة {number}',
  },
  nav: {
    home: 'الرئيسية',
    services: 'الخدمات',
    contact: 'تواصلوا معنا',
  },
  serviceColumns: {
    'software-applications': 'تطبيقات برمجية',
    'latest-technologies': 'أحدث التقنيات',
    'other-services': 'خدمات أخرى',
  },
  services: {
    'web-application-development': 'تطوير تطبيقات الويب',
    'mobile-app-development': 'تطوير تطبيقات الجوال',
    'erp-solutions': 'حلول ERP',
    'product-development': 'تطوير المنتجات البرمجية',
    'cloud-application-development-services': 'تطوير التطبيقات السحابية',
    'ecommerce-development-services': 'تطوير المتاجر الإلكترونية',
    'software-testing': 'ضمان الجودة واختبار البرمجيات',
    'ai-ml-application-development': 'تطوير حلول الذكاء الاصطناعي والتعلم الآلي',
    'blockchain-application-development': 'تطوير تطبيقات البلوك تشين',
    'data-science-services': 'خدمات علم البيانات',
    'low-code-no-code-development': 'التطوير منخفض الشيفرة وعديم الشيفرة',
    'seo-and-digital-marketing': 'تحسين محركات البحث (SEO) والتسويق الرقمي',
    'ui-ux-design': 'تصميم UI/UX',
    'website-maintenance-redesign': 'صيانة المواقع وإعادة تصميمها',
  },
} satisfies Messages

export const pageText = {
  market: {
    title: 'تطوير البرمجيات {inCountry}',
    description:
      'تطوير البرمجيات للشركات {inCountry} على أيدي مهندسين خبراء في أحمد آباد، بساعات عمل مشتركة مع {timeZone} وعروض أسعار ب{currencyName}.',
    discuss: 'ناقشوا مشروعكم معنا',
    estimateIn: 'تقدير التكلفة ب{currencyName}',
    workingWith: 'العمل مع عملائنا {inCountry}',
    overlap: 'ساعات العمل والتوقيت المشترك',
    engagement: 'كيف تسير مشاريعنا',
    commercial: 'عروض الأسعار والفواتير ب{currencyName}',
    servicesHeading: 'خدماتنا {inCountry}',
    marketHeading: 'السوق {inCountry}',
    ctaHeading: 'حدّثونا عن مشروعكم',
    ctaText:
      'أخبرونا بما تحتاجون إلى بنائه ومن سيستخدمه. نرد خلال يوم عمل واحد، وعادةً ما يتضمن ردّنا بعض الأسئلة وموعدًا مقترحًا لمكالمة.',
    getQuote: 'اطلبوا عرض سعر',
  },
  service: {
    heading: '{service} {inCountry}',
    title: '{service} {inCountry}',
    description:
      '{service} {inCountry}: مهندسون خبراء في أحمد آباد، بساعات مشتركة مع {timeZone} وأسعار ب{currencyName}.',
    offerings: 'ما نقدّمه',
    process: 'مراحل التنفيذ',
    technologies: 'التقنيات التي نستخدمها',
    technologiesFor: 'التقنيات المستخدمة في {service}',
    moreServices: 'المزيد من خدماتنا {inCountry}',
    marketLink: 'الطلب والقطاعات وقواعد حماية البيانات {inCountry}',
  },
  contact: {
    title: 'تواصلوا معنا',
    description:
      'لعملائنا {inCountry}: راسلوا {brand}، فيرد مدير مشروع في أحمد آباد خلال يوم عمل، وساعات عملنا مشتركة مع {timeZone}.',
    heading: 'تواصلوا معنا',
    lead: 'أخبرونا بما تريدون بناءه أو تطويره. يقرأ أحد مديري المشاريع لدينا كل استفسار بنفسه، ويرد عليه خلال يوم عمل واحد.',
    formHeading: 'حدّثونا عن مشروعكم',
    officeHeading: 'مكتبنا',
    officeHours:
      'من الاثنين إلى الجمعة، من 9:30 إلى 18:30 بتوقيت الهند (\u2068UTC+5:30\u2069). ويمكن ترتيب مكالمات خارج هذه الساعات.',
    phone: 'الهاتف',
    email: 'البريد الإلكتروني',
    address: 'العنوان',
    replyTime: 'نرد خلال يوم عمل واحد.',
  },
} satisfies PageText
