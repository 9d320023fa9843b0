import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { isLocale, useLanguage } from '@stays/platform';

const Select = styled.select`
  min-block-size: 2.25rem;
  padding-inline: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;

/** A native select: keyboard, screen readers and phones all know how to use it. */
export function LanguagePicker() {
  const { locale, languages, setLocale } = useLanguage();
  const intl = useIntl();
  return (
    <Select
      aria-label={intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
      value={locale}
      onChange={(e) => isLocale(e.target.value) && setLocale(e.target.value)}
    >
      {languages.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </Select>
  );
}
