import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Verificando seu pagamento…',
  completed: 'Pagamento concluído.',
  processing: 'Seu banco ainda está processando o pagamento…',
  processingTimedOut:
    'Seu banco ainda está processando o pagamento. Você receberá uma confirmação quando ele for concluído; já pode fechar esta página.',
  failed: 'O pagamento falhou.',
  failedBecause: 'O pagamento falhou: {reason}.',
  notCompleted: 'O pagamento não foi concluído.',
  requiresAction: 'A autenticação com seu banco não foi concluída, então nada foi cobrado.',
  canceled: 'O pagamento foi cancelado.',
  tryAgain: 'Você pode tentar novamente.',
  unreadable: 'Não foi possível carregar os dados deste pagamento.',
  amount: 'Valor: {amount}',
  'reason.authentication_failed': 'seu banco não conseguiu confirmar que era você',
  'reason.generic_decline': 'seu cartão foi recusado',
  'reason.card_declined': 'seu cartão foi recusado',
  'reason.insufficient_funds': 'seu cartão não tem saldo ou limite suficiente',
  'reason.expired_card': 'seu cartão está vencido',
  'reason.incorrect_cvc': 'o código de segurança do cartão estava incorreto',
  setupLoading: 'Verificando seu cartão…',
  setupUnreadable: 'Não foi possível verificar se seu cartão foi salvo.',
  setupSucceeded: 'Seu cartão {brand} com final {last4} foi salvo.',
  setupFailed: 'Seu cartão não foi salvo.',
  setupFailedBecause: 'Seu cartão não foi salvo: {reason}.',
  setupRequiresAction: 'A autenticação com seu banco não foi concluída, então seu cartão não foi salvo.',
} satisfies StatusMessages;

export default messages;
