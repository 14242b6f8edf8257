// Small SVG pictograms, drawn centred on (0, 0) within about ±11 units.
// Shapes only (no emoji), so they render the same with any installed fonts.
import type { Element, Face } from '../../engine/types';

export function ElementIcon({ element }: { element: Element }) {
  switch (element) {
    case 'bonus':
      return (
        <polygon
          points="2,-11 -6,1 -1,1 -3,11 6,-2 1,-2 3,-11"
          fill="#f2c200"
          stroke="#6b5500"
          strokeWidth="1.2"
        />
      );
    case 'lava':
      return (
        <g stroke="#8a1c00" strokeWidth="1.2">
          <path d="M-10,6 Q-6,-2 -3,4 Q0,-9 3,3 Q6,-4 10,6 Z" fill="#ff5a1f" />
          <circle cx="-4" cy="-7" r="1.8" fill="#ff8c00" />
          <circle cx="5" cy="-9" r="1.4" fill="#ff8c00" />
        </g>
      );
    case 'pirates':
      return (
        <g>
          <path d="M-8,-2 A8,8 0 1 1 8,-2 L6,5 L-6,5 Z" fill="#f4f1e8" stroke="#233" strokeWidth="1.3" />
          <circle cx="-3.2" cy="-2" r="2.2" fill="#233" />
          <circle cx="3.2" cy="-2" r="2.2" fill="#233" />
          <rect x="-5" y="5" width="10" height="4" fill="#f4f1e8" stroke="#233" strokeWidth="1.1" />
          <line x1="-1.7" y1="5" x2="-1.7" y2="9" stroke="#233" />
          <line x1="1.7" y1="5" x2="1.7" y2="9" stroke="#233" />
        </g>
      );
    case 'fireStatue':
      return (
        <g>
          <rect x="-5" y="-1" width="10" height="11" fill="#8f8a80" stroke="#333" strokeWidth="1.1" />
          <rect x="-7" y="8" width="14" height="3" fill="#6d685f" />
          <path d="M0,-12 Q6,-6 3,-1 L-3,-1 Q-6,-6 0,-12 Z" fill="#ff7b00" stroke="#8a3a00" strokeWidth="1" />
        </g>
      );
    case 'ice':
      return (
        <g stroke="#0d5c8c" strokeWidth="1.8" strokeLinecap="round">
          {[0, 60, 120].map((a) => (
            <g key={a} transform={`rotate(${a})`}>
              <line x1="0" y1="-10" x2="0" y2="10" />
              <line x1="0" y1="-7" x2="-3" y2="-10" />
              <line x1="0" y1="-7" x2="3" y2="-10" />
              <line x1="0" y1="7" x2="-3" y2="10" />
              <line x1="0" y1="7" x2="3" y2="10" />
            </g>
          ))}
        </g>
      );
    case 'pentacle':
      return (
        <g fill="none" stroke="#5a1f8f" strokeWidth="1.5">
          <circle r="10" />
          <polygon points="0,-9.5 5.6,7.7 -9,-2.9 9,-2.9 -5.6,7.7" />
        </g>
      );
    case 'multiRamp':
      return (
        <g stroke="#333" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round">
          <path d="M0,9 L0,-9 M-3.5,-5.5 L0,-9 L3.5,-5.5" />
          <path d="M-2,8 L-9,-3 M-9.5,1.5 L-9,-3 L-4.8,-1.8" />
          <path d="M2,8 L9,-3 M9.5,1.5 L9,-3 L4.8,-1.8" />
        </g>
      );
    case 'superRampL':
      return <RampArrow flip />;
    case 'superRampR':
      return <RampArrow />;
  }
}

/** A double chevron pointing diagonally forward-right (or left when flipped), the super-ramp's direction. */
function RampArrow({ flip = false }: { flip?: boolean }) {
  return (
    <g
      transform={flip ? 'scale(-1,1)' : undefined}
      stroke="#222"
      strokeWidth="2.4"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M-8,9 L6,-5" />
      <path d="M-1,-6 L7,-6 L7,2" />
      <path d="M-6,-11 L9,-11 L9,4" strokeWidth="1.6" />
    </g>
  );
}

export function TrapIcon() {
  return (
    <g>
      <circle r="9" fill="#222" stroke="#ffd54f" strokeWidth="1.6" />
      <polygon points="-8,3 -6,-4 -4,2 -2,-5 0,2 2,-5 4,2 6,-4 8,3" fill="#e8e8e8" />
      <rect x="-8" y="3" width="16" height="3" fill="#bbb" />
    </g>
  );
}

/** The action of a die face as a tiny path diagram (arrows up = forward). */
export function FaceIcon({ face }: { face: Face }) {
  const s = {
    stroke: 'currentColor',
    strokeWidth: 2.2,
    fill: 'none',
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
  };
  switch (face) {
    case 'yellow':
      return (
        <g {...s}>
          <path d="M0,10 L0,-10 M-4,-6 L0,-10 L4,-6" />
          <path d="M-4,3 L0,-1 L4,3" />
        </g>
      );
    case 'red':
      return (
        <g {...s}>
          <path d="M0,6 L0,-10 M-4,-6 L0,-10 L4,-6" />
          <path d="M-6,10 L-4,7 L-2,10 L0,7 L2,10 L4,7 L6,10" strokeWidth="1.6" />
        </g>
      );
    case 'blue':
      return (
        <g {...s}>
          <path d="M-4,10 L-4,0 L5,-9 M0,-9 L5,-9 L5,-4" />
        </g>
      );
    case 'green':
      return (
        <g {...s}>
          <path d="M-8,10 L3,-1 M-1,-1 L3,-1 L3,3" />
          <path d="M4,-4 L6,-10 M8,-6 L10,-9 M7,-2 L11,-3" strokeWidth="1.6" />
        </g>
      );
    case 'brown':
      return (
        <g {...s}>
          <path d="M-9,10 L7,-6 M2,-7 L7,-7 L7,-2" />
          <circle cx="-4" cy="5" r="1.3" fill="currentColor" />
          <circle cx="1" cy="0" r="1.3" fill="currentColor" />
        </g>
      );
    case 'purple':
      return (
        <g {...s}>
          <path d="M0,-10 L0,10 M-8.7,-5 L8.7,5 M-8.7,5 L8.7,-5" />
        </g>
      );
  }
}
