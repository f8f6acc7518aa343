import type { UpdateProfileBody } from '@common/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { meKeys } from './me-keys';

const updateProfile = (body: UpdateProfileBody) =>
  api<{ ok: true }>('/api/me/profile', { method: 'PUT', body });

/** Onboarding's name, ZIP code and needs; resolves once /api/me has been read again. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meKeys.all }),
  });
}
