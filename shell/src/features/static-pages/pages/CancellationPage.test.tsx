// The cancellation page's table takes its windows from REFUND_RULES (issue 32: one place per rule): today's text
// in every language, and other numbers when the rule changes.
import { screen, within } from '@testing-library/react';
import { REFUND_RULES } from '@stays/contracts';
import { fakeRemote, renderShell } from '../../../test/renderShell';

const load = async (id: string) => fakeRemote(id);

/** Each policy's row: its cells' texts. */
async function tableRows(locale: 'en' | 'fr' | 'ar') {
  renderShell('/cancellation', load, { locale });
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
}

describe('the cancellation policies table', () => {
  it.each([
    [
      'en',
      [
        ['More than 24 hours before check-in', 'Less than 24 hours before check-in', 'During the stay'],
        ['More than 5 days before check-in', '2-5 days before check-in', 'Less than 2 days before check-in'],
        [
          'More than 14 days before check-in',
          '7-14 days before check-in',
          'Less than 7 days before check-in',
        ],
      ],
    ],
    [
      'fr',
      [
        ['Plus de 24 heures avant l’arrivée', 'Moins de 24 heures avant l’arrivée', 'Pendant le séjour'],
        [
          'Plus de 5 jours avant l’arrivée',
          'De 2 à 5 jours avant l’arrivée',
          'Moins de 2 jours avant l’arrivée',
        ],
        [
          'Plus de 14 jours avant l’arrivée',
          'De 7 à 14 jours avant l’arrivée',
          'Moins de 7 jours avant l’arrivée',
        ],
      ],
    ],
    [
      'ar',
      [
        ['أكثر من 24 ساعة قبل الوصول', 'أقل من 24 ساعة قبل الوصول', 'أثناء الإقامة'],
        ['أكثر من 5 أيام قبل الوصول', 'من 2 إلى 5 أيام قبل الوصول', 'أقل من يومين قبل الوصول'],
        ['أكثر من 14 يومًا قبل الوصول', 'من 7 إلى 14 يومًا قبل الوصول', 'أقل من 7 أيام قبل الوصول'],
      ],
    ],
  ] as const)('says the rule as it is today in %s', async (locale, rows) => {
    expect(await tableRows(locale)).toEqual(rows);
  });

  it('says other numbers when the rule changes (plural forms included)', async () => {
    const today = { ...REFUND_RULES.strict };
    try {
      Object.assign(REFUND_RULES.strict, { fullRefundHours: 10 * 24, halfRefundHours: 24 });
      expect((await tableRows('ar'))[2]).toEqual([
        'أكثر من 10 أيام قبل الوصول',
        'من 1 إلى 10 أيام قبل الوصول',
        'أقل من يوم واحد قبل الوصول',
      ]);
    } finally {
      Object.assign(REFUND_RULES.strict, today);
    }
  });
});
