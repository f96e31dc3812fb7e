/**
 * A country's flag as an SVG from /img/flags (scripts/copy-flags.mjs), not an emoji: systems without an
 * emoji font draw those as empty boxes. Decorative: the country's name is always written beside it.
 */
export function CountryFlag({ code, width = 24 }: { code: string; width?: number }) {
  return (
    <img
      className="country-flag"
      src={`/img/flags/${code.toLowerCase()}.svg`}
      alt=""
      width={width}
      height={Math.round((width * 3) / 4)}
      loading="lazy"
      decoding="async"
    />
  );
}
