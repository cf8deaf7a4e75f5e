import type { Localized } from './language';

/** Messages of payments and transactions (spread into `messages`). */
export const paymentMessages = {
  paymentItemFree: {
    en: 'This item is free: there is nothing to pay',
    id: 'Item ini gratis: tidak ada yang perlu dibayar',
  },
  paymentItemOwned: {
    en: 'This profile already has this item',
    id: 'Profil ini sudah memiliki item ini',
  },
  paymentItemNotForSale: {
    en: 'This item cannot be bought on its own',
    id: 'Item ini tidak dijual terpisah',
  },
  paymentGatewayUnavailable: {
    en: 'The payment service is not answering right now, please try again in a moment',
    id: 'Layanan pembayaran sedang tidak merespons, silakan coba lagi sebentar lagi',
  },
  paymentSignatureInvalid: {
    en: 'The notification signature is not valid',
    id: 'Tanda tangan notifikasi tidak valid',
  },
  paymentAmountMismatch: {
    en: 'The paid amount does not match the transaction',
    id: 'Jumlah yang dibayar tidak sesuai dengan transaksi',
  },
  transactionNotPending: {
    en: 'Only a transaction that is waiting for payment can be cancelled',
    id: 'Hanya transaksi yang menunggu pembayaran yang dapat dibatalkan',
  },
} as const satisfies Record<string, Localized>;
