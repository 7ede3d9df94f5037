import type { Messages } from './en.js';

/** Portuguese, Portugal (português europeu). */
const messages = {
  'document.title': 'Dados do cartão',

  'label.number': 'Número do cartão',
  'label.expiry': 'Data de validade',
  'label.cvc': 'Código de segurança',
  'label.name': 'Nome no cartão',
  'label.postalCode': 'Código postal',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Escolha a rede do cartão',

  'error.incomplete_number': 'O número do seu cartão está incompleto.',
  'error.invalid_number': 'O número do seu cartão é inválido.',
  'error.incomplete_expiry': 'A data de validade do seu cartão está incompleta.',
  'error.invalid_expiry_month': 'O mês de validade do seu cartão é inválido.',
  'error.invalid_expiry_year': 'O ano de validade do seu cartão é inválido.',
  'error.invalid_expiry_year_past': 'A data de validade do seu cartão já passou.',
  'error.incomplete_cvc': 'O código de segurança do seu cartão está incompleto.',
  'error.invalid_cvc': 'O código de segurança do seu cartão é inválido.',
  'error.incomplete_name': 'Introduza o nome que consta no seu cartão.',
  'error.incomplete_postal_code': 'O seu código postal está incompleto.',
  'error.invalid_postal_code': 'O seu código postal é inválido.',

  'decline.generic_decline': 'O seu cartão foi recusado. Experimente outro cartão ou contacte o seu banco.',
  'decline.insufficient_funds': 'O seu cartão não tem saldo suficiente. Experimente outro cartão.',
  'decline.expired_card': 'O seu cartão expirou. Verifique a data de validade ou utilize outro cartão.',
  'decline.incorrect_cvc': 'O código de segurança do seu cartão está incorreto. Verifique-o e tente novamente.',
  'decline.invalid_cvc': 'O código de segurança do seu cartão é inválido. Verifique-o e tente novamente.',
  'decline.incorrect_number': 'O número do seu cartão está incorreto. Verifique-o e tente novamente.',
  'decline.invalid_expiry_month': 'O mês de validade do seu cartão é inválido. Verifique-o e tente novamente.',
  'decline.invalid_expiry_year': 'O ano de validade do seu cartão é inválido. Verifique-o e tente novamente.',
  'decline.authentication_failed': 'Não foi possível verificar o seu cartão. Tente novamente ou utilize outro cartão.',

  'hint.cvc': 'Onde está o código de segurança?',
  'hint.cvc.back': 'O código de segurança de 3 dígitos está no verso do seu cartão, junto à assinatura.',
  'hint.cvc.front': 'O código de segurança de 4 dígitos está na frente do seu cartão, por cima do número do cartão.',
  'brand.accepted': 'Cartões aceites',
  'state.busy': 'A processar o seu pagamento…',

  'challenge.title': 'Confirme o seu pagamento',
  'challenge.close': 'Cancelar a autenticação',
  'challenge.frame': 'Página de autenticação do seu banco',
  'challenge.loading': 'A contactar o seu banco…',
  'failure.authenticationCanceled': 'A autenticação foi cancelada. Pode tentar novamente.',
  'failure.authenticationUnavailable': 'Não foi possível apresentar a autenticação do seu banco. Tente novamente dentro de momentos.',

  'failure.network': 'Não foi possível contactar o serviço de pagamento. Verifique a sua ligação e tente novamente.',
  'failure.generic': 'Ocorreu um erro do nosso lado. Tente novamente dentro de momentos.',
} satisfies Messages;

export default messages;
