import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'お支払いを確認しています…',
  completed: 'お支払いが完了しました。',
  processing: 'カード発行会社でお支払いを処理中です…',
  processingTimedOut: 'カード発行会社でお支払いを引き続き処理中です。完了すると確認のお知らせが届きます。このページは閉じていただいて構いません。',
  failed: 'お支払いに失敗しました。',
  failedBecause: 'お支払いに失敗しました：{reason}。',
  notCompleted: 'お支払いは完了していません。',
  requiresAction: 'カード発行会社での認証が完了しなかったため、お支払いは行われていません。',
  canceled: 'お支払いはキャンセルされました。',
  tryAgain: 'もう一度お試しいただけます。',
  unreadable: 'このお支払いの情報を読み込めませんでした。',
  amount: '金額：{amount}',
  'reason.authentication_failed': 'カード発行会社でご本人確認ができませんでした',
  'reason.generic_decline': 'カードが承認されませんでした',
  'reason.card_declined': 'カードが承認されませんでした',
  'reason.insufficient_funds': 'カードのご利用可能額が不足しています',
  'reason.expired_card': 'カードの有効期限が切れています',
  'reason.incorrect_cvc': 'カードのセキュリティコードが正しくありませんでした',
  setupLoading: 'カードを確認しています…',
  setupUnreadable: 'カードが保存されたかどうかを確認できませんでした。',
  setupSucceeded: '末尾が {last4} の {brand} カードを保存しました。',
  setupFailed: 'カードは保存されませんでした。',
  setupFailedBecause: 'カードは保存されませんでした：{reason}。',
  setupRequiresAction: 'カード発行会社での認証が完了しなかったため、カードは保存されていません。',
} satisfies StatusMessages;

export default messages;
