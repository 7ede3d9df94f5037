import type { SavedCardMessages } from './en.js';

/** Indonesian (Bahasa Indonesia). */
const messages = {
  'savedCards.legend': 'Bayar dengan',
  'savedCards.card': '{brand} berakhiran {last4}',
  'savedCards.expires': 'Berlaku hingga {expiry}',
  'savedCards.newCard': 'Kartu baru',
  'savedCards.cvc': 'Kode keamanan untuk {card}',
  'savedCards.remove': 'Hapus',
  'savedCards.removeLabel': 'Hapus {card}',
  'savedCards.removeQuestion': 'Hapus {card} dari kartu tersimpan Anda?',
  'savedCards.removeConfirm': 'Hapus kartu',
  'savedCards.removeCancel': 'Tetap simpan kartu',
  'savedCards.removed': '{card} telah dihapus dari kartu tersimpan Anda.',
  'savedCards.removeFailed': '{card} tidak dapat dihapus. Coba lagi sebentar lagi.',

  'save.label': 'Simpan kartu ini untuk pembayaran berikutnya',
  'save.consent':
    'Kartu Anda disimpan dengan aman oleh penyedia pembayaran kami untuk pembayaran Anda berikutnya. Anda dapat menghapusnya kapan saja.',
  'save.notice': 'Kartu ini akan disimpan di akun Anda untuk pembayaran berikutnya.',

  'setup.busy': 'Menyimpan kartu Anda…',
  'setup.challengeTitle': 'Verifikasi kartu Anda',
  'setup.done': 'Kartu Anda telah disimpan.',

  'stepUp.notice': 'Bank Anda meminta Anda mengonfirmasi pembayaran ini. Periksa kartu di bawah dan lanjutkan.',
  'stepUp.done': 'Pembayaran Anda telah dikonfirmasi.',
} satisfies SavedCardMessages;

export default messages;
