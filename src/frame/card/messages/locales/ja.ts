import type { Messages } from './en.js';

/** Japanese (日本語). */
const messages = {
  'document.title': 'カード情報',

  'label.number': 'カード番号',
  'label.expiry': '有効期限',
  'label.cvc': 'セキュリティコード',
  'label.name': 'カード名義人',
  'label.postalCode': '郵便番号',

  'placeholder.number': '1234 1234 1234 1234',
  // Japanese card forms keep the MM / YY printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': 'カードブランドを選択',

  'error.incomplete_number': 'カード番号が不完全です。',
  'error.invalid_number': 'カード番号が無効です。',
  'error.incomplete_expiry': 'カードの有効期限が不完全です。',
  'error.invalid_expiry_month': 'カードの有効期限の月が無効です。',
  'error.invalid_expiry_year': 'カードの有効期限の年が無効です。',
  'error.invalid_expiry_year_past': 'カードの有効期限が過ぎています。',
  'error.incomplete_cvc': 'カードのセキュリティコードが不完全です。',
  'error.invalid_cvc': 'カードのセキュリティコードが無効です。',
  'error.incomplete_name': 'カードに記載されているお名前を入力してください。',
  'error.incomplete_postal_code': '郵便番号が不完全です。',
  'error.invalid_postal_code': '郵便番号が無効です。',

  'decline.generic_decline': 'カードが承認されませんでした。別のカードをお試しいただくか、カード発行会社にお問い合わせください。',
  'decline.insufficient_funds': 'カードのご利用可能額が不足しています。別のカードをお試しください。',
  'decline.expired_card': 'カードの有効期限が切れています。有効期限をご確認いただくか、別のカードをご利用ください。',
  'decline.incorrect_cvc': 'カードのセキュリティコードが正しくありません。ご確認のうえ、もう一度お試しください。',
  'decline.invalid_cvc': 'カードのセキュリティコードが無効です。ご確認のうえ、もう一度お試しください。',
  'decline.incorrect_number': 'カード番号が正しくありません。ご確認のうえ、もう一度お試しください。',
  'decline.invalid_expiry_month': 'カードの有効期限の月が無効です。ご確認のうえ、もう一度お試しください。',
  'decline.invalid_expiry_year': 'カードの有効期限の年が無効です。ご確認のうえ、もう一度お試しください。',
  'decline.authentication_failed': 'カードの認証ができませんでした。もう一度お試しいただくか、別のカードをご利用ください。',

  'hint.cvc': 'セキュリティコードはどこにありますか？',
  'hint.cvc.back': '3桁のセキュリティコードは、カード裏面の署名欄の横に記載されています。',
  'hint.cvc.front': '4桁のセキュリティコードは、カード表面のカード番号の上に記載されています。',
  'brand.accepted': 'ご利用いただけるカード',
  'state.busy': 'お支払いを処理しています…',

  'challenge.title': 'お支払いの確認',
  'challenge.close': '認証をキャンセル',
  'challenge.frame': 'カード発行会社の認証ページ',
  'challenge.loading': 'カード発行会社に接続しています…',
  'failure.authenticationCanceled': '認証がキャンセルされました。もう一度お試しいただけます。',
  'failure.authenticationUnavailable': 'カード発行会社の認証ページを表示できませんでした。しばらくしてからもう一度お試しください。',

  'failure.network': '決済サービスに接続できませんでした。通信環境をご確認のうえ、もう一度お試しください。',
  'failure.generic': '当社側で問題が発生しました。しばらくしてからもう一度お試しください。',
} satisfies Messages;

export default messages;
