/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell that a spreadsheet would
 * run as a formula (=, +, -, @ first) is prefixed with a quote mark: report cells include user-written titles.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: readonly string[]) => cells.map(csvCell).join(',');

/** The report as CSV: its headline figures, a blank line, then its table. Lines end with CRLF. */
export function reportCsv(report: {
  title: string;
  dateRange: string;
  figures: ReadonlyArray<{ label: string; value: number }>;
  columns: readonly string[];
  rows: ReadonlyArray<readonly string[]>;
}): string {
  const lines = [
    line(['Report', report.title]),
    line(['Period', report.dateRange]),
    ...report.figures.map((figure) => line([figure.label, String(figure.value)])),
    '',
    line(report.columns),
    ...report.rows.map(line),
  ];
  return `${lines.join('\r\n')}\r\n`;
}
