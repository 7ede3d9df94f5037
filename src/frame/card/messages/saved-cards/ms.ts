import type { SavedCardMessages } from './en.js';

/** Malay (Bahasa Melayu). */
const messages = {
  'savedCards.legend': 'Bayar dengan',
  'savedCards.card': '{brand} berakhir dengan {last4}',
  'savedCards.expires': 'Tamat tempoh {expiry}',
  'savedCards.newCard': 'Kad baharu',
  'savedCards.cvc': 'Kod keselamatan untuk {card}',
  'savedCards.remove': 'Alih keluar',
  'savedCards.removeLabel': 'Alih keluar {card}',
  'savedCards.removeQuestion': 'Alih keluar {card} daripada kad tersimpan anda?',
  'savedCards.removeConfirm': 'Alih keluar kad',
  'savedCards.removeCancel': 'Kekalkan kad',
  'savedCards.removed': '{card} telah dialih keluar daripada kad tersimpan anda.',
  'savedCards.removeFailed': '{card} tidak dapat dialih keluar. Cuba lagi sebentar lagi.',

  'save.label': 'Simpan kad ini untuk pembayaran akan datang',
  'save.consent':
    'Kad anda disimpan dengan selamat oleh penyedia pembayaran kami untuk pembayaran anda yang seterusnya. Anda boleh mengalih keluarnya pada bila-bila masa.',
  'save.notice': 'Kad ini akan disimpan dalam akaun anda untuk pembayaran akan datang.',

  'setup.busy': 'Menyimpan kad anda…',
  'setup.challengeTitle': 'Sahkan kad anda',
  'setup.done': 'Kad anda telah disimpan.',

  'stepUp.notice': 'Bank anda meminta anda mengesahkan pembayaran ini. Semak kad di bawah dan teruskan.',
  'stepUp.done': 'Pembayaran anda telah disahkan.',
} satisfies SavedCardMessages;

export default messages;
