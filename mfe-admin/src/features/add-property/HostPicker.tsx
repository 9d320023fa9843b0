import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import { fullNameOf } from '@stays/contracts';
import { Field, Input } from '@stays/ui/forms';
import { AdminHostSearchDocument } from '../../__generated__/graphql';

const m = defineMessages({
  label: { id: 'admin.host.label', defaultMessage: 'Host' },
  hint: {
    id: 'admin.host.hint',
    defaultMessage:
      'Search host accounts by name, username or email, then choose the one who owns the property.',
  },
  results: { id: 'admin.host.results', defaultMessage: 'Matching hosts' },
  none: { id: 'admin.host.none', defaultMessage: 'No host account matches.' },
  typeMore: { id: 'admin.host.typeMore', defaultMessage: 'Type at least 2 characters.' },
  chosen: { id: 'admin.host.chosen', defaultMessage: 'Chosen host: {name}' },
  searching: { id: 'admin.host.searching', defaultMessage: 'Searching…' },
});

export const HOST_SEARCH_DELAY_MS = 250;

export interface ChosenHost {
  id: string;
  name: string;
}

const Options = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};

  legend {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
    margin-block-end: ${({ theme }) => theme.space.xxs};
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    cursor: pointer;
  }
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The property's host, chosen from a search of host (and admin) accounts that are not blocked, instead of an id
 * typed blind. The results are radio buttons: Tab reaches them, arrows move, Space chooses.
 */
export function HostPicker({
  id,
  value,
  onChange,
  error,
}: {
  /** The search box's id (the form focuses it when no host is chosen). */
  id?: string;
  value: ChosenHost | null;
  onChange(host: ChosenHost): void;
  error?: string;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const name = useId();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(typed.trim()), HOST_SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const enough = search.length >= 2;
  const { data, loading } = useQuery(AdminHostSearchDocument, { variables: { search }, skip: !enough });
  const hosts = data?.userPage.items ?? [];

  return (
    <div>
      <Field label={t(m.label)} hint={t(m.hint)} error={error} id={id}>
        <Input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
        />
      </Field>
      <div aria-live="polite">
        {value ? <Note>{t(m.chosen, { name: value.name })}</Note> : null}
        {!enough ? (
          typed.trim().length === 1 ? (
            <Note>{t(m.typeMore)}</Note>
          ) : null
        ) : loading && !data ? (
          <Note>{t(m.searching)}</Note>
        ) : hosts.length === 0 ? (
          <Note>{t(m.none)}</Note>
        ) : null}
      </div>
      {enough && hosts.length > 0 ? (
        <Options>
          <legend>{t(m.results)}</legend>
          {hosts.map((host) => {
            const label = fullNameOf(host, host.email || host.id);
            return (
              <label key={host.id}>
                <input
                  type="radio"
                  name={name}
                  value={host.id}
                  checked={value?.id === host.id}
                  onChange={() => onChange({ id: host.id, name: label })}
                />
                <span>
                  <bdi>{label}</bdi>
                  {host.email ? (
                    <>
                      {' '}
                      · <bdi>{host.email}</bdi>
                    </>
                  ) : null}
                </span>
              </label>
            );
          })}
        </Options>
      ) : null}
    </div>
  );
}
