import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Verificando tu pago…',
  completed: 'Pago completado.',
  processing: 'Tu banco todavía está procesando el pago…',
  processingTimedOut: 'Tu banco todavía está procesando el pago. Recibirás una confirmación cuando finalice; puedes cerrar esta página.',
  failed: 'El pago falló.',
  failedBecause: 'El pago falló: {reason}.',
  notCompleted: 'El pago no se completó.',
  requiresAction: 'La autenticación con tu banco no se completó, así que no se realizó ningún cargo.',
  canceled: 'El pago se canceló.',
  tryAgain: 'Puedes intentarlo de nuevo.',
  unreadable: 'No pudimos obtener los datos de este pago.',
  amount: 'Monto: {amount}',
  'reason.authentication_failed': 'tu banco no pudo confirmar que eras tú',
  'reason.generic_decline': 'tu tarjeta fue rechazada',
  'reason.card_declined': 'tu tarjeta fue rechazada',
  'reason.insufficient_funds': 'tu tarjeta no tiene fondos suficientes',
  'reason.expired_card': 'tu tarjeta está vencida',
  'reason.incorrect_cvc': 'el código de seguridad de la tarjeta era incorrecto',
  setupLoading: 'Verificando tu tarjeta…',
  setupUnreadable: 'No pudimos verificar si se guardó tu tarjeta.',
  setupSucceeded: 'Se guardó tu tarjeta {brand} terminada en {last4}.',
  setupFailed: 'No se guardó tu tarjeta.',
  setupFailedBecause: 'No se guardó tu tarjeta: {reason}.',
  setupRequiresAction: 'La autenticación con tu banco no se completó, así que no se guardó tu tarjeta.',
} satisfies StatusMessages;

export default messages;
