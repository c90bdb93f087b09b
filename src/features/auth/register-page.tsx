// PLACEHOLDER: replaced by the real page.
export function RegisterPage() {
  return <main>RegisterPage</main>;
}
