import type {
  KeepPlacesApartResponse,
  MergePlacesResponse,
  ScanPlaceDuplicatesResponse,
} from '@common/contracts/place-duplicates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { placeDuplicatesKey } from './get-place-duplicates';

/** Merge: POST /api/admin/place-duplicates/:pairId/merge (decision 063). */
export function mergePlaces({
  pairId,
  keepProviderId,
}: {
  pairId: number;
  keepProviderId: number;
}) {
  return api<MergePlacesResponse>(`/api/admin/place-duplicates/${pairId}/merge`, {
    method: 'POST',
    body: { keepProviderId },
  });
}

/** Keep apart: POST /api/admin/place-duplicates/:pairId/keep-apart (decision 063). */
export function keepPlacesApart({ pairId }: { pairId: number }) {
  return api<KeepPlacesApartResponse>(`/api/admin/place-duplicates/${pairId}/keep-apart`, {
    method: 'POST',
  });
}

export function useMergePlaces() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergePlaces,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeDuplicatesKey }),
  });
}

export function useKeepPlacesApart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepPlacesApart,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeDuplicatesKey }),
  });
}

/** Look among listed places: POST /api/admin/place-duplicates/scan (decision 063). */
export function scanPlaceDuplicates() {
  return api<ScanPlaceDuplicatesResponse>('/api/admin/place-duplicates/scan', { method: 'POST' });
}

export function useScanPlaceDuplicates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanPlaceDuplicates,
    onSettled: () => queryClient.invalidateQueries({ queryKey: placeDuplicatesKey }),
  });
}
