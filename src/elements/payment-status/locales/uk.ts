import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Перевіряємо ваш платіж…',
  completed: 'Платіж виконано.',
  processing: 'Ваш банк ще обробляє платіж…',
  processingTimedOut: 'Ваш банк ще обробляє платіж. Ви отримаєте підтвердження, щойно його буде завершено; цю сторінку можна закрити.',
  failed: 'Платіж не виконано.',
  failedBecause: 'Платіж не виконано: {reason}.',
  notCompleted: 'Платіж не було завершено.',
  requiresAction: 'Підтвердження у вашому банку не було завершено, тому кошти не списано.',
  canceled: 'Платіж скасовано.',
  tryAgain: 'Ви можете спробувати ще раз.',
  unreadable: 'Не вдалося отримати дані цього платежу.',
  amount: 'Сума: {amount}',
  'reason.authentication_failed': 'ваш банк не зміг підтвердити, що це були ви',
  'reason.generic_decline': 'вашу картку відхилено',
  'reason.card_declined': 'вашу картку відхилено',
  'reason.insufficient_funds': 'на картці недостатньо коштів',
  'reason.expired_card': 'термін дії картки минув',
  'reason.incorrect_cvc': 'код безпеки картки було введено неправильно',
  setupLoading: 'Перевіряємо вашу картку…',
  setupUnreadable: 'Не вдалося перевірити, чи збережено вашу картку.',
  setupSucceeded: 'Вашу картку {brand}, що закінчується на {last4}, збережено.',
  setupFailed: 'Вашу картку не збережено.',
  setupFailedBecause: 'Вашу картку не збережено: {reason}.',
  setupRequiresAction: 'Підтвердження у вашому банку не було завершено, тому картку не збережено.',
} satisfies StatusMessages;

export default messages;
