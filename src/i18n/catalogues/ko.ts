import type { Messages, PageText } from './en.ts'

/** The site's interface text in Korean (keys and marks as in en.ts). */
export const messages = {
  language: {
    switcher: '이 페이지의 언어',
  },
  chrome: {
    skipLink: '본문 바로가기',
    logoLink: '{shortName} 홈',
    mainNav: '주요 메뉴',
    menu: '메뉴',
    siteMenu: '사이트 메뉴',
    mainMenu: '메인 메뉴',
    closeMenu: '메뉴 닫기',
    socialMedia: '소셜 미디어',
    onNetwork: '{brand} {network}',
    morePages: '{label} 페이지 더 보기',
    breadcrumb: '현재 위치',
    loading: '불러오는 중',
    themeToDark: '다크 모드로 전환',
    themeToLight: '라이트 모드로 전환',
    footerBlurb:
      '간결한 업무 프로세스와 출시 후에도 고객사가 오랫동안 믿고 쓸 수 있는 혁신적이고 완성도 높은 애플리케이션, 이것이 당사가 일하는 방식의 핵심입니다.',
    footerServices: '서비스',
    footerContact: '연락처',
    rights: '무단 전재 및 재배포를 금합니다.',
    step: '{number}단계',
  },
  nav: {
    home: '홈',
    services: '서비스',
    contact: '문의하기',
  },
  serviceColumns: {
    'software-applications': '소프트웨어 애플리케이션',
    'latest-technologies': '최신 기술',
    'other-services': '기타 서비스',
  },
  services: {
    'web-application-development': '웹 애플리케이션 개발',
    'mobile-app-development': '모바일 앱 개발',
    'erp-solutions': 'ERP 솔루션',
    'product-development': '제품 개발',
    'cloud-application-development-services': '클라우드 애플리케이션 개발',
    'ecommerce-development-services': '이커머스 개발',
    'software-testing': 'QA·소프트웨어 테스트',
    'ai-ml-application-development': 'AI/ML 애플리케이션 개발',
    'blockchain-application-development': '블록체인 애플리케이션 개발',
    'data-science-services': '데이터 사이언스',
    'low-code-no-code-development': '로우코드/노코드 개발',
    'seo-and-digital-marketing': 'SEO·디지털 마케팅',
    'ui-ux-design': 'UI/UX 디자인',
    'website-maintenance-redesign': '웹사이트 유지보수·리뉴얼',
  },
} satisfies Messages

