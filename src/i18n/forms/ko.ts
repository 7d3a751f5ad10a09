import type { FormErrors } from './en-errors.ts'
import type { FormText } from './en.ts'

/** The lead forms' text in Korean (keys and marks as in en.ts). */
export const forms = {
  optional: '(선택 사항)',
  errorSummary: '확인이 필요한 항목이 있습니다',
  errorPrefix: '오류:',
  sending: '전송 중…',
  privacyLink: '개인정보 처리방침',
  noScript:
    '이 양식을 보내려면 브라우저에서 JavaScript를 사용하도록 설정해 주세요. 이메일({email})로 문의하셔도 됩니다.',
  honeypot: '이 칸은 비워 두세요',
  offline: '문의를 보내지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  contact: {
    formName: '문의 양식',
    labels: {
      name: '이름',
      email: '회사 이메일',
      phone: '전화번호',
      company: '회사명',
      interest: '어떤 도움이 필요하신가요?',
      budget: '예산',
      message: '문의 내용',
    },
    hints: {
      phone: '국가 번호를 포함해 입력해 주세요(예: +82 10-1234-5678).',
      message: '만들거나 개선하려는 내용과 희망 일정을 적어 주세요(20자 이상).',
    },
    chooseOne: '선택해 주세요',
    preferNotToSay: '공개하지 않음',
    interests: {
      'hire-developers': '전담 개발자 투입',
      other: '기타',
    },
    budgets: {
      'under-10k': '미화 1만 달러 미만',
      '10k-25k': '미화 1만~2만 5천 달러',
      '25k-50k': '미화 2만 5천~5만 달러',
      '50k-100k': '미화 5만~10만 달러',
      'over-100k': '미화 10만 달러 초과',
      'not-sure': '아직 정하지 않음',
    },
    notice: '{brand}에서는 입력하신 정보를 문의에 답변하는 용도로만 사용합니다.',
    submit: '문의 보내기',
    sent: '감사합니다. 문의가 접수되었습니다. 영업일 기준 1일 이내에 프로젝트 책임자가 회신드리겠습니다.',
  },
  call: {
    formName: '통화 신청',
    labels: {
      slots: '통화 희망 일시',
      topic: '통화 주제',
      name: '이름',
      email: '회사 이메일',
      phone: '전화번호(전화 통화를 원하실 경우)',
      company: '회사명',
    },
    hints: {
      topic: '프로젝트 내용이나 궁금하신 점을 한두 문장으로 적어 주세요.',
      phone: '국가 번호를 포함해 입력해 주세요(예: +82 10-1234-5678).',
    },
    counts: { one: '1', two: '2', three: '3' },
    legend: '언제 통화하면 편하신가요?',
    hint: '편하신 일시를 최대 {count}개까지 선택해 주세요. 통화는 {minutes}분간 진행됩니다.',
    zone: '모든 시간은 고객님의 시간대인 {zone}({names}) 기준으로 표시됩니다.',
    zoneFrom: '{day}부터 {name}',
    zoneSeparator: ', ',
    finding: '고객님의 시간대에 맞춰 통화 가능 시간을 불러오는 중…',
    failed:
      '통화 가능 시간을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 페이지를 새로고침해 주세요.',
    day: '날짜',
    dayZones: '{day}({zones})',
    picked: '{count}개 선택됨',
    full: '희망 일시는 최대 {count}개까지 선택하실 수 있습니다. 다른 일시를 추가하시려면 기존 일시 중 하나를 취소해 주세요.',
    choices: '선택하신 일시({count}/{max})',
    none: '아직 선택하신 일시가 없습니다. 날짜와 시간을 차례로 선택해 주세요.',
    remove: '선택 취소',
    plain: {
      hint: '희망 일시를 최대 {count}개까지 선택해 주세요.',
      choices: { one: '1순위 희망 일시', two: '2순위 희망 일시', three: '3순위 희망 일시' },
      date: '날짜',
      time: '시간',
      chooseTime: '시간 선택',
    },
    notice: '프로젝트 책임자는 입력하신 정보를 통화 일정 조율과 준비에만 사용합니다.',
    submit: '통화 신청하기',
    sent: '감사합니다. 통화 신청이 접수되었습니다. 영업일 기준 1일 이내에 프로젝트 책임자가 선택하신 일시 중 하나를 확정해 캘린더 초대장과 함께 이메일로 안내해 드립니다.',
  },
} satisfies FormText

