// PLACEHOLDER: replaced by the real page.
export function LoginPage() {
  return <main>LoginPage</main>;
}
