// PLACEHOLDER: replaced by the real page.
export function BindPage() {
  return <main>BindPage</main>;
}
