import type { MapSettings } from '@common/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['map-settings'] as const,
    queryFn: ({ signal }) => api<MapSettings>('/api/map-settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
