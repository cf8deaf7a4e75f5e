import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The newest code sent to a phone number or e-mail, read from the dev outbox
 * (GET /api/v1/dev/outbox?to=…, newest first). Waits for it to arrive; `after` skips codes
 * that existed before (e.g. when a new one was asked for).
 */
export async function readCode(
  request: APIRequestContext,
  to: string,
  { purpose, after }: { purpose?: string; after?: string } = {},
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox', { params: { to } });
        if (!response.ok()) return '';
        const body = (await response.json()) as { data: { code: string; purpose: string }[] };
        const match = body.data.find((message) => !purpose || message.purpose === purpose);
        code = match && match.code !== after ? match.code : '';
        return code;
      },
      { message: `a code sent to ${to}`, timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
