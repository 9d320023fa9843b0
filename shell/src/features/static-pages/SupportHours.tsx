import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { Section, useT } from './common';

export const messages = defineMessages({
  title: { id: 'static.hours.title', defaultMessage: 'Support Hours' },
  weekdays: { id: 'static.hours.weekdays', defaultMessage: 'Monday - Friday' },
  weekdaysTime: { id: 'static.hours.weekdaysTime', defaultMessage: '8AM - 8PM' },
  saturday: { id: 'static.hours.saturday', defaultMessage: 'Saturday' },
  saturdayTime: { id: 'static.hours.saturdayTime', defaultMessage: '10AM - 6PM' },
  sunday: { id: 'static.hours.sunday', defaultMessage: 'Sunday' },
  sundayTime: { id: 'static.hours.sundayTime', defaultMessage: '12PM - 5PM' },
  emergency: { id: 'static.hours.emergency', defaultMessage: 'Emergency support' },
  emergencyTime: { id: 'static.hours.emergencyTime', defaultMessage: '24/7' },
});

const Hours = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.ink};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
`;

/** SPEC 9 support hours, shared by the Help Center and Contact Us (where they are the office hours). */
export function SupportHours({ title }: { title?: string }) {
  const t = useT();
  const rows = [
    [messages.weekdays, messages.weekdaysTime],
    [messages.saturday, messages.saturdayTime],
    [messages.sunday, messages.sundayTime],
    [messages.emergency, messages.emergencyTime],
  ] as const;
  return (
    <Section title={title ?? t(messages.title)}>
      <Hours>
        {rows.map(([day, time]) => (
          <div key={day.id} style={{ display: 'contents' }}>
            <dt>{t(day)}</dt>
            <dd>{t(time)}</dd>
          </div>
        ))}
      </Hours>
    </Section>
  );
}
