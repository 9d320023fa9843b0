import { useQuery } from '@apollo/client/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormatters } from '@stays/platform';
import { Button, type ButtonStyleProps, buttonStyles, Card } from '@stays/ui';
import {
  Actions,
  LoadingRows,
  Meta,
  Empty,
  Row,
  Rows,
  RowTitle,
  SectionHeader,
  WorkSection,
} from '@stays/ui/portal';
import { type ReportType, StaffReportsDocument } from '../../__generated__/graphql';
import { LoadError } from './layout';
import { m } from './messages';
import { useGenerateReport } from './useGenerateReport';

export { REPORT_RANGE } from './useGenerateReport';

const REPORTS: Array<{ type: ReportType; name: MessageDescriptor; text: MessageDescriptor }> = [
  { type: 'user_activity', name: m.reportUserActivity, text: m.reportUserActivityText },
  { type: 'properties', name: m.reportProperties, text: m.reportPropertiesText },
  { type: 'bookings', name: m.reportBookings, text: m.reportBookingsText },
  { type: 'earnings', name: m.reportEarnings, text: m.reportEarningsText },
];

/** A file download is a plain link (the browser fetches it with the session cookie), styled as a button. */
const Download = styled.a<ButtonStyleProps>`
  ${buttonStyles}
`;

const Kinds = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.lg};

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The four reports over the last 30 days, generated on demand; each stored one downloads as CSV. */
export function ReportsTab() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { date } = useFormatters();
  const { run, running } = useGenerateReport();
  const { data, loading, error, refetch } = useQuery(StaffReportsDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const nameOf = (type: ReportType) =>
    t(REPORTS.find((report) => report.type === type)?.name ?? m.reportBookings);

  const reports = data?.reports ?? [];
  return (
    <WorkSection
      headingId="staff-reports-title"
      title={t(m.reportsTitle)}
      aside={<Meta>{t(m.reportsIntro)}</Meta>}
    >
      <Kinds>
        {REPORTS.map(({ type, name, text }) => (
          <Card key={type} $padded>
            <h3>{t(name)}</h3>
            <p>{t(text)}</p>
            <Button
              type="button"
              $size="sm"
              $variant="primary"
              disabled={running !== null}
              aria-label={t(m.generateNamed, { name: t(name) })}
              onClick={() => void run(type, name, text)}
            >
              {t(running === type ? m.generating : m.generate)}
            </Button>
          </Card>
        ))}
      </Kinds>
      <SectionHeader>
        <h2>{t(m.recentReports)}</h2>
      </SectionHeader>
      {error && !data ? (
        <LoadError onRetry={() => void refetch().catch(() => undefined)} />
      ) : !data && loading ? (
        <LoadingRows />
      ) : reports.length === 0 ? (
        <Empty>{t(m.noReports)}</Empty>
      ) : (
        <Rows>
          {reports.map((report) => (
            <Row key={report.id}>
              <div>
                <RowTitle>{nameOf(report.type)}</RowTitle>
                <Meta>{date(report.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</Meta>
              </div>
              <Actions>
                <Download
                  href={`/api/dashboard/reports/${report.id}/csv`}
                  download
                  $size="sm"
                  $variant="outline"
                  aria-label={t(m.downloadNamed, { name: nameOf(report.type) })}
                >
                  {t(m.downloadCsv)}
                </Download>
              </Actions>
            </Row>
          ))}
        </Rows>
      )}
    </WorkSection>
  );
}
