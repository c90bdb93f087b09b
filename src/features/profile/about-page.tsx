// PLACEHOLDER: replaced by the real page.
export function AboutPage() {
  return <main>AboutPage</main>;
}
