import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Provjeravamo Vaše plaćanje…',
  completed: 'Plaćanje je uspješno.',
  processing: 'Vaša banka još obrađuje plaćanje…',
  processingTimedOut: 'Vaša banka još obrađuje plaćanje. Primit ćete potvrdu kada bude dovršeno; ovu stranicu možete zatvoriti.',
  failed: 'Plaćanje nije uspjelo.',
  failedBecause: 'Plaćanje nije uspjelo: {reason}.',
  notCompleted: 'Plaćanje nije dovršeno.',
  requiresAction: 'Autentifikacija kod Vaše banke nije dovršena, pa ništa nije naplaćeno.',
  canceled: 'Plaćanje je otkazano.',
  tryAgain: 'Možete pokušati ponovno.',
  unreadable: 'Nismo uspjeli dohvatiti podatke o ovom plaćanju.',
  amount: 'Iznos: {amount}',
  'reason.authentication_failed': 'Vaša banka nije mogla potvrditi Vaš identitet',
  'reason.generic_decline': 'Vaša kartica je odbijena',
  'reason.card_declined': 'Vaša kartica je odbijena',
  'reason.insufficient_funds': 'na kartici nema dovoljno sredstava',
  'reason.expired_card': 'Vašoj kartici istekao je rok valjanosti',
  'reason.incorrect_cvc': 'sigurnosni kod kartice bio je netočan',
  setupLoading: 'Provjeravamo Vašu karticu…',
  setupUnreadable: 'Nismo uspjeli provjeriti je li Vaša kartica spremljena.',
  setupSucceeded: 'Vaša kartica {brand} koja završava s {last4} je spremljena.',
  setupFailed: 'Vaša kartica nije spremljena.',
  setupFailedBecause: 'Vaša kartica nije spremljena: {reason}.',
  setupRequiresAction: 'Autentifikacija kod Vaše banke nije dovršena, pa Vaša kartica nije spremljena.',
} satisfies StatusMessages;

export default messages;
