import { useState } from 'react';

/**
 * A shop's product picture, loaded without telling the shop which page shows it (no referrer). A picture that is
 * missing or does not load (a shop's server down, the demo feeds' `.example` hosts) leaves a neutral placeholder.
 */
export function ProductImage({ src, className }: { src: string | null; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <span className={`${className} product-image--none`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(src)}
    />
  );
}
