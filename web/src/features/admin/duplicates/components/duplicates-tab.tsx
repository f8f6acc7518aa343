/* Scaffold: the admin-verification slice fills this in. */
export function DuplicateEmailsTab() {
  return <p>Coming soon.</p>;
}
