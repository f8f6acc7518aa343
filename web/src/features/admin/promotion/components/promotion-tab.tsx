/* Scaffold: the admin-verification slice fills this in. */
export function PromotionTab() {
  return <p>Coming soon.</p>;
}
