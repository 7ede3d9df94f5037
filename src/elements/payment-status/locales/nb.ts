import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Sjekker betalingen…',
  completed: 'Betalingen er fullført.',
  processing: 'Banken din behandler fortsatt betalingen…',
  processingTimedOut: 'Banken din behandler fortsatt betalingen. Du får en bekreftelse når den er fullført, og du kan lukke denne siden.',
  failed: 'Betalingen mislyktes.',
  failedBecause: 'Betalingen mislyktes: {reason}.',
  notCompleted: 'Betalingen ble ikke fullført.',
  requiresAction: 'Autentiseringen hos banken din ble ikke fullført, så ingenting ble belastet.',
  canceled: 'Betalingen ble avbrutt.',
  tryAgain: 'Du kan prøve igjen.',
  unreadable: 'Vi kunne ikke hente denne betalingen.',
  amount: 'Beløp: {amount}',
  'reason.authentication_failed': 'banken din kunne ikke bekrefte at det var deg',
  'reason.generic_decline': 'kortet ble avvist',
  'reason.card_declined': 'kortet ble avvist',
  'reason.insufficient_funds': 'det er ikke nok dekning på kortet',
  'reason.expired_card': 'kortet er utløpt',
  'reason.incorrect_cvc': 'sikkerhetskoden til kortet var feil',
  setupLoading: 'Sjekker kortet…',
  setupUnreadable: 'Vi kunne ikke sjekke om kortet ditt ble lagret.',
  setupSucceeded: '{brand}-kortet ditt som slutter på {last4}, er lagret.',
  setupFailed: 'Kortet ditt ble ikke lagret.',
  setupFailedBecause: 'Kortet ditt ble ikke lagret: {reason}.',
  setupRequiresAction: 'Autentiseringen hos banken din ble ikke fullført, så kortet ditt ble ikke lagret.',
} satisfies StatusMessages;

export default messages;
