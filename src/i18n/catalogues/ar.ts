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
      'يقوم نهجنا على سير عمل مبسّط وتطبيقات مبتكرة عالية الجودة يعتمد عليها عملاؤنا طويلًا بعد إطلاقها.',
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
    'low-code-no-code-development': 'تطوير منخفض الشيفرة ومن دون شيفرة',
    'seo-and-digital-marketing': 'تحسين محركات البحث (SEO) والتسويق الرقمي',
    'ui-ux-design': 'تصميم واجهات المستخدم وتجربته (UI/UX)',
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
    callLink:
      'هل تفضّلون الحديث معنا أولًا؟ احجزوا مكالمة مدتها 30 دقيقة مع أحد مديري المشاريع لدينا.',
  },
  call: {
    title: 'حجز مكالمة مع مدير مشروع',
    description:
      'للشركات {inCountry}: احجزوا مكالمة مدتها 30 دقيقة مع مدير مشروع في أحمد آباد، واختاروا حتى ثلاثة مواعيد بتوقيتكم المحلي، وسنؤكد لكم أحدها بالبريد الإلكتروني.',
    heading: 'احجزوا مكالمة مع أحد مديري المشاريع لدينا',
    lead: 'اختاروا ما لا يزيد على ثلاثة مواعيد تناسبكم خلال أيام العمل العشرة المقبلة، وأخبرونا بما تودّون مناقشته. تظهر المواعيد بتوقيتكم المحلي، وتستغرق كل مكالمة 30 دقيقة.',
    choose: 'اختاروا موعدًا',
    write: 'راسلونا بدلًا من ذلك',
    stepsHeading: 'ماذا يحدث بعد إرسال مواعيدكم؟',
    steps: {
      read: {
        title: 'يطّلع مدير مشروع على طلبكم',
        text: 'تصل مواعيدكم وموضوع المكالمة إلى فريق المبيعات لدينا فورًا، ثم يختار أحد مديري المشاريع الموعد الأنسب للطرفين.',
      },
      invite: {
        title: 'تأكيد الموعد ودعوة التقويم',
        text: 'خلال يوم عمل واحد تصلكم رسالة بالبريد الإلكتروني تؤكد الموعد، ومعها دعوة تقويم للمكالمة. ولا يُعدّ أي موعد محجوزًا قبل وصول هذه الدعوة.',
      },
      call: {
        title: 'المكالمة',
        text: 'نناقش معكم أهدافكم والمستخدمين المستهدفين وما لديكم من قيود وجدولكم الزمني، إلى جانب الأسئلة التي يُبنى عليها تقدير المدة والتكلفة. ويسعدنا توقيع اتفاقية عدم الإفصاح (\u2068NDA\u2069) المعتمدة لديكم قبل المكالمة.',
      },
    },
    ctaHeading: 'هل تفضّلون المراسلة أولًا؟',
    ctaText:
      'أرسلوا إلينا استفساركم، وسيردّ عليكم أحد مديري المشاريع خلال يوم عمل واحد، وعادةً ما يتضمن ردّه بعض الأسئلة.',
    ctaAction: 'تواصلوا معنا',
    plain:
      'بما أن \u2068JavaScript\u2069 غير مفعّل في متصفحكم، يتعذّر علينا تحديد توقيتكم المحلي، لذا تظهر المواعيد هنا ب{zone}. نُجري المكالمات {days}، من \u2068{start}\u2069 إلى \u2068{end}\u2069، باستثناء أيام العطل لدى مكتبنا، خلال أيام العمل الـ{ahead} المقبلة بدءًا من الغد. وتستغرق كل مكالمة {minutes} دقيقة.',
    // {zone} and {offset} come isolated from the code (src/loaders/call-hours.ts).
    plainZone: '{name} ({zone}، {offset})',
    plainZoneDst: '{name} ({zone}، {offset}، أو {summer} في التوقيت الصيفي)',
    dayRange: 'من {first} إلى {last}',
  },
  callSent: {
    title: 'أُرسل طلب المكالمة',
    description:
      'تلقّينا طلبكم لحجز مكالمة، وسيؤكد لكم أحد مديري المشاريع لدينا موعدًا من المواعيد التي اخترتموها خلال يوم عمل واحد، برسالة بالبريد الإلكتروني مع دعوة تقويم.',
    heading: 'شكرًا لكم! تلقّينا طلبكم لحجز مكالمة',
    lead: 'سيؤكد لكم أحد مديري المشاريع لدينا موعدًا من المواعيد التي اخترتموها خلال يوم عمل واحد، برسالة بالبريد الإلكتروني تتضمن دعوة تقويم لمكالمة مدتها 30 دقيقة. ولا يُعدّ أي موعد محجوزًا قبل وصول هذه الدعوة.',
    urgent:
      'إذا كان الأمر عاجلًا، فاتصلوا بنا على الرقم \u2068{phone}\u2069 أو راسلونا عبر البريد الإلكتروني \u2068{email}\u2069.',
    services: 'خدماتنا للشركات {inCountry}',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  invitation: {
    subject: 'تأكيد موعد مكالمتكم: {when}',
    greeting: 'مرحبًا \u2068{name}\u2069،',
    booked:
      'شكرًا لكم على طلبكم. يسعدنا تأكيد موعد المكالمة يوم {when} ({zone})، ومدتها {minutes} دقيقة.',
    about: 'موضوع المكالمة: \u2068{topic}\u2069',
    callOn: 'سيتصل بكم مدير المشروع لدينا على الرقم \u2068{phone}\u2069.',
    howToTalk:
      'يُرجى الردّ على هذه الرسالة لإخبارنا بالطريقة التي تفضّلونها لإجراء المكالمة: اتصال هاتفي على رقم تحددونه، أو رابط مكالمة فيديو من اختياركم.',
    calendar:
      'يمكنكم إضافة المكالمة إلى تقويمكم عبر الدعوة المرفقة. وإذا لم يعد الموعد مناسبًا لكم، فردّوا على هذه الرسالة وسنتفق معكم على موعد آخر.',
    /** The e-mail's last lines: {organizer} is the sender's name (MAIL_FROM). */
    signOff: 'مع أطيب التحيات،\nفريق \u2068{organizer}\u2069',
    summary: 'مكالمة مع \u2068{organizer}\u2069',
  },
} satisfies PageText
