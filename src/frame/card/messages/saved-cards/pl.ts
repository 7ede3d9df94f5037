import type { SavedCardMessages } from './en.js';

/** Polish (polski). */
const messages = {
  'savedCards.legend': 'Zapłać przy użyciu',
  'savedCards.card': '{brand} z końcówką {last4}',
  'savedCards.expires': 'Ważna do {expiry}',
  'savedCards.newCard': 'Nowa karta',
  'savedCards.cvc': 'Kod zabezpieczający karty {card}',
  'savedCards.remove': 'Usuń',
  'savedCards.removeLabel': 'Usuń kartę {card}',
  'savedCards.removeQuestion': 'Usunąć kartę {card} z zapisanych kart?',
  'savedCards.removeConfirm': 'Usuń kartę',
  'savedCards.removeCancel': 'Zachowaj kartę',
  'savedCards.removed': 'Karta {card} została usunięta z zapisanych kart.',
  'savedCards.removeFailed': 'Nie udało się usunąć karty {card}. Spróbuj ponownie za chwilę.',

  'save.label': 'Zapisz tę kartę na potrzeby przyszłych płatności',
  'save.consent':
    'Nasz dostawca płatności bezpiecznie przechowuje Twoją kartę na potrzeby kolejnych płatności. Możesz ją usunąć w dowolnym momencie.',
  'save.notice': 'Ta karta zostanie zapisana na Twoim koncie na potrzeby przyszłych płatności.',

  'setup.busy': 'Zapisywanie karty…',
  'setup.challengeTitle': 'Zweryfikuj kartę',
  'setup.done': 'Karta została zapisana.',

  'stepUp.notice': 'Twój bank prosi o potwierdzenie tej płatności. Sprawdź kartę poniżej i kontynuuj.',
  'stepUp.done': 'Płatność została potwierdzona.',
} satisfies SavedCardMessages;

export default messages;
