import type { SavedCardMessages } from './en.js';

/** Ukrainian (українська). */
const messages = {
  'savedCards.legend': 'Оплатити карткою',
  'savedCards.card': '{brand} з останніми цифрами {last4}',
  'savedCards.expires': 'Дійсна до {expiry}',
  'savedCards.newCard': 'Нова картка',
  'savedCards.cvc': 'Код безпеки картки {card}',
  'savedCards.remove': 'Видалити',
  'savedCards.removeLabel': 'Видалити картку {card}',
  'savedCards.removeQuestion': 'Видалити картку {card} зі збережених карток?',
  'savedCards.removeConfirm': 'Видалити картку',
  'savedCards.removeCancel': 'Залишити картку',
  'savedCards.removed': 'Картку {card} видалено зі збережених карток.',
  'savedCards.removeFailed': 'Не вдалося видалити картку {card}. Спробуйте ще раз трохи згодом.',

  'save.label': 'Зберегти цю картку для майбутніх платежів',
  'save.consent': 'Наш платіжний провайдер надійно зберігає вашу картку для ваших наступних платежів. Ви можете видалити її будь-коли.',
  'save.notice': 'Цю картку буде збережено у вашому обліковому записі для майбутніх платежів.',

  'setup.busy': 'Зберігаємо вашу картку…',
  'setup.challengeTitle': 'Підтвердьте картку',
  'setup.done': 'Вашу картку збережено.',

  'stepUp.notice': 'Ваш банк просить підтвердити цей платіж. Перевірте картку нижче та продовжте.',
  'stepUp.done': 'Ваш платіж підтверджено.',
} satisfies SavedCardMessages;

export default messages;
