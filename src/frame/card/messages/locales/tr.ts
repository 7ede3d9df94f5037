import type { Messages } from './en.js';

/** Turkish (Türkçe). */
const messages = {
  'document.title': 'Kart bilgileri',

  'label.number': 'Kart numarası',
  'label.expiry': 'Son kullanma tarihi',
  'label.cvc': 'Güvenlik kodu',
  'label.name': 'Kart üzerindeki ad',
  'label.postalCode': 'Posta kodu',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'AA / YY',

  'brand.detected': '{brand}',
  'brand.legend': 'Kart ağını seçin',

  'error.incomplete_number': 'Kart numaranız eksik.',
  'error.invalid_number': 'Kart numaranız geçersiz.',
  'error.incomplete_expiry': 'Kartınızın son kullanma tarihi eksik.',
  'error.invalid_expiry_month': 'Kartınızın son kullanma ayı geçersiz.',
  'error.invalid_expiry_year': 'Kartınızın son kullanma yılı geçersiz.',
  'error.invalid_expiry_year_past': 'Kartınızın son kullanma tarihi geçmiş.',
  'error.incomplete_cvc': 'Kartınızın güvenlik kodu eksik.',
  'error.invalid_cvc': 'Kartınızın güvenlik kodu geçersiz.',
  'error.incomplete_name': 'Kartınızın üzerinde yazan adı girin.',
  'error.incomplete_postal_code': 'Posta kodunuz eksik.',
  'error.invalid_postal_code': 'Posta kodunuz geçersiz.',

  'decline.generic_decline': 'Kartınız reddedildi. Başka bir kart deneyin veya bankanızla iletişime geçin.',
  'decline.insufficient_funds': 'Kartınızın bakiyesi yetersiz. Başka bir kart deneyin.',
  'decline.expired_card': 'Kartınızın süresi dolmuş. Son kullanma tarihini kontrol edin veya başka bir kart kullanın.',
  'decline.incorrect_cvc': 'Kartınızın güvenlik kodu hatalı. Kontrol edip tekrar deneyin.',
  'decline.invalid_cvc': 'Kartınızın güvenlik kodu geçersiz. Kontrol edip tekrar deneyin.',
  'decline.incorrect_number': 'Kart numaranız hatalı. Kontrol edip tekrar deneyin.',
  'decline.invalid_expiry_month': 'Kartınızın son kullanma ayı geçersiz. Kontrol edip tekrar deneyin.',
  'decline.invalid_expiry_year': 'Kartınızın son kullanma yılı geçersiz. Kontrol edip tekrar deneyin.',
  'decline.authentication_failed': 'Kartınızı doğrulayamadık. Tekrar deneyin veya başka bir kart kullanın.',

  'hint.cvc': 'Güvenlik kodu nerede?',
  'hint.cvc.back': '3 haneli güvenlik kodu, kartınızın arka yüzünde imzanın yanında yer alır.',
  'hint.cvc.front': '4 haneli güvenlik kodu, kartınızın ön yüzünde kart numarasının üstünde yer alır.',
  'brand.accepted': 'Kabul edilen kartlar',
  'state.busy': 'Ödemeniz işleniyor…',

  'challenge.title': 'Ödemenizi onaylayın',
  'challenge.close': 'Doğrulamayı iptal et',
  'challenge.frame': 'Bankanızın doğrulama sayfası',
  'challenge.loading': 'Bankanıza bağlanılıyor…',
  'failure.authenticationCanceled': 'Doğrulama iptal edildi. Tekrar deneyebilirsiniz.',
  'failure.authenticationUnavailable': 'Bankanızın doğrulama sayfası gösterilemedi. Biraz sonra tekrar deneyin.',

  'failure.network': 'Ödeme hizmetine ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.',
  'failure.generic': 'Bizden kaynaklanan bir sorun oluştu. Biraz sonra tekrar deneyin.',
} satisfies Messages;

export default messages;
