/** A demo account that can sign in, as the README publishes it. */
export interface PublishedAccount {
  phoneNumber: string;
  password: string;
}

/**
 * What a seeder asks when it makes a demo account that can sign in: the password to seed it with
 * (decision 0074). `DemoPasswords` (demo-sign-ins.ts) answers it from the list of every such
 * account; the seeders know only this question, so the list may name their accounts without a
 * circle between the files (decision 0137).
 */
export interface SeedPasswords {
  of(account: PublishedAccount): string;
}
