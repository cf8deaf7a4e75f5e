import { test } from '@playwright/test';
import { registerEarly } from './support/early-registration';

// Runs once before every spec (the `run start` project): what later specs need to have aged.
test('a registration waits for its code from the start of the run', async ({ request }) => {
  await registerEarly(request);
});
