import type { StatusMessages } from '../messages.js';

const messages = {
  // After a colon German capitalises a full sentence, so the reasons start with a capital.
  loading: 'Ihre Zahlung wird geprüft…',
  completed: 'Zahlung abgeschlossen.',
  processing: 'Ihre Bank verarbeitet die Zahlung noch…',
  processingTimedOut:
    'Ihre Bank verarbeitet die Zahlung noch. Sie erhalten eine Bestätigung, sobald sie abgeschlossen ist. Sie können diese Seite schließen.',
  failed: 'Die Zahlung ist fehlgeschlagen.',
  failedBecause: 'Die Zahlung ist fehlgeschlagen: {reason}.',
  notCompleted: 'Die Zahlung wurde nicht abgeschlossen.',
  requiresAction: 'Die Authentifizierung bei Ihrer Bank wurde nicht abgeschlossen, es wurde also nichts abgebucht.',
  canceled: 'Die Zahlung wurde abgebrochen.',
  tryAgain: 'Sie können es erneut versuchen.',
  unreadable: 'Diese Zahlung konnte nicht abgerufen werden.',
  amount: 'Betrag: {amount}',
  'reason.authentication_failed': 'Ihre Bank konnte nicht bestätigen, dass Sie es waren',
  'reason.generic_decline': 'Ihre Karte wurde abgelehnt',
  'reason.card_declined': 'Ihre Karte wurde abgelehnt',
  'reason.insufficient_funds': 'Ihre Karte ist nicht ausreichend gedeckt',
  'reason.expired_card': 'Ihre Karte ist abgelaufen',
  'reason.incorrect_cvc': 'Die Prüfnummer der Karte war falsch',
  setupLoading: 'Ihre Karte wird geprüft…',
  setupUnreadable: 'Es konnte nicht geprüft werden, ob Ihre Karte gespeichert wurde.',
  setupSucceeded: 'Ihre {brand}-Karte mit der Endung {last4} wurde gespeichert.',
  setupFailed: 'Ihre Karte wurde nicht gespeichert.',
  setupFailedBecause: 'Ihre Karte wurde nicht gespeichert: {reason}.',
  setupRequiresAction: 'Die Authentifizierung bei Ihrer Bank wurde nicht abgeschlossen, Ihre Karte wurde also nicht gespeichert.',
} satisfies StatusMessages;

export default messages;
