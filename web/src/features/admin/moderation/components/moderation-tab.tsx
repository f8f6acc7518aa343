/* Scaffold: the admin-moderation slice fills this in. */
export function ReviewModerationTab() {
  return <p>Coming soon.</p>;
}
