import { useIntl } from 'react-intl';
import { Button, CardTitle } from '@stays/ui';
import { Field, Input } from '@stays/ui/forms';
import type { CalendarImportFieldsFragment } from '../../__generated__/graphql';
import { errorMessageOf, importMessages as messages } from './importMessages';
import { Address, BlockForm, Line, Row, SideCard } from './styles';
import { useCalendarImports } from './useCalendarImports';

/** One followed calendar's last sync in words: what it imported, or why it failed (never the feed's own text). */
function ResultLine({ item }: { item: CalendarImportFieldsFragment }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const result = item.lastResult;
  const when = item.lastSyncAt
    ? t(messages.lastSync, {
        time: intl.formatDate(item.lastSyncAt, { dateStyle: 'medium', timeStyle: 'short' }),
      })
    : t(messages.neverSynced);
  if (!result) return <Line>{when}</Line>;
  return (
    <>
      <Line>{when}</Line>
      {result.ok ? (
        <Line data-testid="import-result">
          {t(messages.resultOk, { events: result.events, nights: result.nights })}
          {result.conflicts > 0 ? ` · ${t(messages.resultConflicts, { count: result.conflicts })}` : ''}
          {result.skipped.length > 0
            ? ` · ${t(messages.resultSkipped, { count: result.skipped.length })}`
            : ''}
        </Line>
      ) : (
        <Line role="status" data-testid="import-result" data-failed="true">
          {t(messages.failed, { reason: t(errorMessageOf(result.errorCode)) })}
        </Line>
      )}
    </>
  );
}

export interface ImportsCardProps {
  propertyId: string;
  refreshCalendar: () => Promise<unknown>;
}

/** The other sites' calendars the chosen listing follows: add one by address and name, sync it now, remove it. */
export function ImportsCard({ propertyId, refreshCalendar }: ImportsCardProps) {
  const t = useIntl().formatMessage;
  const { imports, loading, error, form, setForm, onAdd, onSync, onRemove, adding, busyId } =
    useCalendarImports(propertyId, refreshCalendar);
  return (
    <SideCard $padded as="section" aria-labelledby="imports-title" data-testid="calendar-imports">
      <CardTitle as="h2" id="imports-title">
        {t(messages.title)}
      </CardTitle>
      <p>{t(messages.intro)}</p>
      <BlockForm onSubmit={(event) => void onAdd(event)} noValidate>
        <Field label={t(messages.url)} id="import-url">
          <Input
            type="url"
            dir="ltr"
            inputMode="url"
            placeholder="https://"
            value={form.url}
            onChange={(event) => setForm({ ...form, url: event.currentTarget.value })}
          />
        </Field>
        <Field label={t(messages.name)} id="import-name">
          <Input
            maxLength={60}
            dir="auto"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.currentTarget.value })}
          />
        </Field>
        <Button type="submit" $variant="outline" disabled={adding}>
          {t(messages.add)}
        </Button>
      </BlockForm>
      {error ? <p role="alert">{t(messages.loadFailed)}</p> : null}
      {loading ? null : imports.length === 0 ? (
        <p>{t(messages.none)}</p>
      ) : (
        <ul>
          {imports.map((item) => (
            <li key={item.id} data-testid="calendar-import">
              <Line>
                <strong dir="auto">{item.name}</strong>
              </Line>
              <Address dir="ltr" title={item.url}>
                {item.url}
              </Address>
              <ResultLine item={item} />
              <Row>
                <Button
                  $size="sm"
                  $variant="outline"
                  disabled={busyId === item.id}
                  aria-label={t(messages.syncNamed, { name: item.name })}
                  onClick={() => void onSync(item.id)}
                >
                  {t(messages.sync)}
                </Button>
                <Button
                  $size="sm"
                  $variant="ghost"
                  disabled={busyId === item.id}
                  aria-label={t(messages.removeNamed, { name: item.name })}
                  onClick={() => void onRemove(item.id)}
                >
                  {t(messages.remove)}
                </Button>
              </Row>
            </li>
          ))}
        </ul>
      )}
    </SideCard>
  );
}
