import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Verifica del pagamento in corso…',
  completed: 'Pagamento completato.',
  processing: 'La tua banca sta ancora elaborando il pagamento…',
  processingTimedOut: 'La tua banca sta ancora elaborando il pagamento. Riceverai una conferma al termine; puoi chiudere questa pagina.',
  failed: 'Il pagamento non è andato a buon fine.',
  failedBecause: 'Il pagamento non è andato a buon fine: {reason}.',
  notCompleted: 'Il pagamento non è stato completato.',
  requiresAction: 'L’autenticazione con la tua banca non è stata completata, quindi non è stato addebitato nulla.',
  canceled: 'Il pagamento è stato annullato.',
  tryAgain: 'Puoi riprovare.',
  unreadable: 'Impossibile recuperare i dati di questo pagamento.',
  amount: 'Importo: {amount}',
  'reason.authentication_failed': 'la tua banca non ha potuto confermare la tua identità',
  'reason.generic_decline': 'la carta è stata rifiutata',
  'reason.card_declined': 'la carta è stata rifiutata',
  'reason.insufficient_funds': 'la carta non ha fondi sufficienti',
  'reason.expired_card': 'la carta è scaduta',
  'reason.incorrect_cvc': 'il codice di sicurezza della carta non era corretto',
  setupLoading: 'Verifica della carta in corso…',
  setupUnreadable: 'Impossibile verificare se la tua carta è stata salvata.',
  setupSucceeded: 'La tua carta {brand} che termina con {last4} è stata salvata.',
  setupFailed: 'La tua carta non è stata salvata.',
  setupFailedBecause: 'La tua carta non è stata salvata: {reason}.',
  setupRequiresAction: 'L’autenticazione con la tua banca non è stata completata, quindi la carta non è stata salvata.',
} satisfies StatusMessages;

export default messages;
