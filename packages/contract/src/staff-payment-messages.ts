import type { Localized } from './language';

/** Messages of refunds in the staff console (spread into `messages`). */
export const staffPaymentMessages = {
  refundAmountInvalid: {
    en: 'Enter a whole number of rupiah, at least 1',
    id: 'Masukkan jumlah rupiah berupa bilangan bulat, minimal 1',
  },
  refundTooMuch: {
    en: 'The refund cannot be more than what was paid, less earlier refunds',
    id: 'Pengembalian dana tidak boleh melebihi jumlah yang dibayar dikurangi pengembalian sebelumnya',
  },
  refundNotPaid: {
    en: 'This transaction was never paid, so there is nothing to refund',
    id: 'Transaksi ini belum pernah dibayar, jadi tidak ada yang dapat dikembalikan',
  },
  refundAlreadyFull: {
    en: 'This transaction has already been refunded in full',
    id: 'Dana transaksi ini sudah dikembalikan seluruhnya',
  },
  refundNotAllowed: {
    en: 'A transaction in this status cannot be refunded',
    id: 'Transaksi dengan status ini tidak dapat dikembalikan dananya',
  },
  refundInProgress: {
    en: 'Another refund of this transaction is being made; reload in a moment',
    id: 'Pengembalian dana lain untuk transaksi ini sedang diproses; muat ulang sebentar lagi',
  },
  refundGatewayFailed: {
    en: 'The payment gateway did not make the refund. Nothing was changed; try again later',
    id: 'Gateway pembayaran tidak melakukan pengembalian dana. Tidak ada yang diubah; coba lagi nanti',
  },
} as const satisfies Record<string, Localized>;
