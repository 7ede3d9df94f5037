import type { SavedCardMessages } from './en.js';

/** Arabic (العربية). */
const messages = {
  'savedCards.legend': 'الدفع باستخدام',
  'savedCards.card': '{brand} المنتهية بـ {last4}',
  'savedCards.expires': 'تنتهي صلاحيتها في {expiry}',
  'savedCards.newCard': 'بطاقة جديدة',
  'savedCards.cvc': 'رمز الأمان لبطاقة {card}',
  'savedCards.remove': 'إزالة',
  'savedCards.removeLabel': 'إزالة {card}',
  'savedCards.removeQuestion': 'هل تريد إزالة {card} من بطاقاتك المحفوظة؟',
  'savedCards.removeConfirm': 'إزالة البطاقة',
  'savedCards.removeCancel': 'الاحتفاظ بالبطاقة',
  'savedCards.removed': 'تمت إزالة {card} من بطاقاتك المحفوظة.',
  'savedCards.removeFailed': 'تعذّرت إزالة {card}. حاول مرة أخرى بعد قليل.',

  'save.label': 'احفظ هذه البطاقة للمدفوعات المستقبلية',
  'save.consent': 'يحفظ مزوّد خدمة الدفع لدينا بطاقتك بأمان لمدفوعاتك القادمة. يمكنك إزالتها في أي وقت.',
  'save.notice': 'سيتم حفظ هذه البطاقة في حسابك للمدفوعات المستقبلية.',

  'setup.busy': 'جارٍ حفظ بطاقتك…',
  'setup.challengeTitle': 'تحقّق من بطاقتك',
  'setup.done': 'تم حفظ بطاقتك.',

  'stepUp.notice': 'يطلب منك البنك تأكيد هذه الدفعة. تحقّق من البطاقة أدناه وتابع.',
  'stepUp.done': 'تم تأكيد دفعتك.',
} satisfies SavedCardMessages;

export default messages;
