import { authPaths } from '@academy/contract/endpoints';
import type { Invitation, InvitationAcceptBody } from '@academy/contract/invitation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// An imported learner's invitation (decision 0117): read it, then set the password with it.
// The token travels in the body, never in an address the server logs.

export const checkInvitation = (token: string) =>
  api.post<Invitation>(authPaths.invitationCheck, { body: { token }, auth: false });

export const acceptInvitation = (body: InvitationAcceptBody) =>
  api.post<null>(authPaths.invitationAccept, { body, auth: false });

/** Who the invitation is for; a used, expired or unknown one is an error (not retried). */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: ['invitation', token],
    queryFn: () => checkInvitation(token),
    retry: false,
    staleTime: Infinity,
  });

export const useAcceptInvitation = () => useMutation({ mutationFn: acceptInvitation });
