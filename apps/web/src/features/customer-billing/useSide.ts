import { useSession } from '../../stores/session';

/** The reader's side: the factory's staff see all its customers, anyone else its own records as the customer. */
export function useFactorySide(): boolean {
  return useSession().authInfo?.user.enterprise_kind === 'factory';
}
