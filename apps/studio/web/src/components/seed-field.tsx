/** A label and a long value (a seed, a hash) that wraps and selects whole on click. */
export function SeedField({ label, value }: { label: string; value: string }) {
  return (
    <div className="seed-field">
      <span className="seed-field__label">{label}</span>
      <code className="seed-field__value">{value}</code>
    </div>
  );
}
