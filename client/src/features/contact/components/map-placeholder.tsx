/**
 * Our own street-map sketch (no map service): blocks, streets, the Spree and a park, in theme
 * colours. Decorative; OfficeMap puts the address and a link on top.
 */
export function MapPlaceholder() {
  return (
    <svg viewBox="0 0 600 360" preserveAspectRatio="xMidYMid slice" aria-hidden className="absolute inset-0 size-full">
      <rect width="600" height="360" className="fill-muted" />
      <g className="fill-secondary">
        <rect x="20" y="20" width="130" height="90" rx="8" />
        <rect x="190" y="20" width="150" height="90" rx="8" />
        <rect x="380" y="20" width="90" height="90" rx="8" />
        <rect x="20" y="150" width="130" height="80" rx="8" />
        <rect x="380" y="150" width="200" height="80" rx="8" />
        <rect x="190" y="270" width="150" height="70" rx="8" />
      </g>
      <rect x="190" y="150" width="150" height="80" rx="8" className="fill-success/20" />
      <rect x="510" y="20" width="70" height="90" rx="8" className="fill-success/20" />
      <path
        d="M-10 300C80 270 120 330 210 318S360 250 440 280 560 340 620 310"
        fill="none"
        strokeWidth="26"
        strokeLinecap="round"
        className="stroke-ring/35"
      />
      <g fill="none" strokeLinecap="round" className="stroke-card">
        <path d="M0 130H600M170 0V360M360 0V260M0 250H600" strokeWidth="14" />
        <path d="M490 0V250M20 200H150" strokeWidth="7" />
      </g>
    </svg>
  );
}
