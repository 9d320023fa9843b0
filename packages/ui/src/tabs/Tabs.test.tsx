import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

function Guide({ dir }: { dir?: 'rtl' }) {
  return (
    <div dir={dir}>
      <button type="button">before</button>
      <Tabs defaultValue="housing">
        <TabList aria-label="Student guide">
          <Tab value="housing">Housing Guide</Tab>
          <Tab value="areas">Campus Areas</Tab>
          <Tab value="budget" disabled>
            Budget Planning
          </Tab>
          <Tab value="resources">Campus Resources</Tab>
        </TabList>
        <TabPanel value="housing">Start looking early</TabPanel>
        <TabPanel value="areas">Walkable neighbourhoods</TabPanel>
        <TabPanel value="budget">Rent and utilities</TabPanel>
        <TabPanel value="resources">Student services</TabPanel>
      </Tabs>
    </div>
  );
}

describe('Tabs', () => {
  it('enters at the selected tab, then moves with arrows (skipping disabled, looping) and selects on focus', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Guide />);
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Housing Guide' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Start looking early');

    await user.keyboard('{ArrowRight}');
    const areas = screen.getByRole('tab', { name: 'Campus Areas' });
    expect(areas).toHaveFocus();
    expect(areas).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Campus Areas');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Walkable neighbourhoods');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Campus Resources' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Housing Guide' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Campus Resources' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Housing Guide' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Campus Resources' })).toHaveAttribute('aria-selected', 'true');

    // Only the selected tab is in the tab order; Tab goes on to the panel.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1);
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('follows the reading direction in right-to-left text', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Guide dir="rtl" />);
    await user.click(screen.getByRole('tab', { name: 'Housing Guide' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Campus Areas' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Housing Guide' })).toHaveFocus();
  });

  it('selects on click and every tab controls an existing panel', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Guide />);
    await user.click(screen.getByRole('tab', { name: 'Campus Resources' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Student services');
    for (const tab of screen.getAllByRole('tab')) {
      expect(document.getElementById(tab.getAttribute('aria-controls')!)).not.toBeNull();
    }
  });
});
