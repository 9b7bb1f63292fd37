// The dial: a compass rose turned so its N points to real north (when the
// heading is known; otherwise north is up), the Kaaba marker on the rose at
// the Qibla bearing, and an arrow from the centre towards the Qibla. The notch
// at the top is where the phone points. Green when aligned.
import { Box } from '@mantine/core';
import { relativeAngle } from './compass.ts';
import { useT } from '../../shared/i18n/useT.ts';

interface CompassDialProps {
  bearing: number | null;
  heading: number | null;
  aligned: boolean;
}

const C = 120; // centre of the 240 × 240 drawing
const LETTER_Y = 36; // the letters' centre, on the rose inside the ticks
// The dial is a map of the ground, not text: it is never mirrored in right-to-left
// languages (north stays at the top, east on the right); only its letters are translated.
const CARDINALS = [
  { key: 'N', angle: 0 },
  { key: 'E', angle: 90 },
  { key: 'S', angle: 180 },
  { key: 'W', angle: 270 },
] as const;

export function CompassDial({ bearing, heading, aligned }: CompassDialProps) {
  const t = useT();
  const turn = heading ?? 0;
  const arrow = bearing === null ? null : relativeAngle(bearing, turn);
  const accent = aligned ? 'var(--mantine-color-green-7)' : 'var(--mantine-primary-color-filled)';
  const label =
    bearing === null
      ? t('qibla.dial')
      : t(heading === null ? 'qibla.dialBearingNorthUp' : 'qibla.dialBearing', { degrees: Math.round(bearing) });
  return (
    <Box mx="auto" w="100%" maw={280}>
      <svg viewBox="0 0 240 240" direction="ltr" role="img" aria-label={label} data-testid="compass-dial" style={{ width: '100%', height: 'auto' }}>
        <circle cx={C} cy={C} r={112} fill="var(--mantine-color-body)" stroke="var(--mantine-color-default-border)" strokeWidth={2} />
        <g transform={`rotate(${-turn} ${C} ${C})`} style={{ transition: 'transform 120ms linear' }}>
          {Array.from({ length: 72 }, (_, i) => (
            <line
              key={i}
              x1={C}
              y1={10}
              x2={C}
              y2={i % 18 === 0 ? 24 : i % 2 === 0 ? 18 : 14}
              stroke="var(--mantine-color-dimmed)"
              strokeWidth={i % 18 === 0 ? 2 : 1}
              transform={`rotate(${i * 5} ${C} ${C})`}
            />
          ))}
          {/* Each letter is placed by turning it round the centre, then turned back round its
              own centre by as much as it and the rose are turned: it stays upright to read
              (a ج upside down at the south, E and W on their sides, were hard to read). */}
          {CARDINALS.map(({ key: l, angle }) => (
            <text
              key={l}
              x={C}
              y={LETTER_Y}
              textAnchor="middle"
              dominantBaseline="central"
              fontSize={16}
              fontWeight={700}
              fill={l === 'N' ? 'var(--mantine-color-red-7)' : 'var(--mantine-color-text)'}
              transform={`rotate(${angle} ${C} ${C}) rotate(${turn - angle} ${C} ${LETTER_Y})`}
              style={{ transition: 'transform 120ms linear' }}
              data-testid={`cardinal-${l}`}
            >
              {t(`qibla.${l}`)}
            </text>
          ))}
          {bearing !== null && (
            <g transform={`rotate(${bearing} ${C} ${C})`} data-testid="kaaba-marker">
              {/* The Kaaba: a black cube with its gold band. */}
              <rect x={C - 11} y={50} width={22} height={22} rx={2} fill="#1a1a1a" stroke="#c9a227" strokeWidth={1.5} />
              <rect x={C - 11} y={56} width={22} height={4} fill="#c9a227" />
            </g>
          )}
        </g>
        <path d={`M ${C - 8} 0 L ${C + 8} 0 L ${C} 10 Z`} fill="var(--mantine-color-text)" />
        {arrow !== null && (
          <g transform={`rotate(${arrow} ${C} ${C})`} data-testid="qibla-arrow">
            <line x1={C} y1={C + 30} x2={C} y2={86} stroke={accent} strokeWidth={6} strokeLinecap="round" />
            <path d={`M ${C - 14} 92 L ${C} 68 L ${C + 14} 92 Z`} fill={accent} />
          </g>
        )}
        <circle cx={C} cy={C} r={7} fill={accent} />
      </svg>
    </Box>
  );
}
