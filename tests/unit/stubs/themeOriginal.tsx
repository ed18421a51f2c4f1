// Default stand-in for @theme-original/*: tests that wrap a theme component
// replace it with jest.mock() to observe the props the wrapper passes on.
export default function ThemeOriginalStub(): null {
  return null;
}
