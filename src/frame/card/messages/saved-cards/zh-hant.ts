import type { SavedCardMessages } from './en.js';

/** Chinese, Traditional (繁體中文). */
const messages = {
  'savedCards.legend': '付款方式',
  'savedCards.card': '末四碼為 {last4} 的 {brand}',
  'savedCards.expires': '有效期限 {expiry}',
  'savedCards.newCard': '新卡片',
  'savedCards.cvc': '{card}的安全碼',
  'savedCards.remove': '移除',
  'savedCards.removeLabel': '移除{card}',
  'savedCards.removeQuestion': '要從已儲存的卡片中移除{card}嗎？',
  'savedCards.removeConfirm': '移除卡片',
  'savedCards.removeCancel': '保留卡片',
  'savedCards.removed': '已從您儲存的卡片中移除{card}。',
  'savedCards.removeFailed': '無法移除{card}。請稍後再試。',

  'save.label': '儲存此卡片以供日後付款',
  'save.consent': '我們的金流服務供應商會安全保存您的卡片，供您日後付款使用。您可以隨時移除。',
  'save.notice': '此卡片將儲存至您的帳戶，供日後付款使用。',

  'setup.busy': '正在儲存您的卡片…',
  'setup.challengeTitle': '驗證您的卡片',
  'setup.done': '您的卡片已儲存。',

  'stepUp.notice': '您的銀行要求您確認這筆付款。請確認下方的卡片後繼續。',
  'stepUp.done': '您的付款已確認。',
} satisfies SavedCardMessages;

export default messages;
