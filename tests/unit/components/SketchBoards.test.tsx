import {screen} from '@testing-library/react';
import SketchBoards from '../../../src/components/SketchBoards';
import {renderAt} from '../renderWithRouter';

describe('SketchBoards', () => {
  beforeEach(() => localStorage.clear());

  it('names every board the sketch is for, in order', () => {
    renderAt('/docs/x', <SketchBoards boards="mcus2 mcu" />);
    expect(screen.getByText('Sketch für')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'senseBox MCU-S2',
      'senseBox MCU',
    ]);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it("warns when the chosen kit's board is not among them", () => {
    renderAt('/docs/x?board=edus2', <SketchBoards boards="mcu mini" />);
    expect(screen.getByRole('note')).toHaveTextContent('Nicht für die senseBox MCU-S2 deines Kits');
  });

  it("says nothing when the chosen kit's board is among them, or the kit has no known board", () => {
    renderAt('/docs/x?board=home', <SketchBoards boards="mcu mini" />);
    expect(screen.queryByRole('note')).toBeNull();
    renderAt('/docs/x?board=bike', <SketchBoards boards="mcus2" />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('throws on an unknown board, so a typo cannot reach readers', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderAt('/docs/x', <SketchBoards boards="esp32" />)).toThrow(/unknown board "esp32"/);
  });
});
