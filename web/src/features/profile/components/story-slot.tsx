/**
 * Where the what-to-expect story (issue 14 item 6, prof-photos' `WhatToExpectStory`) goes on the
 * profile and on the visit-prep sheet. Renders nothing until the lead wires the story in.
 */
export function StorySlot(_props: { providerId: number; variant?: 'page' | 'print' }) {
  return null;
}
