import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'جارٍ التحقق من عملية الدفع…',
  completed: 'تمت عملية الدفع بنجاح.',
  processing: 'لا يزال بنكك يعالج عملية الدفع…',
  processingTimedOut: 'لا يزال بنكك يعالج عملية الدفع. ستتلقى تأكيدًا عند اكتمالها، ويمكنك إغلاق هذه الصفحة.',
  failed: 'فشلت عملية الدفع.',
  failedBecause: 'فشلت عملية الدفع: {reason}.',
  notCompleted: 'لم تكتمل عملية الدفع.',
  requiresAction: 'لم تكتمل المصادقة لدى بنكك، لذلك لم يُخصم أي مبلغ.',
  canceled: 'تم إلغاء عملية الدفع.',
  tryAgain: 'يمكنك المحاولة مرة أخرى.',
  unreadable: 'تعذّر تحميل بيانات عملية الدفع هذه.',
  amount: 'المبلغ: {amount}',
  'reason.authentication_failed': 'لم يتمكن بنكك من التأكد من هويتك',
  'reason.generic_decline': 'تم رفض بطاقتك',
  'reason.card_declined': 'تم رفض بطاقتك',
  'reason.insufficient_funds': 'رصيد بطاقتك غير كافٍ',
  'reason.expired_card': 'انتهت صلاحية بطاقتك',
  'reason.incorrect_cvc': 'كان رمز الأمان للبطاقة غير صحيح',
  setupLoading: 'جارٍ التحقق من بطاقتك…',
  setupUnreadable: 'تعذّر التحقق مما إذا كانت بطاقتك قد حُفظت.',
  setupSucceeded: 'تم حفظ بطاقة {brand} المنتهية بالأرقام {last4}.',
  setupFailed: 'لم يتم حفظ بطاقتك.',
  setupFailedBecause: 'لم يتم حفظ بطاقتك: {reason}.',
  setupRequiresAction: 'لم تكتمل المصادقة لدى بنكك، لذلك لم يتم حفظ بطاقتك.',
} satisfies StatusMessages;

export default messages;
