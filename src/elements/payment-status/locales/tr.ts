import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Ödemeniz kontrol ediliyor…',
  completed: 'Ödeme tamamlandı.',
  processing: 'Bankanız ödemeyi hâlâ işliyor…',
  processingTimedOut: 'Bankanız ödemeyi hâlâ işliyor. İşlem tamamlandığında bir onay alacaksınız; bu sayfayı kapatabilirsiniz.',
  failed: 'Ödeme başarısız oldu.',
  failedBecause: 'Ödeme başarısız oldu: {reason}.',
  notCompleted: 'Ödeme tamamlanmadı.',
  requiresAction: 'Bankanızla doğrulama tamamlanmadığı için herhangi bir ücret alınmadı.',
  canceled: 'Ödeme iptal edildi.',
  tryAgain: 'Tekrar deneyebilirsiniz.',
  unreadable: 'Bu ödemenin bilgileri alınamadı.',
  amount: 'Tutar: {amount}',
  'reason.authentication_failed': 'bankanız kimliğinizi doğrulayamadı',
  'reason.generic_decline': 'kartınız reddedildi',
  'reason.card_declined': 'kartınız reddedildi',
  'reason.insufficient_funds': 'kartınızın bakiyesi yetersiz',
  'reason.expired_card': 'kartınızın süresi dolmuş',
  'reason.incorrect_cvc': 'kartın güvenlik kodu hatalıydı',
  setupLoading: 'Kartınız kontrol ediliyor…',
  setupUnreadable: 'Kartınızın kaydedilip kaydedilmediği kontrol edilemedi.',
  setupSucceeded: 'Sonu {last4} ile biten {brand} kartınız kaydedildi.',
  setupFailed: 'Kartınız kaydedilmedi.',
  setupFailedBecause: 'Kartınız kaydedilmedi: {reason}.',
  setupRequiresAction: 'Bankanızla doğrulama tamamlanmadığı için kartınız kaydedilmedi.',
} satisfies StatusMessages;

export default messages;
