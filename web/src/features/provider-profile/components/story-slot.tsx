import { WhatToExpectStory } from '@web/features/profile-photos/components/what-to-expect-story';

/**
 * Where the what-to-expect story (decision 029) goes on the profile and on the visit-prep
 * sheet: the provider's approved photos as steps; nothing when there are none.
 */
export function StorySlot({
  providerId,
  variant = 'page',
}: {
  providerId: number;
  variant?: 'page' | 'print';
}) {
  return <WhatToExpectStory providerId={providerId} variant={variant} />;
}
