import type { MapSettings } from '@common/contracts/places';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api';
import { searchKeys } from './search-keys';

export const mapSettingsQueryOptions = () =>
  queryOptions({
    queryKey: searchKeys.mapSettings(),
    queryFn: ({ signal }) => api<MapSettings>('/api/map-settings', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useMapSettings() {
  return useQuery(mapSettingsQueryOptions());
}
