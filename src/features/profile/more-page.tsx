// PLACEHOLDER: replaced by the real page.
export function MorePage() {
  return <main>MorePage</main>;
}
