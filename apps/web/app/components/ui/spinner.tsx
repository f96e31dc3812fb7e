/** A small turning ring for buttons that are working; with a label it announces itself as a status. */
export function Spinner({ label }: { label?: string }) {
  if (label)
    return (
      <span role="status" aria-label={label}>
        <span className="spinner" />
      </span>
    );
  return <span className="spinner" aria-hidden="true" />;
}
