import {type ReactNode} from 'react';
import type {TileIconName} from './tiles';

/** Small line drawings for the home tiles; decorative, so hidden from screen readers. */
const PATHS: Record<TileIconName, ReactNode> = {
  // A camera on a board: the senseBox MCU Eye.
  camera: (
    <>
      <path d="M6 16h9l3-5h12l3 5h9v22H6z" />
      <circle cx="24" cy="26" r="7" />
      <circle cx="24" cy="26" r="2" />
      <path d="M36 21h2" />
    </>
  ),
  // A tablet with a program of three blocks: the :basic is programmed from an app.
  tablet: (
    <>
      <rect x="10" y="5" width="28" height="38" rx="4" />
      <path d="M15 12h12M15 19h16M15 26h10" />
      <path d="M22 37h4" />
    </>
  ),
  board: (
    <>
      <rect x="10" y="12" width="28" height="24" rx="3" />
      <path d="M16 6v6M24 6v6M32 6v6M16 36v6M24 36v6M32 36v6M4 20h6M4 28h6M38 20h6M38 28h6" />
      <circle cx="24" cy="24" r="3" />
    </>
  ),
  home: (
    <>
      <path d="M6 24 24 8l18 16" />
      <path d="M11 20v20h26V20" />
      <path d="M20 40V29h8v11" />
    </>
  ),
  bike: (
    <>
      <circle cx="12" cy="32" r="8" />
      <circle cx="36" cy="32" r="8" />
      <path d="m12 32 8-14h12l4 14M20 18l6 14h-4M30 12h5" />
    </>
  ),
  trafficLight: (
    <>
      <rect x="15" y="4" width="18" height="40" rx="5" />
      <circle cx="24" cy="13" r="4" />
      <circle cx="24" cy="24" r="4" />
      <circle cx="24" cy="35" r="4" />
    </>
  ),
  blocks: (
    <>
      <path d="M6 10h12v4h6v-4h18v12H24v-4h-6v4H6z" />
      <path d="M6 28h20v4h6v-4h10v12H6z" />
    </>
  ),
  book: (
    <>
      <path d="M8 8h14a4 4 0 0 1 4 4v28a4 4 0 0 0-4-4H8z" />
      <path d="M40 8H28a4 4 0 0 0-4 4v28a4 4 0 0 1 4-4h12z" />
    </>
  ),
};

export default function TileIcon({name}: {name: TileIconName}): ReactNode {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false">
      {PATHS[name]}
    </svg>
  );
}
