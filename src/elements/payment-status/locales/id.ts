import type { StatusMessages } from '../messages.js';

const messages = {
  loading: 'Memeriksa pembayaran Anda…',
  completed: 'Pembayaran berhasil.',
  processing: 'Bank Anda masih memproses pembayaran…',
  processingTimedOut: 'Bank Anda masih memproses pembayaran. Anda akan menerima konfirmasi setelah selesai; Anda dapat menutup halaman ini.',
  failed: 'Pembayaran gagal.',
  failedBecause: 'Pembayaran gagal: {reason}.',
  notCompleted: 'Pembayaran tidak selesai.',
  requiresAction: 'Autentikasi dengan bank Anda belum selesai, jadi tidak ada dana yang ditarik.',
  canceled: 'Pembayaran dibatalkan.',
  tryAgain: 'Anda dapat mencoba lagi.',
  unreadable: 'Kami tidak dapat memuat data pembayaran ini.',
  amount: 'Jumlah: {amount}',
  'reason.authentication_failed': 'bank Anda tidak dapat memastikan bahwa itu Anda',
  'reason.generic_decline': 'kartu Anda ditolak',
  'reason.card_declined': 'kartu Anda ditolak',
  'reason.insufficient_funds': 'saldo kartu Anda tidak mencukupi',
  'reason.expired_card': 'kartu Anda sudah kedaluwarsa',
  'reason.incorrect_cvc': 'kode keamanan kartu salah',
  setupLoading: 'Memeriksa kartu Anda…',
  setupUnreadable: 'Kami tidak dapat memeriksa apakah kartu Anda telah disimpan.',
  setupSucceeded: 'Kartu {brand} Anda yang berakhiran {last4} telah disimpan.',
  setupFailed: 'Kartu Anda tidak disimpan.',
  setupFailedBecause: 'Kartu Anda tidak disimpan: {reason}.',
  setupRequiresAction: 'Autentikasi dengan bank Anda belum selesai, jadi kartu Anda tidak disimpan.',
} satisfies StatusMessages;

export default messages;
