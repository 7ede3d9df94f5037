import type { StatusMessages } from '../messages.js';

const messages = {
  loading: '正在確認您的付款…',
  completed: '付款已完成。',
  processing: '您的銀行仍在處理這筆付款…',
  processingTimedOut: '您的銀行仍在處理這筆付款。完成後您會收到確認通知；您現在可以關閉此頁面。',
  failed: '付款失敗。',
  failedBecause: '付款失敗：{reason}。',
  notCompleted: '付款未完成。',
  requiresAction: '銀行驗證未完成，因此未扣款。',
  canceled: '付款已取消。',
  tryAgain: '您可以再試一次。',
  unreadable: '無法載入這筆付款的資訊。',
  amount: '金額：{amount}',
  'reason.authentication_failed': '您的銀行無法確認是您本人操作',
  'reason.generic_decline': '您的卡片遭拒',
  'reason.card_declined': '您的卡片遭拒',
  'reason.insufficient_funds': '您的卡片餘額不足',
  'reason.expired_card': '您的卡片已過期',
  'reason.incorrect_cvc': '安全碼不正確',
  setupLoading: '正在確認您的卡片…',
  setupUnreadable: '無法確認您的卡片是否已儲存。',
  setupSucceeded: '已儲存末四碼為 {last4} 的 {brand} 卡片。',
  setupFailed: '您的卡片未儲存。',
  setupFailedBecause: '您的卡片未儲存：{reason}。',
  setupRequiresAction: '銀行驗證未完成，因此您的卡片未儲存。',
} satisfies StatusMessages;

export default messages;
