import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Sprawdzanie płatności…',
  completed: 'Płatność zakończona powodzeniem.',
  processing: 'Bank nadal przetwarza płatność…',
  processingTimedOut: 'Bank nadal przetwarza płatność. Otrzymasz potwierdzenie, gdy się zakończy; możesz zamknąć tę stronę.',
  failed: 'Płatność nie powiodła się.',
  failedBecause: 'Płatność nie powiodła się: {reason}.',
  notCompleted: 'Płatność nie została dokończona.',
  requiresAction: 'Uwierzytelnianie w banku nie zostało dokończone, więc nie pobrano żadnej kwoty.',
  canceled: 'Płatność została anulowana.',
  tryAgain: 'Możesz spróbować ponownie.',
  unreadable: 'Nie udało się pobrać danych tej płatności.',
  amount: 'Kwota: {amount}',
  'reason.authentication_failed': 'bank nie mógł potwierdzić Twojej tożsamości',
  'reason.generic_decline': 'karta została odrzucona',
  'reason.card_declined': 'karta została odrzucona',
  'reason.insufficient_funds': 'na karcie brakuje środków',
  'reason.expired_card': 'karta straciła ważność',
  'reason.incorrect_cvc': 'kod zabezpieczający karty był błędny',
  setupLoading: 'Sprawdzanie karty…',
  setupUnreadable: 'Nie udało się sprawdzić, czy karta została zapisana.',
  setupSucceeded: 'Twoja karta {brand} kończąca się na {last4} została zapisana.',
  setupFailed: 'Karta nie została zapisana.',
  setupFailedBecause: 'Karta nie została zapisana: {reason}.',
  setupRequiresAction: 'Uwierzytelnianie w banku nie zostało dokończone, więc karta nie została zapisana.',
} satisfies StatusMessages;

export default messages;
