import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Ověřujeme vaši platbu…',
  completed: 'Platba byla dokončena.',
  processing: 'Vaše banka platbu stále zpracovává…',
  processingTimedOut: 'Vaše banka platbu stále zpracovává. Jakmile bude dokončena, obdržíte potvrzení; tuto stránku můžete zavřít.',
  failed: 'Platba se nezdařila.',
  failedBecause: 'Platba se nezdařila: {reason}.',
  notCompleted: 'Platba nebyla dokončena.',
  requiresAction: 'Ověření u vaší banky nebylo dokončeno, proto nebylo nic zaplaceno.',
  canceled: 'Platba byla zrušena.',
  tryAgain: 'Můžete to zkusit znovu.',
  unreadable: 'Údaje o této platbě se nepodařilo načíst.',
  amount: 'Částka: {amount}',
  'reason.authentication_failed': 'vaše banka nemohla ověřit vaši totožnost',
  'reason.generic_decline': 'vaše karta byla zamítnuta',
  'reason.card_declined': 'vaše karta byla zamítnuta',
  'reason.insufficient_funds': 'na kartě není dostatek prostředků',
  'reason.expired_card': 'platnost vaší karty vypršela',
  'reason.incorrect_cvc': 'bezpečnostní kód karty byl nesprávný',
  setupLoading: 'Ověřujeme vaši kartu…',
  setupUnreadable: 'Nepodařilo se ověřit, zda byla vaše karta uložena.',
  setupSucceeded: 'Vaše karta {brand} končící na {last4} byla uložena.',
  setupFailed: 'Vaše karta nebyla uložena.',
  setupFailedBecause: 'Vaše karta nebyla uložena: {reason}.',
  setupRequiresAction: 'Ověření u vaší banky nebylo dokončeno, proto vaše karta nebyla uložena.',
} satisfies StatusMessages;

export default messages;
