import type { FormErrors } from './en-errors.ts'
import type { FormText } from './en.ts'

/** The lead forms' text in Korean (keys and marks as in en.ts). */
export const forms = {
  optional: '(선택)',
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
      phone: '국가 번호를 포함해 입력해 주세요(예: +82 10 1234 5678).',
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
} satisfies FormText

export const errors = {
  failures: {
    invalid: '입력 내용을 확인해 주세요. 표시된 항목을 수정한 뒤 다시 보내 주세요.',
    rateLimited: '현재 네트워크에서 보낸 요청이 너무 많습니다. {duration} 후에 다시 시도해 주세요.',
    forbidden:
      '이 양식에 필요한 보안 쿠키를 브라우저가 보내지 않았습니다. 페이지를 새로고침한 뒤 다시 제출하시거나 이메일({email})로 문의해 주세요.',
    unavailable:
      '문의를 보내지 못했습니다. 입력하신 내용은 양식에 그대로 남아 있으니 잠시 후 다시 시도하시거나 이메일({email})로 문의해 주세요.',
  },
  contact: {
    name: {
      missing: '이름을 입력해 주세요.',
      tooShort: '이름은 {min}자 이상 입력해 주세요.',
      tooLong: '이름은 {max}자 이내로 입력해 주세요.',
      control:
        '이름에 보이지 않는 제어 문자(NUL, 이스케이프, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    email: {
      missing: '이메일 주소를 입력해 주세요.',
      tooLong: '이메일 주소는 {max}자 이내로 입력해 주세요.',
      format: 'name@company.com 형식으로 이메일 주소를 입력해 주세요.',
      control:
        '이메일 주소에 보이지 않는 제어 문자(NUL, 이스케이프, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
    phone: {
      format: '국가 번호를 포함해 전화번호를 입력해 주세요(예: +82 10 1234 5678).',
    },
    company: {
      tooLong: '회사명은 {max}자 이내로 입력해 주세요.',
      control:
        '회사명에 보이지 않는 제어 문자(NUL, 이스케이프, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
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
        '문의 내용에 보이지 않는 제어 문자(NUL, 이스케이프, 텍스트 방향 변경 문자 등)가 들어 있습니다. 붙여 넣지 마시고 직접 다시 입력해 주세요.',
    },
  },
} satisfies FormErrors
