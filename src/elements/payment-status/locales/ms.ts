import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Menyemak pembayaran anda…',
  completed: 'Pembayaran berjaya.',
  processing: 'Bank anda masih memproses pembayaran…',
  processingTimedOut: 'Bank anda masih memproses pembayaran. Anda akan menerima pengesahan apabila selesai; anda boleh menutup halaman ini.',
  failed: 'Pembayaran gagal.',
  failedBecause: 'Pembayaran gagal: {reason}.',
  notCompleted: 'Pembayaran tidak selesai.',
  requiresAction: 'Pengesahan dengan bank anda tidak selesai, jadi tiada bayaran dikenakan.',
  canceled: 'Pembayaran telah dibatalkan.',
  tryAgain: 'Anda boleh cuba lagi.',
  unreadable: 'Kami tidak dapat memuatkan butiran pembayaran ini.',
  amount: 'Jumlah: {amount}',
  'reason.authentication_failed': 'bank anda tidak dapat mengesahkan bahawa itu anda',
  'reason.generic_decline': 'kad anda telah ditolak',
  'reason.card_declined': 'kad anda telah ditolak',
  'reason.insufficient_funds': 'baki kad anda tidak mencukupi',
  'reason.expired_card': 'kad anda telah tamat tempoh',
  'reason.incorrect_cvc': 'kod keselamatan kad salah',
  setupLoading: 'Menyemak kad anda…',
  setupUnreadable: 'Kami tidak dapat menyemak sama ada kad anda telah disimpan.',
  setupSucceeded: 'Kad {brand} anda yang berakhir dengan {last4} telah disimpan.',
  setupFailed: 'Kad anda tidak disimpan.',
  setupFailedBecause: 'Kad anda tidak disimpan: {reason}.',
  setupRequiresAction: 'Pengesahan dengan bank anda tidak selesai, jadi kad anda tidak disimpan.',
} satisfies StatusMessages;

export default messages;
