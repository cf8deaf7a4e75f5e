// The entry of Web Push: the devices of each profile and the sender (decision 0155).
// Other folders use the domain through this file only (decision 0130); its own files import each other.
export * from './push-notifier';
export * from './push-sender';
export * from './push-subscription-service';
