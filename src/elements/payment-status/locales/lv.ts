import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Notiek maksājuma pārbaude…',
  completed: 'Maksājums ir veikts.',
  processing: 'Jūsu banka vēl apstrādā maksājumu…',
  processingTimedOut: 'Jūsu banka vēl apstrādā maksājumu. Jūs saņemsiet apstiprinājumu, kad tas būs pabeigts; varat aizvērt šo lapu.',
  failed: 'Maksājums neizdevās.',
  failedBecause: 'Maksājums neizdevās: {reason}.',
  notCompleted: 'Maksājums netika pabeigts.',
  requiresAction: 'Autentifikācija Jūsu bankā netika pabeigta, tāpēc nauda netika iekasēta.',
  canceled: 'Maksājums tika atcelts.',
  tryAgain: 'Varat mēģināt vēlreiz.',
  unreadable: 'Mēs nevarējām iegūt šī maksājuma datus.',
  amount: 'Summa: {amount}',
  'reason.authentication_failed': 'Jūsu banka nevarēja apstiprināt Jūsu identitāti',
  'reason.generic_decline': 'Jūsu karte tika noraidīta',
  'reason.card_declined': 'Jūsu karte tika noraidīta',
  'reason.insufficient_funds': 'kartē nav pietiekami daudz līdzekļu',
  'reason.expired_card': 'Jūsu kartes derīguma termiņš ir beidzies',
  'reason.incorrect_cvc': 'kartes drošības kods bija nepareizs',
  setupLoading: 'Notiek kartes pārbaude…',
  setupUnreadable: 'Mēs nevarējām pārbaudīt, vai Jūsu karte tika saglabāta.',
  setupSucceeded: 'Jūsu {brand} karte, kas beidzas ar {last4}, ir saglabāta.',
  setupFailed: 'Jūsu karte netika saglabāta.',
  setupFailedBecause: 'Jūsu karte netika saglabāta: {reason}.',
  setupRequiresAction: 'Autentifikācija Jūsu bankā netika pabeigta, tāpēc Jūsu karte netika saglabāta.',
} satisfies StatusMessages;

export default messages;
