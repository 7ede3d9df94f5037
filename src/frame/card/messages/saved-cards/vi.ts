import type { SavedCardMessages } from './en.js';

/** Vietnamese (Tiếng Việt). */
const messages = {
  'savedCards.legend': 'Thanh toán bằng',
  'savedCards.card': '{brand} có số cuối {last4}',
  'savedCards.expires': 'Hết hạn {expiry}',
  'savedCards.newCard': 'Thẻ mới',
  'savedCards.cvc': 'Mã bảo mật của {card}',
  'savedCards.remove': 'Xóa',
  'savedCards.removeLabel': 'Xóa {card}',
  'savedCards.removeQuestion': 'Xóa {card} khỏi danh sách thẻ đã lưu?',
  'savedCards.removeConfirm': 'Xóa thẻ',
  'savedCards.removeCancel': 'Giữ thẻ',
  'savedCards.removed': 'Đã xóa {card} khỏi danh sách thẻ đã lưu.',
  'savedCards.removeFailed': 'Không thể xóa {card}. Hãy thử lại sau giây lát.',

  'save.label': 'Lưu thẻ này cho các lần thanh toán sau',
  'save.consent':
    'Nhà cung cấp dịch vụ thanh toán của chúng tôi lưu giữ thẻ của bạn an toàn cho các lần thanh toán tiếp theo. Bạn có thể xóa thẻ bất cứ lúc nào.',
  'save.notice': 'Thẻ này sẽ được lưu vào tài khoản của bạn cho các lần thanh toán sau.',

  'setup.busy': 'Đang lưu thẻ của bạn…',
  'setup.challengeTitle': 'Xác minh thẻ của bạn',
  'setup.done': 'Đã lưu thẻ của bạn.',

  'stepUp.notice': 'Ngân hàng yêu cầu bạn xác nhận khoản thanh toán này. Hãy kiểm tra thẻ bên dưới và tiếp tục.',
  'stepUp.done': 'Khoản thanh toán của bạn đã được xác nhận.',
} satisfies SavedCardMessages;

export default messages;