export const pageText = {
  market: {
    title: '한국 기업을 위한 소프트웨어 개발',
    description:
      '인도 아마다바드의 시니어 엔지니어가 한국 기업의 소프트웨어를 개발합니다. {timeZone} 업무 시간과 겹치는 시간대에 근무하며, {currencyName} 견적도 제공합니다.',
    discuss: '프로젝트 상담하기',
    estimateIn: '{currencyName}({currency}) 견적 받기',
    workingWith: '한국 고객사와의 협업',
    overlap: '시차와 협업 가능 시간',
    engagement: '프로젝트 진행 방식',
    commercial: '{currencyName} 견적과 대금 결제',
    servicesHeading: '한국 기업을 위한 서비스',
    marketHeading: '한국 시장',
    ctaHeading: '어떤 프로젝트를 준비하고 계신가요?',
    ctaText:
      '무엇을 만들고자 하시는지, 누가 사용할지 알려 주세요. 영업일 기준 1일 이내에 회신드리며, 보통 몇 가지 질문과 함께 통화 가능한 시간을 제안해 드립니다.',
    getQuote: '견적 요청하기',
  },
  service: {
    heading: '한국 기업을 위한 {service}',
    title: '한국 기업을 위한 {service}',
    description:
      '한국 기업을 위한 {service}. 인도 아마다바드의 시니어 엔지니어가 {timeZone} 업무 시간과 겹치는 시간대에 근무하며, {currencyName} 견적도 제공합니다.',
    offerings: '제공 범위',
    process: '진행 절차',
    technologies: '사용 기술',
    technologiesFor: '{service} 기술 스택',
    moreServices: '한국 기업을 위한 다른 서비스',
    marketLink: '한국 시장의 수요, 주요 산업, 개인정보 보호 규정',
  },
  contact: {
    title: '문의하기',
    description:
      '만들고 싶은 제품이나 서비스를 {brand}에 알려 주세요. 아마다바드의 프로젝트 책임자가 영업일 기준 1일 이내에 회신드리며, {timeZone} 업무 시간과 겹치는 시간대에 근무합니다.',
    heading: '문의하기',
    lead: '새로 만들거나 개선하고 싶은 내용을 알려 주세요. 프로젝트 책임자가 모든 문의를 직접 검토하고 영업일 기준 1일 이내에 회신드립니다.',
    formHeading: '프로젝트에 대해 알려 주세요',
    officeHeading: '사무소 안내',
    officeHours:
      '업무 시간은 월요일~금요일 9:30~18:30(인도 표준시, UTC+5:30)이며, 한국 시간으로는 13:00~22:00입니다. 이 시간 외의 통화도 미리 일정을 조율하면 가능합니다.',
    phone: '전화',
    email: '이메일',
    address: '주소',
    replyTime: '영업일 기준 1일 이내에 회신드립니다.',
    callLink:
      '문의를 남기기 전에 먼저 이야기를 나누고 싶으신가요? 프로젝트 책임자와 30분 통화를 예약해 보세요.',
  },
  call: {
    title: '프로젝트 책임자와 통화 예약',
    description:
      '{inCountry} 사업하는 기업이라면 인도 아마다바드의 프로젝트 책임자와 30분 통화를 예약하세요. 고객님의 시간대 기준으로 희망 일시를 최대 3개까지 선택하시면, 프로젝트 책임자가 그중 하나를 확정해 이메일로 안내해 드립니다.',
    heading: '프로젝트 책임자와 통화 예약하기',
    lead: '앞으로 영업일 기준 10일 중 편하신 일시를 최대 3개까지 선택하시고, 통화에서 논의하고 싶은 내용을 알려 주세요. 모든 시간은 고객님의 시간대 기준으로 표시되며, 통화는 30분간 진행됩니다.',
    choose: '일시 선택하기',
    write: '통화 대신 문의 남기기',
    stepsHeading: '신청 후 진행 절차',
    steps: {
      read: {
        title: '프로젝트 책임자 검토',
        text: '보내 주신 희망 일시와 통화 주제는 곧바로 당사 영업팀에 전달되며, 프로젝트 책임자가 희망 일시 중 양측 모두 편한 일시를 선택합니다.',
      },
      invite: {
        title: '캘린더 초대장 발송',
        text: '영업일 기준 1일 이내에 확정된 일시를 이메일로 안내해 드리며, 30분 통화용 캘린더 초대장도 함께 보내 드립니다. 초대장을 받으시기 전까지는 예약이 완료되지 않습니다.',
      },
      call: {
        title: '통화 진행',
        text: '프로젝트의 목표와 대상 사용자, 제약 조건과 일정, 그리고 견적에 영향을 주는 사항을 함께 논의합니다. 필요하시면 통화 전에 귀사의 비밀유지계약서(NDA)에 서명해 드립니다.',
      },
    },
    ctaHeading: '통화보다 문의가 편하신가요?',
    ctaText:
      '통화 대신 문의를 남겨 주세요. 프로젝트 책임자가 영업일 기준 1일 이내에 회신해 드리며, 보통 몇 가지 확인 질문을 함께 드립니다.',
    ctaAction: '문의하기',
    plain:
      'JavaScript가 꺼져 있으면 고객님의 시간대를 확인할 수 없으므로, 아래 시간은 {zone} 기준으로 표시됩니다. 통화 가능 시간은 {days} {start}~{end}(당사 휴무일 제외)이며, 내일부터 영업일 기준 {ahead}일 이내의 일시를 선택하실 수 있습니다. 통화는 {minutes}분간 진행됩니다.',
    plainZone: '{name}({zone}, {offset})',
    plainZoneDst: '{name}({zone}, {offset}, 서머타임 적용 시 {summer})',
    dayRange: '{first}~{last}',
  },
  callSent: {
    title: '통화 신청 완료',
    description:
      '통화 신청이 접수되었습니다. 영업일 기준 1일 이내에 프로젝트 책임자가 선택하신 일시 중 하나를 확정해 캘린더 초대장과 함께 이메일로 안내해 드립니다.',
    heading: '감사합니다. 통화 신청이 접수되었습니다',
    lead: '영업일 기준 1일 이내에 프로젝트 책임자가 선택하신 일시 중 하나를 확정해, 30분 통화용 캘린더 초대장과 함께 이메일로 안내해 드립니다. 초대장을 받으시기 전까지는 예약이 완료되지 않습니다.',
    urgent: '급한 문의가 있으시면 전화({phone}) 또는 이메일({email})로 연락해 주세요.',
    services: '{inCountry} 사업하는 기업을 위한 서비스 보기',
    home: '홈으로 돌아가기',
  },
  invitation: {
    subject: '통화 일정 확정 안내: {when}',
    greeting: '{name} 님, 안녕하세요.',
    booked:
      '요청하신 통화 일정이 확정되어 안내해 드립니다. 통화는 {when}({zone})에 시작해 {minutes}분간 진행됩니다.',
    about: '통화 주제: {topic}',
    callOn: '프로젝트 책임자가 남겨 주신 전화번호({phone})로 전화드리겠습니다.',
    howToTalk:
      '원하시는 통화 방법을 이 이메일에 회신해 알려 주세요. 연락받으실 전화번호나 사용하실 화상 회의 링크를 보내 주시면 됩니다.',
    calendar:
      '첨부한 초대장을 열면 통화 일정이 캘린더에 추가됩니다. 해당 일시에 통화가 어려워지면 이 이메일에 회신해 주세요. 다른 일시로 조율해 드리겠습니다.',
    /** The e-mail's last lines: {organizer} is the sender's name (MAIL_FROM). */
    signOff: '감사합니다.\n{organizer} 드림',
    summary: '{organizer} 프로젝트 책임자와 통화',
  },
} satisfies PageText
