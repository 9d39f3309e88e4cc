/** Opens the browser's print dialog; the page's print styles decide what goes on paper. */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="button print-button" onClick={() => window.print()}>
      {label}
    </button>
  );
}
