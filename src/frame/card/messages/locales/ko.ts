import type { Messages } from './en.js';

/** Korean (한국어). */
const messages = {
  'document.title': '카드 정보',

  'label.number': '카드 번호',
  'label.expiry': '유효기간',
  'label.cvc': '보안 코드',
  'label.name': '카드 소유자 이름',
  'label.postalCode': '우편번호',

  'placeholder.number': '1234 1234 1234 1234',
  // Korean card forms keep the MM / YY printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': '카드 브랜드 선택',

  'error.incomplete_number': '카드 번호가 불완전합니다.',
  'error.invalid_number': '카드 번호가 유효하지 않습니다.',
  'error.incomplete_expiry': '카드 유효기간이 불완전합니다.',
  'error.invalid_expiry_month': '카드 유효기간의 월이 유효하지 않습니다.',
  'error.invalid_expiry_year': '카드 유효기간의 연도가 유효하지 않습니다.',
  'error.invalid_expiry_year_past': '카드 유효기간이 이미 지났습니다.',
  'error.incomplete_cvc': '카드 보안 코드가 불완전합니다.',
  'error.invalid_cvc': '카드 보안 코드가 유효하지 않습니다.',
  'error.incomplete_name': '카드에 표시된 이름을 입력해 주세요.',
  'error.incomplete_postal_code': '우편번호가 불완전합니다.',
  'error.invalid_postal_code': '우편번호가 유효하지 않습니다.',

  'decline.generic_decline': '카드가 거절되었습니다. 다른 카드를 사용하거나 카드사에 문의해 주세요.',
  'decline.insufficient_funds': '카드 잔액 또는 한도가 부족합니다. 다른 카드를 사용해 주세요.',
  'decline.expired_card': '카드 유효기간이 만료되었습니다. 유효기간을 확인하거나 다른 카드를 사용해 주세요.',
  'decline.incorrect_cvc': '카드 보안 코드가 올바르지 않습니다. 확인 후 다시 시도해 주세요.',
  'decline.invalid_cvc': '카드 보안 코드가 유효하지 않습니다. 확인 후 다시 시도해 주세요.',
  'decline.incorrect_number': '카드 번호가 올바르지 않습니다. 확인 후 다시 시도해 주세요.',
  'decline.invalid_expiry_month': '카드 유효기간의 월이 유효하지 않습니다. 확인 후 다시 시도해 주세요.',
  'decline.invalid_expiry_year': '카드 유효기간의 연도가 유효하지 않습니다. 확인 후 다시 시도해 주세요.',
  'decline.authentication_failed': '카드를 인증하지 못했습니다. 다시 시도하거나 다른 카드를 사용해 주세요.',

  'hint.cvc': '보안 코드는 어디에 있나요?',
  'hint.cvc.back': '3자리 보안 코드는 카드 뒷면의 서명란 옆에 있습니다.',
  'hint.cvc.front': '4자리 보안 코드는 카드 앞면의 카드 번호 위에 있습니다.',
  'brand.accepted': '사용 가능한 카드',
  'state.busy': '결제를 처리하는 중…',

  'challenge.title': '결제 확인',
  'challenge.close': '인증 취소',
  'challenge.frame': '카드사 인증 페이지',
  'challenge.loading': '카드사에 연결하는 중…',
  'failure.authenticationCanceled': '인증이 취소되었습니다. 다시 시도할 수 있습니다.',
  'failure.authenticationUnavailable': '카드사 인증 페이지를 표시할 수 없습니다. 잠시 후 다시 시도해 주세요.',

  'failure.network': '결제 서비스에 연결할 수 없습니다. 인터넷 연결을 확인한 후 다시 시도해 주세요.',
  'failure.generic': '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
} satisfies Messages;

export default messages;
