import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Overujeme vašu platbu…',
  completed: 'Platba bola dokončená.',
  processing: 'Vaša banka platbu ešte spracúva…',
  processingTimedOut: 'Vaša banka platbu ešte spracúva. Po dokončení dostanete potvrdenie; túto stránku môžete zavrieť.',
  failed: 'Platba zlyhala.',
  failedBecause: 'Platba zlyhala: {reason}.',
  notCompleted: 'Platba nebola dokončená.',
  requiresAction: 'Overenie vo vašej banke nebolo dokončené, preto sa nič nezaplatilo.',
  canceled: 'Platba bola zrušená.',
  tryAgain: 'Môžete to skúsiť znova.',
  unreadable: 'Údaje o tejto platbe sa nepodarilo načítať.',
  amount: 'Suma: {amount}',
  'reason.authentication_failed': 'vaša banka nemohla overiť vašu totožnosť',
  'reason.generic_decline': 'vaša karta bola zamietnutá',
  'reason.card_declined': 'vaša karta bola zamietnutá',
  'reason.insufficient_funds': 'na karte nie je dostatok prostriedkov',
  'reason.expired_card': 'platnosť vašej karty uplynula',
  'reason.incorrect_cvc': 'bezpečnostný kód karty bol nesprávny',
  setupLoading: 'Overujeme vašu kartu…',
  setupUnreadable: 'Nepodarilo sa overiť, či bola vaša karta uložená.',
  setupSucceeded: 'Vaša karta {brand} končiaca na {last4} bola uložená.',
  setupFailed: 'Vaša karta nebola uložená.',
  setupFailedBecause: 'Vaša karta nebola uložená: {reason}.',
  setupRequiresAction: 'Overenie vo vašej banke nebolo dokončené, preto sa vaša karta neuložila.',
} satisfies StatusMessages;

export default messages;
