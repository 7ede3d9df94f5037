import type { Messages } from './en.js';

/** Chinese, Simplified (简体中文). */
const messages = {
  'document.title': '银行卡信息',

  'label.number': '卡号',
  'label.expiry': '有效期',
  'label.cvc': '安全码',
  'label.name': '持卡人姓名',
  'label.postalCode': '邮政编码',

  'placeholder.number': '1234 1234 1234 1234',
  // Chinese card forms keep the MM / YY printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': '选择卡组织',

  'error.incomplete_number': '卡号不完整。',
  'error.invalid_number': '卡号无效。',
  'error.incomplete_expiry': '有效期不完整。',
  'error.invalid_expiry_month': '有效期月份无效。',
  'error.invalid_expiry_year': '有效期年份无效。',
  'error.invalid_expiry_year_past': '有效期已过。',
  'error.incomplete_cvc': '安全码不完整。',
  'error.invalid_cvc': '安全码无效。',
  'error.incomplete_name': '请输入卡面上的持卡人姓名。',
  'error.incomplete_postal_code': '邮政编码不完整。',
  'error.invalid_postal_code': '邮政编码无效。',

  'decline.generic_decline': '您的卡被拒绝。请换一张卡，或联系您的发卡银行。',
  'decline.insufficient_funds': '您的卡余额不足。请换一张卡。',
  'decline.expired_card': '您的卡已过期。请检查有效期，或使用其他卡。',
  'decline.incorrect_cvc': '安全码不正确。请检查后重试。',
  'decline.invalid_cvc': '安全码无效。请检查后重试。',
  'decline.incorrect_number': '卡号不正确。请检查后重试。',
  'decline.invalid_expiry_month': '有效期月份无效。请检查后重试。',
  'decline.invalid_expiry_year': '有效期年份无效。请检查后重试。',
  'decline.authentication_failed': '无法验证您的卡。请重试，或使用其他卡。',

  'hint.cvc': '安全码在哪里？',
  'hint.cvc.back': '3 位安全码位于卡片背面的签名栏旁边。',
  'hint.cvc.front': '4 位安全码位于卡片正面的卡号上方。',
  'brand.accepted': '支持的卡',
  'state.busy': '正在处理您的付款…',

  'challenge.title': '确认您的付款',
  'challenge.close': '取消验证',
  'challenge.frame': '发卡银行验证页面',
  'challenge.loading': '正在联系您的银行…',
  'failure.authenticationCanceled': '验证已取消。您可以重试。',
  'failure.authenticationUnavailable': '无法显示银行验证页面。请稍后重试。',

  'failure.network': '无法连接到支付服务。请检查网络连接后重试。',
  'failure.generic': '我们这边出现了问题。请稍后重试。',
} satisfies Messages;

export default messages;
