import type { SavedCardMessages } from './en.js';

/** Russian (русский). */
const messages = {
  'savedCards.legend': 'Оплатить картой',
  'savedCards.card': '{brand} с последними цифрами {last4}',
  'savedCards.expires': 'Действует до {expiry}',
  'savedCards.newCard': 'Новая карта',
  'savedCards.cvc': 'Код безопасности карты {card}',
  'savedCards.remove': 'Удалить',
  'savedCards.removeLabel': 'Удалить карту {card}',
  'savedCards.removeQuestion': 'Удалить карту {card} из сохранённых карт?',
  'savedCards.removeConfirm': 'Удалить карту',
  'savedCards.removeCancel': 'Оставить карту',
  'savedCards.removed': 'Карта {card} удалена из сохранённых карт.',
  'savedCards.removeFailed': 'Не удалось удалить карту {card}. Повторите попытку чуть позже.',

  'save.label': 'Сохранить эту карту для будущих платежей',
  'save.consent': 'Наш платёжный провайдер надёжно хранит вашу карту для ваших следующих платежей. Вы можете удалить её в любое время.',
  'save.notice': 'Эта карта будет сохранена в вашем аккаунте для будущих платежей.',

  'setup.busy': 'Сохраняем вашу карту…',
  'setup.challengeTitle': 'Подтвердите карту',
  'setup.done': 'Ваша карта сохранена.',

  'stepUp.notice': 'Ваш банк просит подтвердить этот платёж. Проверьте карту ниже и продолжите.',
  'stepUp.done': 'Ваш платёж подтверждён.',
} satisfies SavedCardMessages;

export default messages;
