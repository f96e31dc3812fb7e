import { useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

/** A method's logo; a missing image gives way to a card icon. */
export function MethodLogo({ src, size = 40 }: { src: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (failed || !src)
    return (
      <span className="method-logo method-logo--fallback" style={{ width: size, height: size }}>
        <Icon name="coin" size={Math.round(size * 0.55)} />
      </span>
    );
  return (
    <img
      className="method-logo"
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
