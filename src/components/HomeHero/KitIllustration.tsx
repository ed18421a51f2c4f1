import {type ReactNode} from 'react';

/**
 * Our own drawing of a kit: a board in the middle, three sensors on cables.
 * Decorative (the heading says what the page is), so hidden from screen readers.
 */
export default function KitIllustration(): ReactNode {
  return (
    <svg viewBox="0 0 320 200" width="320" height="200" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round">
        <path d="M130 100H78M190 80c40 0 40-40 70-40M190 120c40 0 40 40 70 40" opacity="0.8" />
      </g>
      <rect x="120" y="55" width="80" height="90" rx="10" fill="#2f7a27" stroke="#fff" strokeWidth="3" />
      <rect x="140" y="75" width="40" height="30" rx="4" fill="#fff" opacity="0.9" />
      <circle cx="145" cy="125" r="5" fill="#ffd23f" />
      <circle cx="175" cy="125" r="5" fill="#fff" />
      <rect x="28" y="80" width="50" height="40" rx="6" fill="#fff" stroke="#2f7a27" strokeWidth="3" />
      <path d="M40 100h26M53 88v24" stroke="#43a238" strokeWidth="4" strokeLinecap="round" />
      <rect x="260" y="20" width="44" height="40" rx="6" fill="#fff" stroke="#2f7a27" strokeWidth="3" />
      <path d="M270 46c6-12 18-12 24 0" fill="none" stroke="#43a238" strokeWidth="4" strokeLinecap="round" />
      <rect x="260" y="140" width="44" height="40" rx="6" fill="#fff" stroke="#2f7a27" strokeWidth="3" />
      <circle cx="282" cy="160" r="9" fill="none" stroke="#43a238" strokeWidth="4" />
    </svg>
  );
}
