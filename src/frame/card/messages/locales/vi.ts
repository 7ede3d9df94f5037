import type { Messages } from './en.js';

/** Vietnamese (Tiếng Việt). */
const messages = {
  'document.title': 'Thông tin thẻ',

  'label.number': 'Số thẻ',
  'label.expiry': 'Ngày hết hạn',
  'label.cvc': 'Mã bảo mật',
  'label.name': 'Tên in trên thẻ',
  'label.postalCode': 'Mã bưu chính',

  'placeholder.number': '1234 1234 1234 1234',
  // Vietnamese card forms keep the MM / YY printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': 'Chọn tổ chức thẻ',

  'error.incomplete_number': 'Số thẻ của bạn chưa đầy đủ.',
  'error.invalid_number': 'Số thẻ của bạn không hợp lệ.',
  'error.incomplete_expiry': 'Ngày hết hạn của thẻ chưa đầy đủ.',
  'error.invalid_expiry_month': 'Tháng hết hạn của thẻ không hợp lệ.',
  'error.invalid_expiry_year': 'Năm hết hạn của thẻ không hợp lệ.',
  'error.invalid_expiry_year_past': 'Ngày hết hạn của thẻ đã qua.',
  'error.incomplete_cvc': 'Mã bảo mật của thẻ chưa đầy đủ.',
  'error.invalid_cvc': 'Mã bảo mật của thẻ không hợp lệ.',
  'error.incomplete_name': 'Nhập tên in trên thẻ của bạn.',
  'error.incomplete_postal_code': 'Mã bưu chính của bạn chưa đầy đủ.',
  'error.invalid_postal_code': 'Mã bưu chính của bạn không hợp lệ.',

  'decline.generic_decline': 'Thẻ của bạn đã bị từ chối. Hãy thử thẻ khác hoặc liên hệ với ngân hàng của bạn.',
  'decline.insufficient_funds': 'Thẻ của bạn không đủ số dư. Hãy thử thẻ khác.',
  'decline.expired_card': 'Thẻ của bạn đã hết hạn. Hãy kiểm tra ngày hết hạn hoặc dùng thẻ khác.',
  'decline.incorrect_cvc': 'Mã bảo mật của thẻ không đúng. Hãy kiểm tra và thử lại.',
  'decline.invalid_cvc': 'Mã bảo mật của thẻ không hợp lệ. Hãy kiểm tra và thử lại.',
  'decline.incorrect_number': 'Số thẻ của bạn không đúng. Hãy kiểm tra và thử lại.',
  'decline.invalid_expiry_month': 'Tháng hết hạn của thẻ không hợp lệ. Hãy kiểm tra và thử lại.',
  'decline.invalid_expiry_year': 'Năm hết hạn của thẻ không hợp lệ. Hãy kiểm tra và thử lại.',
  'decline.authentication_failed': 'Chúng tôi không thể xác minh thẻ của bạn. Hãy thử lại hoặc dùng thẻ khác.',

  'hint.cvc': 'Mã bảo mật nằm ở đâu?',
  'hint.cvc.back': 'Mã bảo mật gồm 3 chữ số nằm ở mặt sau thẻ, cạnh chữ ký.',
  'hint.cvc.front': 'Mã bảo mật gồm 4 chữ số nằm ở mặt trước thẻ, phía trên số thẻ.',
  'brand.accepted': 'Thẻ được chấp nhận',
  'state.busy': 'Đang xử lý thanh toán của bạn…',

  'challenge.title': 'Xác nhận thanh toán',
  'challenge.close': 'Hủy xác thực',
  'challenge.frame': 'Trang xác thực của ngân hàng bạn',
  'challenge.loading': 'Đang kết nối với ngân hàng của bạn…',
  'failure.authenticationCanceled': 'Đã hủy xác thực. Bạn có thể thử lại.',
  'failure.authenticationUnavailable': 'Không thể hiển thị trang xác thực của ngân hàng. Vui lòng thử lại sau giây lát.',

  'failure.network': 'Không thể kết nối với dịch vụ thanh toán. Hãy kiểm tra kết nối mạng và thử lại.',
  'failure.generic': 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại sau giây lát.',
} satisfies Messages;

export default messages;
