// PLACEHOLDER: replaced by the real page.
export function HomePage() {
  return <main>HomePage</main>;
}
