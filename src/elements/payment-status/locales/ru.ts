import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Проверяем ваш платёж…',
  completed: 'Платёж выполнен.',
  processing: 'Ваш банк ещё обрабатывает платёж…',
  processingTimedOut: 'Ваш банк ещё обрабатывает платёж. Вы получите подтверждение, когда он будет завершён; эту страницу можно закрыть.',
  failed: 'Платёж не выполнен.',
  failedBecause: 'Платёж не выполнен: {reason}.',
  notCompleted: 'Платёж не был завершён.',
  requiresAction: 'Подтверждение в вашем банке не было завершено, поэтому деньги не списаны.',
  canceled: 'Платёж отменён.',
  tryAgain: 'Вы можете повторить попытку.',
  unreadable: 'Не удалось получить данные этого платежа.',
  amount: 'Сумма: {amount}',
  'reason.authentication_failed': 'ваш банк не смог подтвердить, что это были вы',
  'reason.generic_decline': 'ваша карта отклонена',
  'reason.card_declined': 'ваша карта отклонена',
  'reason.insufficient_funds': 'на карте недостаточно средств',
  'reason.expired_card': 'срок действия карты истёк',
  'reason.incorrect_cvc': 'код безопасности карты был указан неверно',
  setupLoading: 'Проверяем вашу карту…',
  setupUnreadable: 'Не удалось проверить, сохранена ли ваша карта.',
  setupSucceeded: 'Ваша карта {brand}, оканчивающаяся на {last4}, сохранена.',
  setupFailed: 'Ваша карта не сохранена.',
  setupFailedBecause: 'Ваша карта не сохранена: {reason}.',
  setupRequiresAction: 'Подтверждение в вашем банке не было завершено, поэтому карта не сохранена.',
} satisfies StatusMessages;

export default messages;
