import type { SavedCardMessages } from './en.js';

/** Bulgarian (български). */
const messages = {
  'savedCards.legend': 'Плащане с',
  'savedCards.card': '{brand} с последни цифри {last4}',
  'savedCards.expires': 'Валидна до {expiry}',
  'savedCards.newCard': 'Нова карта',
  'savedCards.cvc': 'Код за сигурност на картата {card}',
  'savedCards.remove': 'Премахване',
  'savedCards.removeLabel': 'Премахване на картата {card}',
  'savedCards.removeQuestion': 'Да се премахне ли картата {card} от запазените ви карти?',
  'savedCards.removeConfirm': 'Премахване на картата',
  'savedCards.removeCancel': 'Запазване на картата',
  'savedCards.removed': 'Картата {card} беше премахната от запазените ви карти.',
  'savedCards.removeFailed': 'Картата {card} не можа да бъде премахната. Опитайте отново след малко.',

  'save.label': 'Запазване на тази карта за бъдещи плащания',
  'save.consent': 'Нашият доставчик на плащания съхранява картата ви сигурно за следващите ви плащания. Можете да я премахнете по всяко време.',
  'save.notice': 'Тази карта ще бъде запазена в профила ви за бъдещи плащания.',

  'setup.busy': 'Картата ви се запазва…',
  'setup.challengeTitle': 'Потвърдете картата си',
  'setup.done': 'Картата ви е запазена.',

  'stepUp.notice': 'Банката ви иска да потвърдите това плащане. Проверете картата по-долу и продължете.',
  'stepUp.done': 'Плащането ви е потвърдено.',
} satisfies SavedCardMessages;

export default messages;
