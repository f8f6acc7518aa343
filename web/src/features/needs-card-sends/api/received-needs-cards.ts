import type {
  ReceivedNeedsCard,
  ReceivedNeedsCardsResponse,
} from '@common/contracts/needs-card-sends';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@web/lib/api';
import { needsCardSendKeys } from './needs-card-send-keys';

/* A withdrawn card (404) is an answer, not a failure to retry. */
const retryUnlessAnswered = (count: number, error: Error) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

const receivedNeedsCardsQueryOptions = (providerId: number) =>
  queryOptions({
    queryKey: needsCardSendKeys.receivedBy(providerId),
    queryFn: ({ signal }) =>
      api<ReceivedNeedsCardsResponse>(`/api/business/providers/${providerId}/needs-card-sends`, {
        signal,
      }),
    retry: retryUnlessAnswered,
  });

/** The cards families sent one place, newest first. */
export function useReceivedNeedsCards(providerId: number) {
  return useQuery(receivedNeedsCardsQueryOptions(providerId));
}

const receivedNeedsCardQueryOptions = (sendId: number) =>
  queryOptions({
    queryKey: needsCardSendKeys.receivedOne(sendId),
    queryFn: ({ signal }) =>
      api<ReceivedNeedsCard>(`/api/business/needs-card-sends/${sendId}`, { signal }),
    retry: retryUnlessAnswered,
  });

/** One received card, as the family sent it. */
export function useReceivedNeedsCard(sendId: number) {
  return useQuery(receivedNeedsCardQueryOptions(sendId));
}
