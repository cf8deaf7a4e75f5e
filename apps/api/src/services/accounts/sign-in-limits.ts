// How many wrong sign-ins and password checks an account, an address and a device may make (decision 0077).

/**
 * Sign-in failures allowed in 15 minutes (decision 0077): per phone number from one client address,
 * per client address, per phone number over every address, and per known device.
 */
export const signInLimits = { perPhoneAndAddress: 5, perAddress: 20, perPhone: 30, perDevice: 5 } as const;

/** The counter key of a phone number's sign-in failures; per-address keys extend it. */
export const signInPhoneKey = (phoneNumber: string) => `signin:${phoneNumber}`;

/** The counters a sign-in failure adds to: per device when the client is a known one, else per address and phone. */
export function signInCounters(phoneNumber: string, client: { address: string; deviceId: string | null }) {
  if (client.deviceId) {
    return [{ key: `signin-device:${client.deviceId}`, limit: signInLimits.perDevice, clearOnSuccess: true }];
  }
  return [
    {
      key: `${signInPhoneKey(phoneNumber)}@${client.address}`,
      limit: signInLimits.perPhoneAndAddress,
      clearOnSuccess: true,
    },
    { key: `address:${client.address}`, limit: signInLimits.perAddress },
    { key: signInPhoneKey(phoneNumber), limit: signInLimits.perPhone },
  ];
}
/** Wrong current passwords allowed per account in 15 minutes (phone, e-mail, password change). */
export const passwordCheckLimit = 5;
