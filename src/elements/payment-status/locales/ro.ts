import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Se verifică plata…',
  completed: 'Plata a fost efectuată.',
  processing: 'Banca dvs. încă procesează plata…',
  processingTimedOut: 'Banca dvs. încă procesează plata. Veți primi o confirmare când se va finaliza; puteți închide această pagină.',
  failed: 'Plata a eșuat.',
  failedBecause: 'Plata a eșuat: {reason}.',
  notCompleted: 'Plata nu a fost finalizată.',
  requiresAction: 'Autentificarea la banca dvs. nu a fost finalizată, așa că nu s-a plătit nimic.',
  canceled: 'Plata a fost anulată.',
  tryAgain: 'Puteți încerca din nou.',
  unreadable: 'Nu am putut prelua datele acestei plăți.',
  amount: 'Suma: {amount}',
  'reason.authentication_failed': 'banca dvs. nu v-a putut confirma identitatea',
  'reason.generic_decline': 'cardul dvs. a fost refuzat',
  'reason.card_declined': 'cardul dvs. a fost refuzat',
  'reason.insufficient_funds': 'pe card nu sunt fonduri suficiente',
  'reason.expired_card': 'cardul dvs. a expirat',
  'reason.incorrect_cvc': 'codul de securitate al cardului a fost incorect',
  setupLoading: 'Se verifică cardul…',
  setupUnreadable: 'Nu am putut verifica dacă cardul dvs. a fost salvat.',
  setupSucceeded: 'Cardul dvs. {brand} care se termină în {last4} a fost salvat.',
  setupFailed: 'Cardul dvs. nu a fost salvat.',
  setupFailedBecause: 'Cardul dvs. nu a fost salvat: {reason}.',
  setupRequiresAction: 'Autentificarea la banca dvs. nu a fost finalizată, așa că cardul dvs. nu a fost salvat.',
} satisfies StatusMessages;

export default messages;
