import type { SavedCardMessages } from './en.js';

/** Portuguese, Portugal (português europeu). */
const messages = {
  'savedCards.legend': 'Pagar com',
  'savedCards.card': '{brand} terminado em {last4}',
  'savedCards.expires': 'Válido até {expiry}',
  'savedCards.newCard': 'Novo cartão',
  'savedCards.cvc': 'Código de segurança do cartão {card}',
  'savedCards.remove': 'Remover',
  'savedCards.removeLabel': 'Remover o cartão {card}',
  'savedCards.removeQuestion': 'Remover o cartão {card} dos seus cartões guardados?',
  'savedCards.removeConfirm': 'Remover cartão',
  'savedCards.removeCancel': 'Manter cartão',
  'savedCards.removed': 'O cartão {card} foi removido dos seus cartões guardados.',
  'savedCards.removeFailed': 'Não foi possível remover o cartão {card}. Tente novamente daqui a pouco.',

  'save.label': 'Guardar este cartão para pagamentos futuros',
  'save.consent':
    'O seu cartão é guardado em segurança pelo nosso prestador de pagamentos para os seus próximos pagamentos. Pode removê-lo a qualquer momento.',
  'save.notice': 'Este cartão será guardado na sua conta para pagamentos futuros.',

  'setup.busy': 'A guardar o seu cartão…',
  'setup.challengeTitle': 'Verifique o seu cartão',
  'setup.done': 'O seu cartão foi guardado.',

  'stepUp.notice': 'O seu banco pede-lhe que confirme este pagamento. Verifique o cartão abaixo e continue.',
  'stepUp.done': 'O seu pagamento foi confirmado.',
} satisfies SavedCardMessages;

export default messages;
