import { readStored } from '../../../lib/storage';

/** The signed-in account's profile ids as kept in the browser (the user detail, spec §3). */
export function accountProfileIds(): string[] {
  return (
    readStored<{ profiles?: { id: string }[] }>('userDetail')?.profiles?.map((profile) => profile.id) ?? []
  );
}
