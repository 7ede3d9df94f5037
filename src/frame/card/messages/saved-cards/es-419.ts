import type { SavedCardMessages } from './en.js';

/** Spanish, Latin America (español de Latinoamérica). */
const messages = {
  'savedCards.legend': 'Pagar con',
  'savedCards.card': '{brand} terminada en {last4}',
  'savedCards.expires': 'Vence {expiry}',
  'savedCards.newCard': 'Tarjeta nueva',
  'savedCards.cvc': 'Código de seguridad de la tarjeta {card}',
  'savedCards.remove': 'Eliminar',
  'savedCards.removeLabel': 'Eliminar {card}',
  'savedCards.removeQuestion': '¿Quieres eliminar {card} de tus tarjetas guardadas?',
  'savedCards.removeConfirm': 'Eliminar tarjeta',
  'savedCards.removeCancel': 'Conservar tarjeta',
  'savedCards.removed': 'Se eliminó {card} de tus tarjetas guardadas.',
  'savedCards.removeFailed': 'No se pudo eliminar {card}. Vuelve a intentarlo en un momento.',

  'save.label': 'Guardar esta tarjeta para pagos futuros',
  'save.consent': 'Nuestro proveedor de pagos guarda tu tarjeta de forma segura para tus próximos pagos. Puedes eliminarla cuando quieras.',
  'save.notice': 'Esta tarjeta se guardará en tu cuenta para pagos futuros.',

  'setup.busy': 'Guardando tu tarjeta…',
  'setup.challengeTitle': 'Verifica tu tarjeta',
  'setup.done': 'Se guardó tu tarjeta.',

  'stepUp.notice': 'Tu banco te pide que confirmes este pago. Revisa la tarjeta de abajo y continúa.',
  'stepUp.done': 'Se confirmó tu pago.',
} satisfies SavedCardMessages;

export default messages;
