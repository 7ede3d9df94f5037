import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Đang kiểm tra thanh toán của bạn…',
  completed: 'Thanh toán thành công.',
  processing: 'Ngân hàng của bạn vẫn đang xử lý thanh toán…',
  processingTimedOut: 'Ngân hàng của bạn vẫn đang xử lý thanh toán. Bạn sẽ nhận được xác nhận khi hoàn tất; bạn có thể đóng trang này.',
  failed: 'Thanh toán không thành công.',
  failedBecause: 'Thanh toán không thành công: {reason}.',
  notCompleted: 'Thanh toán chưa hoàn tất.',
  requiresAction: 'Quá trình xác thực với ngân hàng của bạn chưa hoàn tất nên bạn chưa bị trừ tiền.',
  canceled: 'Thanh toán đã bị hủy.',
  tryAgain: 'Bạn có thể thử lại.',
  unreadable: 'Chúng tôi không thể tải thông tin của khoản thanh toán này.',
  amount: 'Số tiền: {amount}',
  'reason.authentication_failed': 'ngân hàng của bạn không thể xác nhận đó là bạn',
  'reason.generic_decline': 'thẻ của bạn đã bị từ chối',
  'reason.card_declined': 'thẻ của bạn đã bị từ chối',
  'reason.insufficient_funds': 'thẻ của bạn không đủ số dư',
  'reason.expired_card': 'thẻ của bạn đã hết hạn',
  'reason.incorrect_cvc': 'mã bảo mật của thẻ không đúng',
  setupLoading: 'Đang kiểm tra thẻ của bạn…',
  setupUnreadable: 'Chúng tôi không thể kiểm tra xem thẻ của bạn đã được lưu hay chưa.',
  setupSucceeded: 'Thẻ {brand} kết thúc bằng {last4} của bạn đã được lưu.',
  setupFailed: 'Thẻ của bạn chưa được lưu.',
  setupFailedBecause: 'Thẻ của bạn chưa được lưu: {reason}.',
  setupRequiresAction: 'Quá trình xác thực với ngân hàng của bạn chưa hoàn tất nên thẻ của bạn chưa được lưu.',
} satisfies StatusMessages;

export default messages;
