import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Kontrollerar din betalning…',
  completed: 'Betalningen är genomförd.',
  processing: 'Din bank behandlar fortfarande betalningen…',
  processingTimedOut: 'Din bank behandlar fortfarande betalningen. Du får en bekräftelse när den är klar. Du kan stänga den här sidan.',
  failed: 'Betalningen misslyckades.',
  failedBecause: 'Betalningen misslyckades: {reason}.',
  notCompleted: 'Betalningen genomfördes inte.',
  requiresAction: 'Autentiseringen hos din bank slutfördes inte, så ingenting har debiterats.',
  canceled: 'Betalningen avbröts.',
  tryAgain: 'Du kan försöka igen.',
  unreadable: 'Vi kunde inte hämta den här betalningen.',
  amount: 'Belopp: {amount}',
  'reason.authentication_failed': 'din bank kunde inte bekräfta att det var du',
  'reason.generic_decline': 'ditt kort nekades',
  'reason.card_declined': 'ditt kort nekades',
  'reason.insufficient_funds': 'det saknas täckning på ditt kort',
  'reason.expired_card': 'ditt kort har gått ut',
  'reason.incorrect_cvc': 'kortets säkerhetskod var felaktig',
  setupLoading: 'Kontrollerar ditt kort…',
  setupUnreadable: 'Vi kunde inte kontrollera om ditt kort sparades.',
  setupSucceeded: 'Ditt {brand}-kort som slutar på {last4} har sparats.',
  setupFailed: 'Ditt kort sparades inte.',
  setupFailedBecause: 'Ditt kort sparades inte: {reason}.',
  setupRequiresAction: 'Autentiseringen hos din bank slutfördes inte, så ditt kort sparades inte.',
} satisfies StatusMessages;

export default messages;
