import type { SavedCardMessages } from './en.js';

/** Japanese (日本語). */
const messages = {
  'savedCards.legend': 'お支払い方法',
  'savedCards.card': '末尾が{last4}の{brand}',
  'savedCards.expires': '有効期限 {expiry}',
  'savedCards.newCard': '新しいカード',
  'savedCards.cvc': '{card}のセキュリティコード',
  'savedCards.remove': '削除',
  'savedCards.removeLabel': '{card}を削除',
  'savedCards.removeQuestion': '{card}を保存済みのカードから削除しますか？',
  'savedCards.removeConfirm': 'カードを削除',
  'savedCards.removeCancel': 'カードを残す',
  'savedCards.removed': '{card}を保存済みのカードから削除しました。',
  'savedCards.removeFailed': '{card}を削除できませんでした。しばらくしてからもう一度お試しください。',

  'save.label': '今後のお支払いのためにこのカードを保存する',
  'save.consent': 'カード情報は、次回以降のお支払いのために当社の決済代行会社が安全に保管します。いつでも削除できます。',
  'save.notice': 'このカードは今後のお支払いのためにお客様のアカウントに保存されます。',

  'setup.busy': 'カードを保存しています…',
  'setup.challengeTitle': 'カードの確認',
  'setup.done': 'カードを保存しました。',

  'stepUp.notice': 'カード会社からこのお支払いの確認を求められています。下のカードを確認して続行してください。',
  'stepUp.done': 'お支払いが確認されました。',
} satisfies SavedCardMessages;

export default messages;
