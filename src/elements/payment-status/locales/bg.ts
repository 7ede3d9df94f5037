import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Проверяваме плащането ви…',
  completed: 'Плащането е извършено.',
  processing: 'Банката ви все още обработва плащането…',
  processingTimedOut: 'Банката ви все още обработва плащането. Ще получите потвърждение, когато приключи; можете да затворите тази страница.',
  failed: 'Плащането не бе успешно.',
  failedBecause: 'Плащането не бе успешно: {reason}.',
  notCompleted: 'Плащането не беше завършено.',
  requiresAction: 'Удостоверяването в банката ви не беше завършено, затова нищо не е платено.',
  canceled: 'Плащането беше отменено.',
  tryAgain: 'Можете да опитате отново.',
  unreadable: 'Не успяхме да заредим данните за това плащане.',
  amount: 'Сума: {amount}',
  'reason.authentication_failed': 'банката ви не успя да потвърди, че сте били вие',
  'reason.generic_decline': 'картата ви беше отхвърлена',
  'reason.card_declined': 'картата ви беше отхвърлена',
  'reason.insufficient_funds': 'по картата ви няма достатъчна наличност',
  'reason.expired_card': 'срокът на валидност на картата ви е изтекъл',
  'reason.incorrect_cvc': 'кодът за сигурност на картата беше грешен',
  setupLoading: 'Проверяваме картата ви…',
  setupUnreadable: 'Не успяхме да проверим дали картата ви е запазена.',
  setupSucceeded: 'Картата ви {brand}, завършваща на {last4}, е запазена.',
  setupFailed: 'Картата ви не беше запазена.',
  setupFailedBecause: 'Картата ви не беше запазена: {reason}.',
  setupRequiresAction: 'Удостоверяването в банката ви не беше завършено, затова картата ви не е запазена.',
} satisfies StatusMessages;

export default messages;
