import { useIntl } from 'react-intl';
import { Button, CardTitle } from '@stays/ui';
import { Field, Input } from '@stays/ui/forms';
import { addDays, nightsBetween } from '@stays/contracts';
import type { HostCalendarQuery } from '../../__generated__/graphql';
import { useDayFormat } from '../common/labels';
import { importMessages } from './importMessages';
import { messages } from './messages';
import { BlockForm, Line, Row, SideCard } from './styles';
import { useBlockNights } from './useBlockNights';

export interface BlockNightsCardProps {
  /** The listing shown, '' for all of them (then nothing can be blocked). */
  propertyId: string;
  today: string;
  blocks: HostCalendarQuery['blockedNights'];
  titleOf: (propertyId: string) => string;
  refresh: () => Promise<unknown>;
}

/** The form that closes nights of the chosen listing, and the blocked periods with their Unblock. */
export function BlockNightsCard({ propertyId, today, blocks, titleOf, refresh }: BlockNightsCardProps) {
  const t = useIntl().formatMessage;
  const dayText = useDayFormat();
  const { block, setBlock, onBlock, onUnblock, blocking } = useBlockNights(propertyId, refresh);
  return (
    <SideCard $padded as="section" aria-labelledby="block-title">
      <CardTitle as="h2" id="block-title">
        {t(messages.blockTitle)}
      </CardTitle>
      <p>{t(messages.blockIntro)}</p>
      <BlockForm onSubmit={(event) => void onBlock(event)} noValidate>
        {propertyId ? null : <p>{t(messages.chooseProperty)}</p>}
        <Field label={t(messages.from)} id="block-start">
          <Input
            type="date"
            min={today}
            value={block.startDate}
            onChange={(event) => setBlock({ ...block, startDate: event.currentTarget.value })}
          />
        </Field>
        <Field label={t(messages.until)} id="block-end">
          <Input
            type="date"
            min={block.startDate || today}
            value={block.endDate}
            onChange={(event) => setBlock({ ...block, endDate: event.currentTarget.value })}
          />
        </Field>
        <Field label={t(messages.note)} id="block-note">
          <Input
            maxLength={200}
            dir="auto"
            value={block.note}
            onChange={(event) => setBlock({ ...block, note: event.currentTarget.value })}
          />
        </Field>
        <Button type="submit" $variant="outline" disabled={blocking || !propertyId}>
          {t(messages.block)}
        </Button>
      </BlockForm>
      <CardTitle as="h3">{t(messages.blockedList)}</CardTitle>
      {blocks.length === 0 ? (
        <p>{t(messages.noBlocks)}</p>
      ) : (
        <ul>
          {blocks.map((item) => {
            const dates = t(messages.blockedNights, {
              nights: nightsBetween(item.startDate, item.endDate),
              first: dayText(item.startDate),
              last: dayText(addDays(item.endDate, -1)),
            });
            return (
              <li key={item.id}>
                <Line>
                  <strong>{dates}</strong>
                </Line>
                <Line dir="auto">
                  {titleOf(item.propertyId)}
                  {item.importId
                    ? ` · ${t(importMessages.fromCalendar, { name: item.note })}`
                    : item.note
                      ? ` · ${item.note}`
                      : ''}
                </Line>
                {/* a followed calendar's nights follow it: removed there, or by no longer following it */}
                {item.importId ? null : (
                  <Row>
                    <Button
                      $size="sm"
                      $variant="ghost"
                      aria-label={t(messages.unblockNamed, { dates })}
                      onClick={() => onUnblock(item)}
                    >
                      {t(messages.unblock)}
                    </Button>
                  </Row>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SideCard>
  );
}
