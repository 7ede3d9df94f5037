import type { Messages } from './en.js';

/** Portuguese, Brazil (português do Brasil). */
const messages = {
  'document.title': 'Dados do cartão',

  'label.number': 'Número do cartão',
  'label.expiry': 'Data de validade',
  'label.cvc': 'Código de segurança',
  'label.name': 'Nome impresso no cartão',
  'label.postalCode': 'CEP',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'MM / AA',

  'brand.detected': '{brand}',
  'brand.legend': 'Escolha a bandeira do cartão',

  'error.incomplete_number': 'O número do seu cartão está incompleto.',
  'error.invalid_number': 'O número do seu cartão é inválido.',
  'error.incomplete_expiry': 'A data de validade do seu cartão está incompleta.',
  'error.invalid_expiry_month': 'O mês de validade do seu cartão é inválido.',
  'error.invalid_expiry_year': 'O ano de validade do seu cartão é inválido.',
  'error.invalid_expiry_year_past': 'A data de validade do seu cartão já passou.',
  'error.incomplete_cvc': 'O código de segurança do seu cartão está incompleto.',
  'error.invalid_cvc': 'O código de segurança do seu cartão é inválido.',
  'error.incomplete_name': 'Digite o nome impresso no seu cartão.',
  'error.incomplete_postal_code': 'Seu CEP está incompleto.',
  'error.invalid_postal_code': 'Seu CEP é inválido.',

  'decline.generic_decline': 'Seu cartão foi recusado. Tente outro cartão ou entre em contato com seu banco.',
  'decline.insufficient_funds': 'Seu cartão não tem saldo ou limite suficiente. Tente outro cartão.',
  'decline.expired_card': 'Seu cartão está vencido. Confira a data de validade ou use outro cartão.',
  'decline.incorrect_cvc': 'O código de segurança do seu cartão está incorreto. Confira e tente novamente.',
  'decline.invalid_cvc': 'O código de segurança do seu cartão é inválido. Confira e tente novamente.',
  'decline.incorrect_number': 'O número do seu cartão está incorreto. Confira e tente novamente.',
  'decline.invalid_expiry_month': 'O mês de validade do seu cartão é inválido. Confira e tente novamente.',
  'decline.invalid_expiry_year': 'O ano de validade do seu cartão é inválido. Confira e tente novamente.',
  'decline.authentication_failed': 'Não foi possível verificar seu cartão. Tente novamente ou use outro cartão.',

  'hint.cvc': 'Onde fica o código de segurança?',
  'hint.cvc.back': 'O código de segurança de 3 dígitos fica no verso do seu cartão, ao lado da assinatura.',
  'hint.cvc.front': 'O código de segurança de 4 dígitos fica na frente do seu cartão, acima do número do cartão.',
  'brand.accepted': 'Cartões aceitos',
  'state.busy': 'Processando seu pagamento…',

  'challenge.title': 'Confirme seu pagamento',
  'challenge.close': 'Cancelar autenticação',
  'challenge.frame': 'Página de autenticação do seu banco',
  'challenge.loading': 'Conectando ao seu banco…',
  'failure.authenticationCanceled': 'A autenticação foi cancelada. Você pode tentar novamente.',
  'failure.authenticationUnavailable': 'Não foi possível exibir a autenticação do seu banco. Tente novamente em instantes.',

  'failure.network': 'Não foi possível conectar ao serviço de pagamento. Verifique sua conexão e tente novamente.',
  'failure.generic': 'Ocorreu um erro do nosso lado. Tente novamente em instantes.',
} satisfies Messages;

export default messages;
