import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'A fizetés ellenőrzése…',
  completed: 'A fizetés sikeres.',
  processing: 'A bankja még feldolgozza a fizetést…',
  processingTimedOut: 'A bankja még feldolgozza a fizetést. Visszaigazolást kap, amint elkészült; ezt az oldalt bezárhatja.',
  failed: 'A fizetés sikertelen.',
  failedBecause: 'A fizetés sikertelen: {reason}.',
  notCompleted: 'A fizetés nem fejeződött be.',
  requiresAction: 'A hitelesítés a bankjánál nem fejeződött be, így nem történt terhelés.',
  canceled: 'A fizetést törölték.',
  tryAgain: 'Újra megpróbálhatja.',
  unreadable: 'Nem sikerült lekérni a fizetés adatait.',
  amount: 'Összeg: {amount}',
  'reason.authentication_failed': 'a bankja nem tudta megerősíteni a személyazonosságát',
  'reason.generic_decline': 'a kártyáját elutasították',
  'reason.card_declined': 'a kártyáját elutasították',
  'reason.insufficient_funds': 'a kártyán nincs elegendő fedezet',
  'reason.expired_card': 'a kártyája lejárt',
  'reason.incorrect_cvc': 'a kártya biztonsági kódja helytelen volt',
  setupLoading: 'A kártya ellenőrzése…',
  setupUnreadable: 'Nem sikerült ellenőrizni, hogy a kártyáját elmentettük-e.',
  setupSucceeded: 'A(z) {last4} végű {brand} kártyáját elmentettük.',
  setupFailed: 'A kártyáját nem mentettük el.',
  setupFailedBecause: 'A kártyáját nem mentettük el: {reason}.',
  setupRequiresAction: 'A hitelesítés a bankjánál nem fejeződött be, így a kártyáját nem mentettük el.',
} satisfies StatusMessages;

export default messages;
