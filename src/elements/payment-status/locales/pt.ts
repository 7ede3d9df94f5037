import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'A verificar o seu pagamento…',
  completed: 'Pagamento concluído.',
  processing: 'O seu banco ainda está a processar o pagamento…',
  processingTimedOut: 'O seu banco ainda está a processar o pagamento. Receberá uma confirmação quando estiver concluído; pode fechar esta página.',
  failed: 'O pagamento falhou.',
  failedBecause: 'O pagamento falhou: {reason}.',
  notCompleted: 'O pagamento não foi concluído.',
  requiresAction: 'A autenticação junto do seu banco não foi concluída, pelo que nada foi cobrado.',
  canceled: 'O pagamento foi cancelado.',
  tryAgain: 'Pode tentar novamente.',
  unreadable: 'Não foi possível obter os dados deste pagamento.',
  amount: 'Montante: {amount}',
  'reason.authentication_failed': 'o seu banco não conseguiu confirmar a sua identidade',
  'reason.generic_decline': 'o seu cartão foi recusado',
  'reason.card_declined': 'o seu cartão foi recusado',
  'reason.insufficient_funds': 'o seu cartão não tem saldo suficiente',
  'reason.expired_card': 'o seu cartão expirou',
  'reason.incorrect_cvc': 'o código de segurança do cartão estava incorreto',
  setupLoading: 'A verificar o seu cartão…',
  setupUnreadable: 'Não foi possível verificar se o seu cartão foi guardado.',
  setupSucceeded: 'O seu cartão {brand} terminado em {last4} foi guardado.',
  setupFailed: 'O seu cartão não foi guardado.',
  setupFailedBecause: 'O seu cartão não foi guardado: {reason}.',
  setupRequiresAction: 'A autenticação junto do seu banco não foi concluída, pelo que o seu cartão não foi guardado.',
} satisfies StatusMessages;

export default messages;
