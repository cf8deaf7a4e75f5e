import { expect, type APIRequestContext } from '@playwright/test';

interface OutboxMessage {
  code: string;
  purpose: string;
  body: string;
}

/**
 * Waits for the dev outbox (GET /api/v1/dev/outbox?to=…, newest first) to hold what `pick` finds
 * in the messages sent to a phone number or e-mail, matching `expected`; answers it.
 */
async function pollOutbox(
  request: APIRequestContext,
  to: string,
  pick: (messages: OutboxMessage[]) => string,
  { what, expected }: { what: string; expected: RegExp },
): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/v1/dev/outbox', { params: { to } });
        if (!response.ok()) return '';
        found = pick(((await response.json()) as { data: OutboxMessage[] }).data);
        return found;
      },
      { message: `${what} sent to ${to}`, timeout: 10_000 },
    )
    .toMatch(expected);
  return found;
}

/**
 * The newest code sent to a phone number or e-mail, read from the dev outbox. Waits for it to
 * arrive; `after` skips codes that existed before (e.g. when a new one was asked for).
 */
export function readCode(
  request: APIRequestContext,
  to: string,
  { purpose, after }: { purpose?: string; after?: string } = {},
): Promise<string> {
  return pollOutbox(
    request,
    to,
    (messages) => {
      const match = messages.find((message) => !purpose || message.purpose === purpose);
      return match && match.code !== after ? match.code : '';
    },
    { what: 'a code', expected: /^\d{6}$/ },
  );
}

/**
 * The path of the newest invitation to set a password sent to a phone number or e-mail (an
 * imported learner's, decision 0117), read from the notice's text in the dev outbox.
 */
export function readInvitationPath(request: APIRequestContext, to: string): Promise<string> {
  return pollOutbox(
    request,
    to,
    (messages) =>
      messages
        .filter((message) => message.purpose === 'notice')
        .map((message) => /\/invitation\/[\w-]+/.exec(message.body)?.[0])
        .find(Boolean) ?? '',
    { what: 'an invitation', expected: /^\/invitation\/[\w-]+$/ },
  );
}
