import {type ReactNode} from 'react';

/**
 * The picture on the play button, drawn by us so that nothing is fetched from
 * the video host before the reader decides to play: a screen with a large play
 * symbol. Decorative; the button around it carries the accessible name.
 */
export default function Poster(): ReactNode {
  return (
    <svg viewBox="0 0 640 360" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
      <rect width="640" height="360" fill="#1f3b1c" />
      <g opacity="0.35" fill="none" stroke="#8fd18a" strokeWidth="3">
        <rect x="70" y="70" width="170" height="110" rx="12" />
        <path d="M105 70 V40 M205 70 V40" />
        <rect x="400" y="180" width="170" height="110" rx="12" />
        <circle cx="485" cy="235" r="22" />
        <path d="M240 125 C320 125 320 235 400 235" strokeDasharray="10 8" />
      </g>
      <circle cx="320" cy="180" r="58" fill="#43a238" stroke="#ffffff" strokeWidth="6" />
      <path d="M302 148 L352 180 L302 212 Z" fill="#ffffff" />
    </svg>
  );
}
