// PLACEHOLDER: replaced by the real page.
export function FlowsPage() {
  return <main>FlowsPage</main>;
}
