import { csvCell, reportCsv } from './csv';

describe('report CSV', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas but not negative numbers', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Sea view, Martil')).toBe('"Sea view, Martil"');
    expect(csvCell('The "Loft"')).toBe('"The ""Loft"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-12.5')).toBe('-12.5');
  });

  it('writes the figures, a blank line and the table', () => {
    expect(
      reportCsv({
        title: 'Earnings',
        dateRange: 'Last 30 days',
        figures: [{ label: 'Revenue', value: 410 }],
        columns: ['Property', 'Revenue'],
        rows: [['Loft, Martil', '410.00']],
      }),
    ).toBe(
      'Report,Earnings\r\nPeriod,Last 30 days\r\nRevenue,410\r\n\r\nProperty,Revenue\r\n"Loft, Martil",410.00\r\n',
    );
  });
});
