/* Scaffold: the admin-moderation slice fills this in. */
export function PractitionerApprovalsTab() {
  return <p>Coming soon.</p>;
}
