import type {ReactNode} from 'react';
import {libraryNamed} from '@site/src/data/arduinoLibraries';

type Props = {
  /** The library's exact Library Manager name, as in src/data/arduinoLibraries.ts. */
  library: string;
};

/**
 * The version of an Arduino library our sketches need, from src/data/arduinoLibraries.ts, so the German
 * and the English page name the same number and the compile workflow installs the same one. Throws
 * for a library without a version: a page must not promise a version the data does not pin.
 */
export default function LibraryVersion({library}: Props): ReactNode {
  const version = libraryNamed(library)?.version;
  if (!version) throw new Error(`LibraryVersion: no version for "${library}" in src/data/arduinoLibraries.ts`);
  return <>{version.number}</>;
}
