import { useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useToast } from '@stays/ui';
import {
  AddCalendarImportDocument,
  CalendarImportsDocument,
  RemoveCalendarImportDocument,
  SyncCalendarImportDocument,
} from '../../__generated__/graphql';
import { firstMessage } from './errors';
import { importMessages as messages } from './importMessages';

const EMPTY = { url: '', name: '' };

/** The words of a refusal: every field's message, else the server's. */
function refusal(failure: unknown): string | undefined {
  const fields = CombinedGraphQLErrors.is(failure) ? failure.errors[0]?.extensions?.errors : undefined;
  return fields && typeof fields === 'object'
    ? Object.values(fields as Record<string, string>).join(' ')
    : firstMessage(failure);
}

/**
 * The calendars the listing `propertyId` follows, the add form, and each one's Sync now and Remove; after each
 * write the list and the month (`refreshCalendar`: its imported nights and conflicts) are read again.
 */
export function useCalendarImports(propertyId: string, refreshCalendar: () => Promise<unknown>) {
  const t = useIntl().formatMessage;
  const { toast } = useToast();
  const [form, setForm] = useState(EMPTY);
  const list = useQuery(CalendarImportsDocument, { variables: { propertyId } });
  const [add, adding] = useMutation(AddCalendarImportDocument);
  const [sync] = useMutation(SyncCalendarImportDocument);
  const [remove] = useMutation(RemoveCalendarImportDocument);
  const [busyId, setBusyId] = useState<string | null>(null);
  const refresh = () => {
    void list.refetch().catch(() => undefined);
    void refreshCalendar().catch(() => undefined);
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.url.trim() || !form.name.trim()) {
      toast({ variant: 'destructive', title: t(messages.addFailed), description: t(messages.fieldsNeeded) });
      return;
    }
    try {
      const { data } = await add({ variables: { propertyId, url: form.url.trim(), name: form.name.trim() } });
      setForm(EMPTY);
      const result = data?.addCalendarImport.lastResult;
      toast({
        variant: result && !result.ok ? 'destructive' : undefined,
        title: result && !result.ok ? t(messages.addedFailing) : t(messages.added),
      });
    } catch (failure) {
      toast({ variant: 'destructive', title: t(messages.addFailed), description: refusal(failure) });
      return;
    }
    refresh();
  };

  const onSync = async (id: string) => {
    setBusyId(id);
    try {
      const { data } = await sync({ variables: { propertyId, id } });
      const result = data?.syncCalendarImport.lastResult;
      toast({
        variant: result && !result.ok ? 'destructive' : undefined,
        title: result && !result.ok ? t(messages.syncFailed) : t(messages.synced),
      });
    } catch (failure) {
      toast({ variant: 'destructive', title: t(messages.syncFailed), description: refusal(failure) });
    } finally {
      setBusyId(null);
    }
    refresh();
  };

  const onRemove = async (id: string) => {
    setBusyId(id);
    try {
      await remove({ variables: { propertyId, id } });
      toast({ title: t(messages.removed) });
    } catch (failure) {
      toast({ variant: 'destructive', title: t(messages.removeFailed), description: refusal(failure) });
    } finally {
      setBusyId(null);
    }
    refresh();
  };

  return {
    imports: list.data?.calendarImports ?? [],
    loading: list.loading && !list.data,
    error: list.error,
    form,
    setForm,
    onAdd,
    onSync,
    onRemove,
    adding: adding.loading,
    busyId,
  };
}
