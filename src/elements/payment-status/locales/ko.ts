import type { StatusMessages } from '../messages.js';

const messages = {
  loading: '결제를 확인하는 중…',
  completed: '결제가 완료되었습니다.',
  processing: '카드사에서 아직 결제를 처리하고 있습니다…',
  processingTimedOut: '카드사에서 아직 결제를 처리하고 있습니다. 처리가 끝나면 확인 안내를 받으실 수 있으며, 이 페이지는 닫으셔도 됩니다.',
  failed: '결제에 실패했습니다.',
  failedBecause: '결제에 실패했습니다: {reason}.',
  notCompleted: '결제가 완료되지 않았습니다.',
  requiresAction: '카드사 인증이 완료되지 않아 결제되지 않았습니다.',
  canceled: '결제가 취소되었습니다.',
  tryAgain: '다시 시도할 수 있습니다.',
  unreadable: '이 결제 정보를 불러올 수 없습니다.',
  amount: '금액: {amount}',
  'reason.authentication_failed': '카드사에서 본인 확인을 하지 못했습니다',
  'reason.generic_decline': '카드가 거절되었습니다',
  'reason.card_declined': '카드가 거절되었습니다',
  'reason.insufficient_funds': '카드 잔액 또는 한도가 부족합니다',
  'reason.expired_card': '카드 유효기간이 만료되었습니다',
  'reason.incorrect_cvc': '카드 보안 코드가 올바르지 않았습니다',
  setupLoading: '카드를 확인하는 중…',
  setupUnreadable: '카드가 저장되었는지 확인할 수 없습니다.',
  setupSucceeded: '{last4}(으)로 끝나는 {brand} 카드가 저장되었습니다.',
  setupFailed: '카드가 저장되지 않았습니다.',
  setupFailedBecause: '카드가 저장되지 않았습니다: {reason}.',
  setupRequiresAction: '카드사 인증이 완료되지 않아 카드가 저장되지 않았습니다.',
} satisfies StatusMessages;

export default messages;
