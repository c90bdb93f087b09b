// PLACEHOLDER: replaced by the real page.
export function ApkDownloadPage() {
  return <main>ApkDownloadPage</main>;
}
