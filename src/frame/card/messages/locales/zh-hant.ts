import type { Messages } from './en.js';

/** Chinese, Traditional (繁體中文). */
const messages = {
  'document.title': '卡片資訊',

  'label.number': '卡號',
  'label.expiry': '到期日',
  'label.cvc': '安全碼',
  'label.name': '持卡人姓名',
  'label.postalCode': '郵遞區號',

  'placeholder.number': '1234 1234 1234 1234',
  // Chinese card forms keep the MM / YY printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': '選擇卡別',

  'error.incomplete_number': '卡號不完整。',
  'error.invalid_number': '卡號無效。',
  'error.incomplete_expiry': '到期日不完整。',
  'error.invalid_expiry_month': '到期月份無效。',
  'error.invalid_expiry_year': '到期年份無效。',
  'error.invalid_expiry_year_past': '到期日已過。',
  'error.incomplete_cvc': '安全碼不完整。',
  'error.invalid_cvc': '安全碼無效。',
  'error.incomplete_name': '請輸入卡片上的持卡人姓名。',
  'error.incomplete_postal_code': '郵遞區號不完整。',
  'error.invalid_postal_code': '郵遞區號無效。',

  'decline.generic_decline': '您的卡片遭拒。請改用其他卡片，或聯絡您的發卡銀行。',
  'decline.insufficient_funds': '您的卡片餘額不足。請改用其他卡片。',
  'decline.expired_card': '您的卡片已過期。請檢查到期日，或改用其他卡片。',
  'decline.incorrect_cvc': '安全碼不正確。請檢查後再試一次。',
  'decline.invalid_cvc': '安全碼無效。請檢查後再試一次。',
  'decline.incorrect_number': '卡號不正確。請檢查後再試一次。',
  'decline.invalid_expiry_month': '到期月份無效。請檢查後再試一次。',
  'decline.invalid_expiry_year': '到期年份無效。請檢查後再試一次。',
  'decline.authentication_failed': '無法驗證您的卡片。請再試一次，或改用其他卡片。',

  'hint.cvc': '安全碼在哪裡？',
  'hint.cvc.back': '3 位數安全碼位於卡片背面的簽名欄旁。',
  'hint.cvc.front': '4 位數安全碼位於卡片正面的卡號上方。',
  'brand.accepted': '接受的卡片',
  'state.busy': '正在處理您的付款…',

  'challenge.title': '確認您的付款',
  'challenge.close': '取消驗證',
  'challenge.frame': '發卡銀行驗證頁面',
  'challenge.loading': '正在聯絡您的銀行…',
  'failure.authenticationCanceled': '驗證已取消。您可以再試一次。',
  'failure.authenticationUnavailable': '無法顯示銀行驗證頁面。請稍後再試。',

  'failure.network': '無法連線至付款服務。請檢查網路連線後再試一次。',
  'failure.generic': '我們這邊發生問題。請稍後再試。',
} satisfies Messages;

export default messages;
