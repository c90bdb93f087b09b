// PLACEHOLDER: replaced by the real pages.
export function TermsOfUsePage() {
  return <main>TermsOfUsePage</main>;
}
export function PrivacyPolicyPage() {
  return <main>PrivacyPolicyPage</main>;
}
