import type { Messages } from './en.js';

/** Spanish, Latin America (español de Latinoamérica). */
const messages = {
  'document.title': 'Datos de la tarjeta',

  'label.number': 'Número de tarjeta',
  'label.expiry': 'Fecha de vencimiento',
  'label.cvc': 'Código de seguridad',
  'label.name': 'Nombre del titular',
  'label.postalCode': 'Código postal',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Selecciona la red de la tarjeta',

  'error.incomplete_number': 'El número de tu tarjeta está incompleto.',
  'error.invalid_number': 'El número de tu tarjeta no es válido.',
  'error.incomplete_expiry': 'La fecha de vencimiento de tu tarjeta está incompleta.',
  'error.invalid_expiry_month': 'El mes de vencimiento de tu tarjeta no es válido.',
  'error.invalid_expiry_year': 'El año de vencimiento de tu tarjeta no es válido.',
  'error.invalid_expiry_year_past': 'La fecha de vencimiento de tu tarjeta ya pasó.',
  'error.incomplete_cvc': 'El código de seguridad de tu tarjeta está incompleto.',
  'error.invalid_cvc': 'El código de seguridad de tu tarjeta no es válido.',
  'error.incomplete_name': 'Ingresa el nombre que aparece en tu tarjeta.',
  'error.incomplete_postal_code': 'Tu código postal está incompleto.',
  'error.invalid_postal_code': 'Tu código postal no es válido.',

  'decline.generic_decline': 'Tu tarjeta fue rechazada. Prueba con otra tarjeta o comunícate con tu banco.',
  'decline.insufficient_funds': 'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  'decline.expired_card': 'Tu tarjeta está vencida. Verifica la fecha de vencimiento o usa otra tarjeta.',
  'decline.incorrect_cvc': 'El código de seguridad de tu tarjeta es incorrecto. Verifícalo e inténtalo de nuevo.',
  'decline.invalid_cvc': 'El código de seguridad de tu tarjeta no es válido. Verifícalo e inténtalo de nuevo.',
  'decline.incorrect_number': 'El número de tu tarjeta es incorrecto. Verifícalo e inténtalo de nuevo.',
  'decline.invalid_expiry_month': 'El mes de vencimiento de tu tarjeta no es válido. Verifícalo e inténtalo de nuevo.',
  'decline.invalid_expiry_year': 'El año de vencimiento de tu tarjeta no es válido. Verifícalo e inténtalo de nuevo.',
  'decline.authentication_failed': 'No pudimos verificar tu tarjeta. Inténtalo de nuevo o usa otra tarjeta.',

  'hint.cvc': '¿Dónde está el código de seguridad?',
  'hint.cvc.back': 'El código de seguridad de 3 dígitos está en el reverso de tu tarjeta, junto a la firma.',
  'hint.cvc.front': 'El código de seguridad de 4 dígitos está en el frente de tu tarjeta, arriba del número de tarjeta.',
  'brand.accepted': 'Tarjetas aceptadas',
  'state.busy': 'Procesando tu pago…',

  'challenge.title': 'Confirma tu pago',
  'challenge.close': 'Cancelar la autenticación',
  'challenge.frame': 'Página de autenticación de tu banco',
  'challenge.loading': 'Conectando con tu banco…',
  'failure.authenticationCanceled': 'Se canceló la autenticación. Puedes intentarlo de nuevo.',
  'failure.authenticationUnavailable': 'No se pudo mostrar la autenticación de tu banco. Inténtalo de nuevo en unos momentos.',

  'failure.network': 'No pudimos conectarnos con el servicio de pagos. Verifica tu conexión e inténtalo de nuevo.',
  'failure.generic': 'Ocurrió un error de nuestra parte. Inténtalo de nuevo en unos momentos.',
} satisfies Messages;

export default messages;
