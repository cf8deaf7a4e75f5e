// The entry of uploaded media behind a storage interface, and signed addresses.
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './bucket-check';
export * from './copy-into-store';
export * from './create-media-storage';
export * from './media-service';
export * from './media-signer';
export * from './media-storage';
export * from './media-type';
export * from './migrate-media';
// The S3 store's client loads only where media live in a store (create-media-storage.ts, decision 0187).
export type { S3MediaStorage } from './s3-media-storage';
