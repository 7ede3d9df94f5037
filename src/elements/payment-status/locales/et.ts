import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Kontrollime teie makset…',
  completed: 'Makse on tehtud.',
  processing: 'Teie pank töötleb makset veel…',
  processingTimedOut: 'Teie pank töötleb makset veel. Saate kinnituse, kui makse on lõpule viidud; võite selle lehe sulgeda.',
  failed: 'Makse ebaõnnestus.',
  failedBecause: 'Makse ebaõnnestus: {reason}.',
  notCompleted: 'Makset ei viidud lõpule.',
  requiresAction: 'Autentimine teie pangas jäi pooleli, seega raha ei võetud.',
  canceled: 'Makse tühistati.',
  tryAgain: 'Võite uuesti proovida.',
  unreadable: 'Me ei saanud selle makse andmeid kätte.',
  amount: 'Summa: {amount}',
  'reason.authentication_failed': 'teie pank ei saanud kinnitada, et see olite teie',
  'reason.generic_decline': 'teie kaart lükati tagasi',
  'reason.card_declined': 'teie kaart lükati tagasi',
  'reason.insufficient_funds': 'kaardil ei ole piisavalt vahendeid',
  'reason.expired_card': 'teie kaart on aegunud',
  'reason.incorrect_cvc': 'kaardi turvakood oli vale',
  setupLoading: 'Kontrollime teie kaarti…',
  setupUnreadable: 'Me ei saanud kontrollida, kas teie kaart salvestati.',
  setupSucceeded: 'Teie {brand}-kaart, mille lõpp on {last4}, salvestati.',
  setupFailed: 'Teie kaarti ei salvestatud.',
  setupFailedBecause: 'Teie kaarti ei salvestatud: {reason}.',
  setupRequiresAction: 'Autentimine teie pangas jäi pooleli, seega teie kaarti ei salvestatud.',
} satisfies StatusMessages;

export default messages;
