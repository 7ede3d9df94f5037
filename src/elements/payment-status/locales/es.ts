import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Comprobando tu pago…',
  completed: 'Pago completado.',
  processing: 'Tu banco todavía está procesando el pago…',
  processingTimedOut: 'Tu banco todavía está procesando el pago. Recibirás una confirmación cuando haya finalizado; puedes cerrar esta página.',
  failed: 'El pago ha fallado.',
  failedBecause: 'El pago ha fallado: {reason}.',
  notCompleted: 'El pago no se ha completado.',
  requiresAction: 'La autenticación con tu banco no se ha completado, así que no se ha realizado ningún cargo.',
  canceled: 'El pago se ha cancelado.',
  tryAgain: 'Puedes volver a intentarlo.',
  unreadable: 'No hemos podido obtener los datos de este pago.',
  amount: 'Importe: {amount}',
  'reason.authentication_failed': 'tu banco no ha podido confirmar que eras tú',
  'reason.generic_decline': 'tu tarjeta ha sido rechazada',
  'reason.card_declined': 'tu tarjeta ha sido rechazada',
  'reason.insufficient_funds': 'tu tarjeta no tiene fondos suficientes',
  'reason.expired_card': 'tu tarjeta ha caducado',
  'reason.incorrect_cvc': 'el código de seguridad de la tarjeta era incorrecto',
  setupLoading: 'Comprobando tu tarjeta…',
  setupUnreadable: 'No hemos podido comprobar si se ha guardado tu tarjeta.',
  setupSucceeded: 'Se ha guardado tu tarjeta {brand} acabada en {last4}.',
  setupFailed: 'No se ha guardado tu tarjeta.',
  setupFailedBecause: 'No se ha guardado tu tarjeta: {reason}.',
  setupRequiresAction: 'La autenticación con tu banco no se ha completado, así que no se ha guardado tu tarjeta.',
} satisfies StatusMessages;

export default messages;
