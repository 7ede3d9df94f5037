import type { Messages } from './en.js';

/** Malay (Bahasa Melayu). */
const messages = {
  'document.title': 'Butiran kad',

  'label.number': 'Nombor kad',
  'label.expiry': 'Tarikh luput',
  'label.cvc': 'Kod keselamatan',
  'label.name': 'Nama pada kad',
  'label.postalCode': 'Poskod',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'BB / TT',

  'brand.detected': '{brand}',
  'brand.legend': 'Pilih rangkaian kad',

  'error.incomplete_number': 'Nombor kad anda tidak lengkap.',
  'error.invalid_number': 'Nombor kad anda tidak sah.',
  'error.incomplete_expiry': 'Tarikh luput kad anda tidak lengkap.',
  'error.invalid_expiry_month': 'Bulan luput kad anda tidak sah.',
  'error.invalid_expiry_year': 'Tahun luput kad anda tidak sah.',
  'error.invalid_expiry_year_past': 'Tarikh luput kad anda telah berlalu.',
  'error.incomplete_cvc': 'Kod keselamatan kad anda tidak lengkap.',
  'error.invalid_cvc': 'Kod keselamatan kad anda tidak sah.',
  'error.incomplete_name': 'Masukkan nama seperti yang tertera pada kad anda.',
  'error.incomplete_postal_code': 'Poskod anda tidak lengkap.',
  'error.invalid_postal_code': 'Poskod anda tidak sah.',

  'decline.generic_decline': 'Kad anda telah ditolak. Cuba kad lain atau hubungi bank anda.',
  'decline.insufficient_funds': 'Baki kad anda tidak mencukupi. Cuba kad lain.',
  'decline.expired_card': 'Kad anda telah tamat tempoh. Semak tarikh luput atau gunakan kad lain.',
  'decline.incorrect_cvc': 'Kod keselamatan kad anda salah. Semak dan cuba lagi.',
  'decline.invalid_cvc': 'Kod keselamatan kad anda tidak sah. Semak dan cuba lagi.',
  'decline.incorrect_number': 'Nombor kad anda salah. Semak dan cuba lagi.',
  'decline.invalid_expiry_month': 'Bulan luput kad anda tidak sah. Semak dan cuba lagi.',
  'decline.invalid_expiry_year': 'Tahun luput kad anda tidak sah. Semak dan cuba lagi.',
  'decline.authentication_failed': 'Kami tidak dapat mengesahkan kad anda. Cuba lagi atau gunakan kad lain.',

  'hint.cvc': 'Di manakah kod keselamatan?',
  'hint.cvc.back': 'Kod keselamatan 3 digit terletak di belakang kad anda, di sebelah tandatangan.',
  'hint.cvc.front': 'Kod keselamatan 4 digit terletak di hadapan kad anda, di atas nombor kad.',
  'brand.accepted': 'Kad yang diterima',
  'state.busy': 'Memproses pembayaran anda…',

  'challenge.title': 'Sahkan pembayaran anda',
  'challenge.close': 'Batalkan pengesahan',
  'challenge.frame': 'Halaman pengesahan bank anda',
  'challenge.loading': 'Menghubungi bank anda…',
  'failure.authenticationCanceled': 'Pengesahan telah dibatalkan. Anda boleh cuba lagi.',
  'failure.authenticationUnavailable': 'Halaman pengesahan bank anda tidak dapat dipaparkan. Cuba lagi sebentar nanti.',

  'failure.network': 'Kami tidak dapat menghubungi perkhidmatan pembayaran. Semak sambungan anda dan cuba lagi.',
  'failure.generic': 'Berlaku ralat di pihak kami. Cuba lagi sebentar nanti.',
} satisfies Messages;

export default messages;
