/* Scaffold: the admin-verification slice fills this in. */
export function VerificationTab() {
  return <p>Coming soon.</p>;
}
