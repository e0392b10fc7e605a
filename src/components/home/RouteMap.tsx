import { media, palette } from '../../theme/tokens';

/**
 * Decoration for the hero on wide screens: flight paths fanning out from Schiphol.
 * Inline SVG, so it costs no request and cannot delay the headline.
 */
export function RouteMap() {
  const hub = { x: 150, y: 120 };
  const destinations = [
    { x: 420, y: 60 },
    { x: 470, y: 190 },
    { x: 380, y: 330 },
    { x: 230, y: 400 },
    { x: 90, y: 300 },
  ];
  return (
    <svg viewBox="0 0 520 440" css={mapStyle} aria-hidden="true" focusable="false">
      <g
        fill="none"
        stroke={palette.burgundy300}
        strokeWidth="1.5"
        strokeDasharray="3 7"
        strokeLinecap="round"
        opacity="0.7"
      >
        {destinations.map((to) => (
          <path
            key={`${to.x}-${to.y}`}
            d={`M${hub.x} ${hub.y} Q${(hub.x + to.x) / 2} ${Math.min(hub.y, to.y) - 70} ${to.x} ${to.y}`}
          />
        ))}
      </g>
      {destinations.map((to) => (
        <g key={`dot-${to.x}`}>
          <circle cx={to.x} cy={to.y} r="14" fill={palette.burgundy300} opacity="0.12" />
          <circle cx={to.x} cy={to.y} r="5" fill={palette.burgundy200} />
        </g>
      ))}
      <circle cx={hub.x} cy={hub.y} r="34" fill={palette.burgundy500} opacity="0.25" />
      <circle cx={hub.x} cy={hub.y} r="18" fill={palette.burgundy500} opacity="0.5" />
      <circle cx={hub.x} cy={hub.y} r="8" fill={palette.paper} />
    </svg>
  );
}

const mapStyle = {
  display: 'none',
  position: 'absolute',
  right: '4%',
  top: '50%',
  width: 'min(40vw, 520px)',
  height: 'auto',
  transform: 'translateY(-50%)',
  [media.atLeast('lg')]: { display: 'block' },
} as const;
