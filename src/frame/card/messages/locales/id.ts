import type { Messages } from './en.js';

/** Indonesian (Bahasa Indonesia). */
const messages = {
  'document.title': 'Detail kartu',

  'label.number': 'Nomor kartu',
  'label.expiry': 'Tanggal kedaluwarsa',
  'label.cvc': 'Kode keamanan',
  'label.name': 'Nama pada kartu',
  'label.postalCode': 'Kode pos',

  'placeholder.number': '1234 1234 1234 1234',
  'placeholder.expiry': 'BB / TT',

  'brand.detected': '{brand}',
  'brand.legend': 'Pilih jaringan kartu',

  'error.incomplete_number': 'Nomor kartu Anda tidak lengkap.',
  'error.invalid_number': 'Nomor kartu Anda tidak valid.',
  'error.incomplete_expiry': 'Tanggal kedaluwarsa kartu Anda tidak lengkap.',
  'error.invalid_expiry_month': 'Bulan kedaluwarsa kartu Anda tidak valid.',
  'error.invalid_expiry_year': 'Tahun kedaluwarsa kartu Anda tidak valid.',
  'error.invalid_expiry_year_past': 'Tanggal kedaluwarsa kartu Anda sudah lewat.',
  'error.incomplete_cvc': 'Kode keamanan kartu Anda tidak lengkap.',
  'error.invalid_cvc': 'Kode keamanan kartu Anda tidak valid.',
  'error.incomplete_name': 'Masukkan nama yang tertera pada kartu Anda.',
  'error.incomplete_postal_code': 'Kode pos Anda tidak lengkap.',
  'error.invalid_postal_code': 'Kode pos Anda tidak valid.',

  'decline.generic_decline': 'Kartu Anda ditolak. Coba kartu lain atau hubungi bank Anda.',
  'decline.insufficient_funds': 'Saldo kartu Anda tidak mencukupi. Coba kartu lain.',
  'decline.expired_card': 'Kartu Anda sudah kedaluwarsa. Periksa tanggal kedaluwarsa atau gunakan kartu lain.',
  'decline.incorrect_cvc': 'Kode keamanan kartu Anda salah. Periksa kembali, lalu coba lagi.',
  'decline.invalid_cvc': 'Kode keamanan kartu Anda tidak valid. Periksa kembali, lalu coba lagi.',
  'decline.incorrect_number': 'Nomor kartu Anda salah. Periksa kembali, lalu coba lagi.',
  'decline.invalid_expiry_month': 'Bulan kedaluwarsa kartu Anda tidak valid. Periksa kembali, lalu coba lagi.',
  'decline.invalid_expiry_year': 'Tahun kedaluwarsa kartu Anda tidak valid. Periksa kembali, lalu coba lagi.',
  'decline.authentication_failed': 'Kami tidak dapat memverifikasi kartu Anda. Coba lagi atau gunakan kartu lain.',

  'hint.cvc': 'Di mana kode keamanannya?',
  'hint.cvc.back': 'Kode keamanan 3 digit ada di bagian belakang kartu Anda, di samping tanda tangan.',
  'hint.cvc.front': 'Kode keamanan 4 digit ada di bagian depan kartu Anda, di atas nomor kartu.',
  'brand.accepted': 'Kartu yang diterima',
  'state.busy': 'Memproses pembayaran Anda…',

  'challenge.title': 'Konfirmasi pembayaran Anda',
  'challenge.close': 'Batalkan autentikasi',
  'challenge.frame': 'Halaman autentikasi bank Anda',
  'challenge.loading': 'Menghubungi bank Anda…',
  'failure.authenticationCanceled': 'Autentikasi dibatalkan. Anda dapat mencoba lagi.',
  'failure.authenticationUnavailable': 'Halaman autentikasi bank Anda tidak dapat ditampilkan. Coba kembali dalam beberapa saat.',

  'failure.network': 'Kami tidak dapat terhubung ke layanan pembayaran. Periksa koneksi Anda, lalu coba lagi.',
  'failure.generic': 'Terjadi kesalahan di pihak kami. Coba kembali dalam beberapa saat.',
} satisfies Messages;

export default messages;
