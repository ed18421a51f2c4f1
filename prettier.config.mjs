/**
 * Prettier (`npm run format:check`, `npm run format`): the style the code was written in by hand, so that
 * formatting changes little: single quotes, no spaces inside braces, lines up to 120 characters, a closing `>`
 * of a JSX tag on its last attribute's line, and trailing commas (Prettier's default).
 * @type {import('prettier').Config}
 */
const config = {
  printWidth: 120,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
};

export default config;
