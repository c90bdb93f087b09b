// PLACEHOLDER: replaced by the real page.
export function ForgetPage() {
  return <main>ForgetPage</main>;
}
