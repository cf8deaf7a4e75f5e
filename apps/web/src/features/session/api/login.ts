import type { LoginBody } from '@academy/contract/auth';
import { authPaths } from '@academy/contract/endpoints';
import type { SignedInUser } from '@academy/contract/user';
import { unverifiedDataSchema } from '@academy/contract/user';
import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api-client';
import { session } from '../../../lib/session';

export const login = (body: LoginBody) => api.post<SignedInUser>(authPaths.login, { body, auth: false });

/** The account exists but waits for its code (403 with data.userId). */
export function unverifiedUserId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== 403) return null;
  const parsed = unverifiedDataSchema.safeParse(error.data);
  return parsed.success ? parsed.data.userId : null;
}

/** Sign-in: success stores the user; failure clears it and keeps the server's message. */
export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (user) => session.loginSucceeded(user),
    onError: (error) => session.loginFailed(error.message),
  });
