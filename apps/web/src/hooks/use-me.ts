import type { Me } from '@academy/contract/profile';
import { userPaths } from '@academy/contract/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { useSession } from '../lib/session';
import { writeStored } from '../lib/storage';

// The signed-in account and its profiles (GET /user/me): read by the dashboard, the profile
// picker and settings, so it lives in hooks/. Mutations that change the user or a profile
// invalidate `getMeQueryOptions().queryKey`.
export const getMe = async (): Promise<Me> => {
  const me = await api.get<Me>(userPaths.me);
  // The user detail is also kept in the browser (spec §3: id and profiles).
  writeStored('userDetail', { id: me.user.id, profiles: me.profiles });
  return me;
};

export const getMeQueryOptions = () => queryOptions({ queryKey: ['user', 'me'], queryFn: getMe });

export const useMe = () => {
  const { status } = useSession();
  return useQuery({ ...getMeQueryOptions(), enabled: status.loggedIn });
};
