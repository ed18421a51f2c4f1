import {screen} from '@testing-library/react';
import TabItem from '@theme/TabItem';
import {ScrollControllerProvider} from '@docusaurus/theme-common/internal';
import BoardTabs from '../../../src/components/BoardTabs';
import {renderAt} from '../renderWithRouter';

function page(sharedTabs?: {eye?: 'mcu' | 'mcus2'}) {
  // Docusaurus Tabs keep the scroll position through this provider.
  return (
    <ScrollControllerProvider>
      <BoardTabs defaultValue="mcus2" sharedTabs={sharedTabs}>
        <TabItem value="mcu" label="senseBox MCU">
          Schritte für die MCU
        </TabItem>
        <TabItem value="mcus2" label="senseBox MCU-S2">
          Schritte für die MCU-S2
        </TabItem>
      </BoardTabs>
    </ScrollControllerProvider>
  );
}

describe('BoardTabs', () => {
  beforeEach(() => localStorage.clear());

  it('shows the default tab when no board is chosen', () => {
    renderAt('/docs/x', page());
    expect(screen.getByRole('tab', {selected: true})).toHaveTextContent('senseBox MCU-S2');
  });

  it("opens the chosen kit's board", () => {
    renderAt('/docs/x?board=home', page());
    expect(screen.getByRole('tab', {selected: true})).toHaveTextContent('senseBox MCU');
    expect(screen.getByText('Schritte für die MCU')).toBeVisible();
  });

  it('keeps the default when the kit has no tab here', () => {
    renderAt('/docs/x?board=mini', page());
    expect(screen.getByRole('tab', {selected: true})).toHaveTextContent('senseBox MCU-S2');
  });

  it('marks its tab list and heads every panel with its board for paper, hidden on screen and from search', () => {
    renderAt('/docs/x', page());
    expect(screen.getByRole('tablist')).toHaveClass('board-tabs');
    const panels = document.querySelectorAll('[role="tabpanel"]');
    expect(panels).toHaveLength(2);
    const labels = Array.from(panels).map((panel) => panel.firstElementChild as HTMLElement);
    expect(labels.map((label) => label.textContent)).toEqual(['senseBox MCU', 'senseBox MCU-S2']);
    for (const label of labels) {
      expect(label).toHaveClass('print-tab-label');
      expect(label).toHaveAttribute('hidden');
      expect(label).toHaveAttribute('aria-hidden', 'true');
    }
    // The panel's own content follows, unchanged.
    expect(labels[1]!.nextSibling?.textContent).toContain('Schritte für die MCU-S2');
  });

  it('opens the tab a board shares with another board', () => {
    renderAt('/docs/x?board=eye', page({eye: 'mcu'}));
    expect(screen.getByRole('tab', {selected: true})).toHaveTextContent('senseBox MCU');
    expect(screen.getByText('Schritte für die MCU')).toBeVisible();
  });
});
