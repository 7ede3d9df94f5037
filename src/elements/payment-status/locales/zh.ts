import type { StatusMessages } from '../messages.js';

const messages = {
  loading: '正在核实您的付款…',
  completed: '付款已完成。',
  processing: '您的银行仍在处理这笔付款…',
  processingTimedOut: '您的银行仍在处理这笔付款。处理完成后，您会收到确认通知；您现在可以关闭此页面。',
  failed: '付款失败。',
  failedBecause: '付款失败：{reason}。',
  notCompleted: '付款未完成。',
  requiresAction: '银行验证未完成，因此没有扣款。',
  canceled: '付款已取消。',
  tryAgain: '您可以重试。',
  unreadable: '无法加载这笔付款的信息。',
  amount: '金额：{amount}',
  'reason.authentication_failed': '您的银行无法确认是您本人操作',
  'reason.generic_decline': '您的卡被拒绝',
  'reason.card_declined': '您的卡被拒绝',
  'reason.insufficient_funds': '您的卡余额不足',
  'reason.expired_card': '您的卡已过期',
  'reason.incorrect_cvc': '安全码不正确',
  setupLoading: '正在核实您的卡…',
  setupUnreadable: '无法确认您的卡是否已保存。',
  setupSucceeded: '已保存尾号为 {last4} 的 {brand} 卡。',
  setupFailed: '您的卡未保存。',
  setupFailedBecause: '您的卡未保存：{reason}。',
  setupRequiresAction: '银行验证未完成，因此您的卡未保存。',
} satisfies StatusMessages;

export default messages;
