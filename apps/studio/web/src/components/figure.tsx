import type { ReactNode } from 'react';

/** One of a game's figures (multiplier, win chance): its name small, the value bold below. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="figure">
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}
