import type { App } from '../../src/app';
import { bearer } from './account-factory';

type Method = 'GET' | 'POST' | 'PUT';

/** An answer's `data`. */
export const data = <T>(response: { json(): unknown }) => (response.json() as { data: T }).data;

/**
 * Exam calls as a learner (answers in English): `learner()` names the sign-in's token and the
 * profile acted as once the tests' `beforeAll` has made them; a call may name another token.
 */
export function examCalls(app: App, learner: () => { token: string; profileId: string }) {
  const call = (method: Method, url: string, payload?: object, token = learner().token) =>
    app.inject({
      method,
      url,
      headers: { ...bearer(token), 'accept-language': 'en' },
      ...(payload ? { payload } : {}),
    });
  const start = (examId: string, body: object = {}, token?: string) =>
    call('POST', `/api/v1/exams/${examId}/attempts`, { profileId: learner().profileId, ...body }, token);
  return { call, start };
}
