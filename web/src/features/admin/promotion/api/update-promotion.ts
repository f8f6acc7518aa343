import type { PromotionItem, UpdatePromotionBody } from '@common/contracts/promotion';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys } from '@web/features/admin/shared/api/admin-keys';
import { api } from '@web/lib/api';

/** Tier, monthly fee and expiry: PUT /api/admin/promotion/providers/:id. */
export function updatePromotion(providerId: number, body: UpdatePromotionBody) {
  return api<PromotionItem>(`/api/admin/promotion/providers/${providerId}`, {
    method: 'PUT',
    body,
  });
}

export function useUpdatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ providerId, body }: { providerId: number; body: UpdatePromotionBody }) =>
      updatePromotion(providerId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.promotion.all }),
  });
}
