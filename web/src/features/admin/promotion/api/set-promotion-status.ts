import type { PromotionItem, PromotionStatusBody } from '@common/contracts/promotion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** The activate/deactivate toggle: POST /api/admin/promotion/providers/:id/status. */
export function setPromotionStatus(providerId: number, body: PromotionStatusBody) {
  return api<PromotionItem>(`/api/admin/promotion/providers/${providerId}/status`, {
    method: 'POST',
    body,
  });
}

/* Counts, revenue and the list all depend on the status: everything promotional is read again. */
export function useSetPromotionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: number; body: PromotionStatusBody }) =>
      setPromotionStatus(providerId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotion.all }),
  });
}
