import type { SavedCardMessages } from './en.js';

/** Chinese, Simplified (简体中文). */
const messages = {
  'savedCards.legend': '支付方式',
  'savedCards.card': '尾号为 {last4} 的 {brand}',
  'savedCards.expires': '有效期至 {expiry}',
  'savedCards.newCard': '新卡',
  'savedCards.cvc': '{card}的安全码',
  'savedCards.remove': '移除',
  'savedCards.removeLabel': '移除{card}',
  'savedCards.removeQuestion': '要从已保存的卡中移除{card}吗？',
  'savedCards.removeConfirm': '移除卡',
  'savedCards.removeCancel': '保留卡',
  'savedCards.removed': '已从您保存的卡中移除{card}。',
  'savedCards.removeFailed': '无法移除{card}。请稍后重试。',

  'save.label': '保存此卡以便日后付款',
  'save.consent': '我们的支付服务提供商会安全保存您的卡，供您今后付款使用。您可以随时移除。',
  'save.notice': '此卡将保存到您的账户，供日后付款使用。',

  'setup.busy': '正在保存您的卡…',
  'setup.challengeTitle': '验证您的卡',
  'setup.done': '您的卡已保存。',

  'stepUp.notice': '您的银行要求您确认此笔付款。请核对下方的卡并继续。',
  'stepUp.done': '您的付款已确认。',
} satisfies SavedCardMessages;

export default messages;
