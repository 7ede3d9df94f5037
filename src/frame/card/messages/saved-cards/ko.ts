import type { SavedCardMessages } from './en.js';

/** Korean (한국어). */
const messages = {
  'savedCards.legend': '결제 수단',
  'savedCards.card': '끝자리가 {last4}인 {brand}',
  'savedCards.expires': '유효기간 {expiry}',
  'savedCards.newCard': '새 카드',
  'savedCards.cvc': '{card}의 보안 코드',
  'savedCards.remove': '삭제',
  'savedCards.removeLabel': '{card} 삭제',
  'savedCards.removeQuestion': '저장된 카드에서 {card}을(를) 삭제할까요?',
  'savedCards.removeConfirm': '카드 삭제',
  'savedCards.removeCancel': '카드 유지',
  'savedCards.removed': '저장된 카드에서 {card}을(를) 삭제했습니다.',
  'savedCards.removeFailed': '{card}을(를) 삭제하지 못했습니다. 잠시 후 다시 시도해 주세요.',

  'save.label': '다음 결제를 위해 이 카드 저장',
  'save.consent': '결제 서비스 제공업체가 다음 결제를 위해 카드를 안전하게 보관합니다. 언제든지 삭제할 수 있습니다.',
  'save.notice': '이 카드는 다음 결제를 위해 계정에 저장됩니다.',

  'setup.busy': '카드를 저장하는 중…',
  'setup.challengeTitle': '카드 인증',
  'setup.done': '카드가 저장되었습니다.',

  'stepUp.notice': '은행에서 이 결제를 확인해 달라고 요청했습니다. 아래 카드를 확인하고 계속 진행하세요.',
  'stepUp.done': '결제가 확인되었습니다.',
} satisfies SavedCardMessages;

export default messages;
