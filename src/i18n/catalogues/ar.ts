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
      'يقوم نهجنا على إجراءات عمل بسيطة وتطبيقات مبتكرة عالية الجودة يعتمد عليها عملاؤنا لسنوات طويلة بعد إطلاقها.',
    footerServices: 'خدماتنا',
    footerContact: 'تواصل معنا',
    rights: 'جميع الحقوق محفوظة.',
    step: 'الخطوة {number}',
  },
  nav: {
    home: 'الرئيسية',
    services: 'الخدمات',
    contact: 'تواصل معنا',
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
    'software-testing': 'اختبار البرمجيات',
    'ai-ml-application-development': 'تطوير حلول الذكاء الاصطناعي',
    'blockchain-application-development': 'تطوير تطبيقات البلوك تشين',
    'data-science-services': 'خدمات علم البيانات',
    'low-code-no-code-development': 'تطوير Low-Code/No-Code',
    'seo-and-digital-marketing': 'SEO والتسويق الرقمي',
    'ui-ux-design': 'تصميم UI/UX',
    'website-maintenance-redesign': 'صيانة المواقع وإعادة تصميمها',
  },
} satisfies Messages

export const pageText = {
  market: {
    title: 'تطوير البرمجيات {inCountry}',
    description:
      'تطوير البرمجيات للشركات {inCountry} على أيدي مهندسين خبراء في أحمد آباد، بساعات عمل تناسب توقيت {timeZone} وتسعير بعملة {currency}.',
    discuss: 'ناقش مشروعك معنا',
    estimateIn: 'تقدير التكلفة بعملة {currency}',
    workingWith: 'العمل مع عملائنا {inCountry}',
    overlap: 'ساعات العمل والتوقيت المشترك',
    engagement: 'كيف تسير مشاريعنا',
    commercial: 'عروض الأسعار والفواتير بعملة {currencyName}',
    servicesHeading: 'خدماتنا {inCountry}',
    marketHeading: 'السوق {inCountry}',
    ctaHeading: 'حدّثنا عن مشروعك',
    ctaText:
      'راسلنا بتفاصيل مشروعك، وسيرد عليك مهندس ذو خبرة خلال يوم عمل واحد وفي توقيتك المحلي، باستفساراته أو بتقدير أولي للتكلفة بعملة {currency}.',
    getQuote: 'اطلب عرض سعر',
  },
  service: {
    heading: '{service} {inCountry}',
    title: '{service} {inCountry}',
    description:
      '{service} للشركات {inCountry} من مهندسين خبراء في أحمد آباد، بساعات عمل تناسب توقيت {timeZone} وتسعير بعملة {currency}.',
    offerings: 'ما نقدّمه',
    process: 'مراحل التنفيذ',
    technologies: 'التقنيات التي نستخدمها',
    technologiesFor: 'التقنيات المستخدمة في {service}',
    moreServices: 'المزيد من خدماتنا {inCountry}',
  },
} satisfies PageText
