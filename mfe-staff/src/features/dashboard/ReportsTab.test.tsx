import { screen } from '@testing-library/react';
import { mockQuery, mockQueryError, setupUser } from '@stays/platform/testing';
import {
  StaffGenerateReportDocument,
  StaffReportsDocument,
  type StaffReportFragment,
} from '../../__generated__/graphql';
import { REPORT_RANGE } from './ReportsTab';
import { pendingProperties, renderDashboard, toast } from './dashboardTesting';

describe('staff dashboard: reports', () => {
  it('generates each of the four reports over the last 30 days and links its CSV', async () => {
    const user = setupUser();
    const report: StaffReportFragment = {
      __typename: 'Report',
      id: 'r1',
      type: 'earnings',
      title: 'Earnings Report',
      createdAt: '2026-11-20T09:00:00.000Z',
      dateRange: REPORT_RANGE,
      figures: [],
    };
    renderDashboard([
      pendingProperties([]),
      mockQuery(StaffReportsDocument, {}, { reports: [] }),
      mockQuery(
        StaffGenerateReportDocument,
        {
          input: {
            type: 'earnings',
            title: 'Earnings Report',
            description: 'Revenue from approved stays.',
            dateRange: REPORT_RANGE,
          },
        },
        { generateReport: report },
      ),
      mockQuery(StaffReportsDocument, {}, { reports: [report] }),
      mockQueryError(
        StaffGenerateReportDocument,
        {
          input: {
            type: 'bookings',
            title: 'Bookings Report',
            description: 'Requests by status.',
            dateRange: REPORT_RANGE,
          },
        },
        new Error('down'),
      ),
    ]);
    await user.click(await screen.findByRole('tab', { name: 'Reports' }));
    for (const name of ['User Activity', 'Properties', 'Bookings', 'Earnings'])
      expect(await screen.findByRole('button', { name: `Generate ${name}` })).toBeInTheDocument();
    expect(await screen.findByText('No reports generated yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate Earnings' }));
    await toast('Report generated successfully');
    expect(await screen.findByRole('link', { name: 'Download CSV: Earnings' })).toHaveAttribute(
      'href',
      '/api/dashboard/reports/r1/csv',
    );
    await user.click(screen.getByRole('button', { name: 'Generate Bookings' }));
    await toast('Failed to generate report');
  });
});
