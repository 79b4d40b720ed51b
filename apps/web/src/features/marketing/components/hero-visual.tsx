/** A drawn preview of the guest side: a phone with a booth picture next to a mosaic wall. */
export function HeroVisual() {
  const tiles = Array.from({ length: 30 }, (_, i) => i);
  const palette = ['#18dad7', '#15a6da', '#34495e', '#8ee9e7', '#0f7f9e', '#5fc4e8'];
  return (
    <svg viewBox="0 0 420 340" role="img" aria-hidden="true" style={{ width: '100%', height: 'auto', maxWidth: 460 }}>
      <defs>
        <linearGradient id="hv-photo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffd9a8" />
          <stop offset="0.5" stopColor="#ff9e9e" />
          <stop offset="1" stopColor="#a78bfa" />
        </linearGradient>
        <filter id="hv-shadow" x="-20%" y="-20%" width="140%" height="140%">
          <feDropShadow dx="0" dy="12" stdDeviation="14" floodColor="#0b2434" floodOpacity="0.35" />
        </filter>
      </defs>
      <g filter="url(#hv-shadow)">
        <rect x="150" y="20" width="260" height="200" rx="16" fill="#ffffff" opacity="0.96" />
      </g>
      {tiles.map((i) => (
        <rect
          key={i}
          x={164 + (i % 6) * 40}
          y={34 + Math.floor(i / 6) * 35}
          width="34"
          height="29"
          rx="4"
          fill={palette[(i * 7) % palette.length]}
          opacity={0.55 + ((i * 13) % 5) / 10}
        />
      ))}
      <g filter="url(#hv-shadow)">
        <rect x="20" y="60" width="150" height="270" rx="26" fill="#1d2b38" />
        <rect x="30" y="74" width="130" height="242" rx="18" fill="#ffffff" />
      </g>
      <rect x="42" y="90" width="106" height="132" rx="10" fill="url(#hv-photo)" />
      <circle cx="95" cy="140" r="22" fill="#ffffff" opacity="0.85" />
      <rect x="68" y="170" width="54" height="40" rx="20" fill="#ffffff" opacity="0.85" />
      <rect x="42" y="90" width="106" height="132" rx="10" fill="none" stroke="#18dad7" strokeWidth="4" />
      <rect x="42" y="234" width="106" height="30" rx="15" fill="#18dad7" />
      <rect x="64" y="246" width="62" height="6" rx="3" fill="#0b3b3a" opacity="0.7" />
      <rect x="42" y="274" width="50" height="28" rx="8" fill="#eef2f6" />
      <rect x="98" y="274" width="50" height="28" rx="8" fill="#eef2f6" />
      <g fill="#34495e">
        <rect x="52" y="280" width="6" height="6" />
        <rect x="62" y="280" width="6" height="6" />
        <rect x="52" y="290" width="6" height="6" />
        <rect x="72" y="290" width="6" height="6" />
        <rect x="108" y="282" width="30" height="4" rx="2" />
        <rect x="108" y="290" width="20" height="4" rx="2" />
      </g>
    </svg>
  );
}