export const errors = {
  failures: {
    invalid: '입력 내용을 확인해 주세요. 표시된 항목을 수정한 뒤 다시 보내 주세요.',
    rateLimited: '현재 네트워크에서 보낸 요청이 너무 많습니다. {duration} 후에 다시 시도해 주세요.',
    forbidden:
      '이 양식에 필요한 보안 쿠키를 브라우저가 보내지 않았습니다. 페이지를 새로고침한 뒤 다시 제출하시거나 이메일({email})로 문의해 주세요.',
    unavailable:
      '문의를 보내지 못했습니다. 입력하신 내용은 양식에 그대로 남아 있으니 잠시 후 다시 시도하시거나 이메일({email})로 문의해 주세요.',
    backButton:
      '브라우저의 뒤로 가기 버튼을 누르면 입력하신 내용이 그대로 남아 있는 양식으로 돌아갑니다.',
    failed:
      '죄송합니다. 당사 시스템에 일시적인 문제가 발생했습니다. 몇 분 후에 다시 시도해 주세요.',
  },
  contact: {
    name: {
      missing: '이름을 입력해 주세요.',
      tooShort: '이름은 {min}자 이상 입력해 주세요.',
      tooLong: '이름은 {max}자 이내로 입력해 주세요.',
      control:
        '이름에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    email: {
      missing: '이메일 주소를 입력해 주세요.',
      tooLong: '이메일 주소는 {max}자 이내로 입력해 주세요.',
      format: 'name@company.com 형식으로 이메일 주소를 입력해 주세요.',
      control:
        '이메일 주소에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    phone: {
      format: '국가 번호를 포함해 전화번호를 입력해 주세요(예: +82 10-1234-5678).',
    },
    company: {
      tooLong: '회사명은 {max}자 이내로 입력해 주세요.',
      control:
        '회사명에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    interest: {
      missing: '문의 분야를 선택해 주세요.',
    },
    budget: {
      unknown: '목록에서 예산 범위를 선택해 주세요.',
    },
    message: {
      missing: '문의 내용을 입력해 주세요.',
      tooShort: '문의 내용은 {min}자 이상 입력해 주세요.',
      tooLong: '문의 내용은 {max}자 이내로 입력해 주세요.',
      control:
        '문의 내용에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
  },
  call: {
    topic: {
      missing: '통화 주제를 입력해 주세요.',
      tooShort: '통화 주제는 {min}자 이상 입력해 주세요.',
      tooLong: '통화 주제는 {max}자 이내로 입력해 주세요.',
      control:
        '통화 주제에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    name: {
      missing: '이름을 입력해 주세요.',
      tooShort: '이름은 {min}자 이상 입력해 주세요.',
      tooLong: '이름은 {max}자 이내로 입력해 주세요.',
      control:
        '이름에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    email: {
      missing: '이메일 주소를 입력해 주세요.',
      tooLong: '이메일 주소는 {max}자 이내로 입력해 주세요.',
      format: 'name@company.com 형식으로 이메일 주소를 입력해 주세요.',
      control:
        '이메일 주소에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    phone: {
      format: '국가 번호를 포함해 전화번호를 입력해 주세요(예: +82 10-1234-5678).',
    },
    company: {
      tooLong: '회사명은 {max}자 이내로 입력해 주세요.',
      control:
        '회사명에 보이지 않는 제어 문자(NUL, ESC, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    slots: {
      none: '통화 희망 일시를 하나 이상 선택해 주세요.',
      tooMany:
        '희망 일시는 최대 {max}개까지 선택해 주세요. 그중 하나로 통화 일정을 확정해 드립니다.',
      twice: '같은 일시가 두 번 선택되었습니다. 서로 다른 일시를 선택해 주세요.',
      notSlot: '목록에 있는 일시 중에서 선택해 주세요.',
      passed: '선택하신 일시({slot})는 이미 지났습니다. 내일부터 가능한 일시 중에서 선택해 주세요.',
      today:
        '선택하신 일시({slot})는 오늘입니다. 당일 통화는 예약할 수 없으니 내일부터 가능한 일시 중에서 선택해 주세요.',
      holiday: '선택하신 일시({slot})는 당사 휴무일에 해당합니다. 다른 날짜를 선택해 주세요.',
      notWorkingDay:
        '선택하신 일시({slot})는 당사 영업일({days})에 해당하지 않습니다. 다른 날짜를 선택해 주세요.',
      tooFar:
        '선택하신 일시({slot})는 예약 가능 기간(영업일 기준 {ahead}일 이내)을 벗어납니다. 더 이른 일시를 선택해 주세요.',
      outsideHours:
        '선택하신 일시({slot})는 통화 가능 시간({hours})에 해당하지 않습니다. 목록에 있는 시간 중에서 선택해 주세요.',
      noDay: '{choice}: 날짜를 선택해 주세요.',
      noTime: '{choice}: 시간을 선택해 주세요.',
    },
    notSent: '통화 신청이 접수되지 않았습니다',
    back: '통화 신청 양식으로 돌아가기',
  },
} satisfies FormErrors
