import type { SavedCardMessages } from './en.js';

/** Portuguese, Brazil (português do Brasil). */
const messages = {
  'savedCards.legend': 'Pagar com',
  'savedCards.card': '{brand} com final {last4}',
  'savedCards.expires': 'Validade {expiry}',
  'savedCards.newCard': 'Novo cartão',
  'savedCards.cvc': 'Código de segurança do cartão {card}',
  'savedCards.remove': 'Remover',
  'savedCards.removeLabel': 'Remover o cartão {card}',
  'savedCards.removeQuestion': 'Remover o cartão {card} dos seus cartões salvos?',
  'savedCards.removeConfirm': 'Remover cartão',
  'savedCards.removeCancel': 'Manter cartão',
  'savedCards.removed': 'O cartão {card} foi removido dos seus cartões salvos.',
  'savedCards.removeFailed': 'Não foi possível remover o cartão {card}. Tente novamente em instantes.',

  'save.label': 'Salvar este cartão para pagamentos futuros',
  'save.consent':
    'Seu cartão fica armazenado com segurança pelo nosso provedor de pagamentos para seus próximos pagamentos. Você pode removê-lo a qualquer momento.',
  'save.notice': 'Este cartão será salvo na sua conta para pagamentos futuros.',

  'setup.busy': 'Salvando seu cartão…',
  'setup.challengeTitle': 'Verifique seu cartão',
  'setup.done': 'Seu cartão foi salvo.',

  'stepUp.notice': 'Seu banco pede que você confirme este pagamento. Confira o cartão abaixo e continue.',
  'stepUp.done': 'Seu pagamento foi confirmado.',
} satisfies SavedCardMessages;

export default messages;
