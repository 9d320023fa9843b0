import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: -0.02em;
`;

/** The 'Stays' word mark: a sun over a wave, then the name. */
export function Logo() {
  const intl = useIntl();
  return (
    <Home to="/" aria-label={intl.formatMessage({ id: 'nav.logo', defaultMessage: 'Stays, home' })}>
      <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="9" fill="#0f5f66" />
        <circle cx="21" cy="11" r="4.5" fill="#f29d52" />
        <path d="M4 21c3-3 6-3 9 0s6 3 9 0 4-2.5 6-1.5V28H4z" fill="#f3e6d0" />
      </svg>
      <span>Stays</span>
    </Home>
  );
}
