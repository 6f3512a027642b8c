import { useQuery } from '@tanstack/react-query';
import { billingSide } from './api';

/** The caller's side of supplier billing: 'supplier' or 'factory' (undefined while loading). */
export function useBillingSide() {
  return useQuery({ queryKey: ['supplier-billing', 'side'], queryFn: billingSide, staleTime: Infinity }).data?.role;
}
