import type { Messages } from './en.js';

/** Arabic (العربية). */
const messages = {
  'document.title': 'بيانات البطاقة',

  'label.number': 'رقم البطاقة',
  'label.expiry': 'تاريخ انتهاء الصلاحية',
  'label.cvc': 'رمز الأمان',
  'label.name': 'الاسم على البطاقة',
  'label.postalCode': 'الرمز البريدي',

  'placeholder.number': '1234 1234 1234 1234',
  // The expiry field stays left to right, as printed on the card.
  'placeholder.expiry': 'MM / YY',

  'brand.detected': '{brand}',
  'brand.legend': 'اختر شبكة البطاقة',

  'error.incomplete_number': 'رقم بطاقتك غير مكتمل.',
  'error.invalid_number': 'رقم بطاقتك غير صالح.',
  'error.incomplete_expiry': 'تاريخ انتهاء صلاحية بطاقتك غير مكتمل.',
  'error.invalid_expiry_month': 'شهر انتهاء صلاحية بطاقتك غير صالح.',
  'error.invalid_expiry_year': 'سنة انتهاء صلاحية بطاقتك غير صالحة.',
  'error.invalid_expiry_year_past': 'تاريخ انتهاء صلاحية بطاقتك قد مضى.',
  'error.incomplete_cvc': 'رمز الأمان لبطاقتك غير مكتمل.',
  'error.invalid_cvc': 'رمز الأمان لبطاقتك غير صالح.',
  'error.incomplete_name': 'أدخل الاسم كما هو مكتوب على بطاقتك.',
  'error.incomplete_postal_code': 'الرمز البريدي غير مكتمل.',
  'error.invalid_postal_code': 'الرمز البريدي غير صالح.',

  'decline.generic_decline': 'تم رفض بطاقتك. جرّب بطاقة أخرى أو تواصل مع البنك المُصدِر لبطاقتك.',
  'decline.insufficient_funds': 'رصيد بطاقتك غير كافٍ. جرّب بطاقة أخرى.',
  'decline.expired_card': 'انتهت صلاحية بطاقتك. تحقّق من تاريخ انتهاء الصلاحية أو استخدم بطاقة أخرى.',
  'decline.incorrect_cvc': 'رمز الأمان لبطاقتك غير صحيح. تحقّق منه وحاول مرة أخرى.',
  'decline.invalid_cvc': 'رمز الأمان لبطاقتك غير صالح. تحقّق منه وحاول مرة أخرى.',
  'decline.incorrect_number': 'رقم بطاقتك غير صحيح. تحقّق منه وحاول مرة أخرى.',
  'decline.invalid_expiry_month': 'شهر انتهاء صلاحية بطاقتك غير صالح. تحقّق منه وحاول مرة أخرى.',
  'decline.invalid_expiry_year': 'سنة انتهاء صلاحية بطاقتك غير صالحة. تحقّق منها وحاول مرة أخرى.',
  'decline.authentication_failed': 'تعذّر علينا التحقق من بطاقتك. حاول مرة أخرى أو استخدم بطاقة أخرى.',

  'hint.cvc': 'أين أجد رمز الأمان؟',
  'hint.cvc.back': 'رمز الأمان المكوّن من 3 أرقام موجود على ظهر بطاقتك، بجوار التوقيع.',
  'hint.cvc.front': 'رمز الأمان المكوّن من 4 أرقام موجود على وجه بطاقتك، فوق رقم البطاقة.',
  'brand.accepted': 'البطاقات المقبولة',
  'state.busy': 'جارٍ معالجة دفعتك…',

  'challenge.title': 'أكّد عملية الدفع',
  'challenge.close': 'إلغاء المصادقة',
  'challenge.frame': 'صفحة المصادقة الخاصة ببنكك',
  'challenge.loading': 'جارٍ الاتصال ببنكك…',
  'failure.authenticationCanceled': 'تم إلغاء المصادقة. يمكنك المحاولة مرة أخرى.',
  'failure.authenticationUnavailable': 'تعذّر عرض صفحة المصادقة الخاصة ببنكك. حاول مرة أخرى بعد قليل.',

  'failure.network': 'تعذّر الوصول إلى خدمة الدفع. تحقّق من اتصالك بالإنترنت وحاول مرة أخرى.',
  'failure.generic': 'حدث خطأ من جهتنا. حاول مرة أخرى بعد قليل.',
} satisfies Messages;

export default messages;
