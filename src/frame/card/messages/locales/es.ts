import type { Messages } from './en.js';

/** Spanish, Spain (español de España). */
const messages = {
  'document.title': 'Datos de la tarjeta',

  'label.number': 'Número de tarjeta',
  'label.expiry': 'Fecha de caducidad',
  'label.cvc': 'Código de seguridad',
  'label.name': 'Nombre del titular',
  'label.postalCode': 'Código postal',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Elige la red de la tarjeta',

  'error.incomplete_number': 'El número de tu tarjeta está incompleto.',
  'error.invalid_number': 'El número de tu tarjeta no es válido.',
  'error.incomplete_expiry': 'La fecha de caducidad de tu tarjeta está incompleta.',
  'error.invalid_expiry_month': 'El mes de caducidad de tu tarjeta no es válido.',
  'error.invalid_expiry_year': 'El año de caducidad de tu tarjeta no es válido.',
  'error.invalid_expiry_year_past': 'La fecha de caducidad de tu tarjeta ya ha pasado.',
  'error.incomplete_cvc': 'El código de seguridad de tu tarjeta está incompleto.',
  'error.invalid_cvc': 'El código de seguridad de tu tarjeta no es válido.',
  'error.incomplete_name': 'Introduce el nombre que figura en tu tarjeta.',
  'error.incomplete_postal_code': 'Tu código postal está incompleto.',
  'error.invalid_postal_code': 'Tu código postal no es válido.',

  'decline.generic_decline': 'Tu tarjeta ha sido rechazada. Prueba con otra tarjeta o ponte en contacto con tu banco.',
  'decline.insufficient_funds': 'Tu tarjeta no tiene fondos suficientes. Prueba con otra tarjeta.',
  'decline.expired_card': 'Tu tarjeta ha caducado. Comprueba la fecha de caducidad o usa otra tarjeta.',
  'decline.incorrect_cvc': 'El código de seguridad de tu tarjeta es incorrecto. Compruébalo y vuelve a intentarlo.',
  'decline.invalid_cvc': 'El código de seguridad de tu tarjeta no es válido. Compruébalo y vuelve a intentarlo.',
  'decline.incorrect_number': 'El número de tu tarjeta es incorrecto. Compruébalo y vuelve a intentarlo.',
  'decline.invalid_expiry_month': 'El mes de caducidad de tu tarjeta no es válido. Compruébalo y vuelve a intentarlo.',
  'decline.invalid_expiry_year': 'El año de caducidad de tu tarjeta no es válido. Compruébalo y vuelve a intentarlo.',
  'decline.authentication_failed': 'No hemos podido verificar tu tarjeta. Vuelve a intentarlo o usa otra tarjeta.',

  'hint.cvc': '¿Dónde está el código de seguridad?',
  'hint.cvc.back': 'El código de seguridad de 3 dígitos está en el reverso de tu tarjeta, junto a la firma.',
  'hint.cvc.front': 'El código de seguridad de 4 dígitos está en la parte frontal de tu tarjeta, encima del número de tarjeta.',
  'brand.accepted': 'Tarjetas aceptadas',
  'state.busy': 'Procesando tu pago…',

  'challenge.title': 'Confirma tu pago',
  'challenge.close': 'Cancelar la autenticación',
  'challenge.frame': 'Página de autenticación de tu banco',
  'challenge.loading': 'Conectando con tu banco…',
  'failure.authenticationCanceled': 'Se ha cancelado la autenticación. Puedes volver a intentarlo.',
  'failure.authenticationUnavailable': 'No se ha podido mostrar la autenticación de tu banco. Vuelve a intentarlo en unos instantes.',

  'failure.network': 'No hemos podido conectar con el servicio de pago. Comprueba tu conexión y vuelve a intentarlo.',
  'failure.generic': 'Se ha producido un error por nuestra parte. Vuelve a intentarlo en unos instantes.',
} satisfies Messages;

export default messages;
