import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useWriteThenRefresh } from '@stays/platform/apollo';
import { englishText } from '@stays/ui';
import { type ReportType, StaffGenerateReportDocument } from '../../__generated__/graphql';
import { useFeedback } from './feedback';
import { m } from './messages';

/** SPEC 7: every report request carries this fixed range. */
export const REPORT_RANGE = 'Last 30 days';

/** Generating a report of one kind (the stored list read again), said in a toast; `running` is the kind on its way. */
export function useGenerateReport() {
  const { succeeded, failed } = useFeedback();
  const [running, setRunning] = useState<ReportType | null>(null);
  const [generate] = useWriteThenRefresh(StaffGenerateReportDocument, ['StaffReports']);

  async function run(type: ReportType, name: MessageDescriptor, text: MessageDescriptor) {
    setRunning(type);
    try {
      // Title and description in English: they are stored with the report and go into its CSV.
      await generate({
        input: {
          type,
          title: `${englishText(name)} Report`,
          description: englishText(text),
          dateRange: REPORT_RANGE,
        },
      });
      succeeded(m.reportGenerated);
    } catch (caught) {
      failed(caught, m.reportFailed);
    } finally {
      setRunning(null);
    }
  }

  return { run, running };
}
