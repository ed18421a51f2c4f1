import {render} from '@testing-library/react';
import LibraryVersion from '@site/src/components/LibraryVersion/LibraryVersion';
import {ARDUINO_LIBRARIES} from '@site/src/data/arduinoLibraries';

describe('LibraryVersion', () => {
  const pinned = ARDUINO_LIBRARIES.filter((library) => library.version);

  it('shows the version the data pins, nothing else', () => {
    expect(pinned.length).toBeGreaterThan(0);
    for (const library of pinned) {
      const {container, unmount} = render(
        <p>
          <LibraryVersion library={library.name} />
        </p>,
      );
      expect(container.textContent).toBe(library.version!.number);
      unmount();
    }
  });

  it('every pinned version is a version number and says why', () => {
    for (const library of pinned) {
      expect(library.version!.number).toMatch(/^\d+(\.\d+)+$/);
      expect(library.version!.why.length).toBeGreaterThan(40);
    }
  });

  it('throws for a library the data does not pin, so a page cannot show a made-up version', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const unpinned = ARDUINO_LIBRARIES.find((library) => !library.version)!;
    expect(() => render(<LibraryVersion library={unpinned.name} />)).toThrow(/no version/);
    expect(() => render(<LibraryVersion library="No such library" />)).toThrow(/no version/);
  });
});
