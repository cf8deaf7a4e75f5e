// The entry of payments: gateways, transactions, QRIS, staff transactions.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './create-payments';
export * from './payment-gateway';
export * from './payment-items';
export * from './payment-service';
export * from './qris-payload';
export * from './sandbox-gateway';
export * from './staff-transactions-service';
