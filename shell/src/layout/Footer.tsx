import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@stays/ui';
import { Logo } from './Logo';

const Wrap = styled.footer`
  margin-block-start: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.colors.ink};
  color: #d7e2e1;
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Top = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxl};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.6fr repeat(4, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-inline-size: 22rem;
  a {
    color: #fff;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
`;

const Column = styled.div`
  h2 {
    margin-block-end: ${({ theme }) => theme.space.sm};
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: #fff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  border-block-start: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Social = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const SocialIcon = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: rgba(255, 255, 255, 0.08);
  color: #fff;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type FooterLink = { to: string; message: MessageDescriptor };

const columns: Array<{ title: MessageDescriptor; links: FooterLink[] }> = [
  {
    title: { id: 'footer.explore', defaultMessage: 'Explore' },
    links: [
      { to: '/about', message: { id: 'footer.about', defaultMessage: 'About' } },
      { to: '/student-guide', message: { id: 'footer.studentGuide', defaultMessage: 'Student Guide' } },
      { to: '/campus-events', message: { id: 'footer.campusEvents', defaultMessage: 'Campus Events' } },
    ],
  },
  {
    title: { id: 'footer.support', defaultMessage: 'Support' },
    links: [
      { to: '/help-center', message: { id: 'footer.helpCenter', defaultMessage: 'Help Center' } },
      { to: '/safety-information', message: { id: 'footer.safety', defaultMessage: 'Safety Information' } },
      { to: '/cancellation', message: { id: 'footer.cancellation', defaultMessage: 'Cancellation Options' } },
      { to: '/contact-us', message: { id: 'footer.contactUs', defaultMessage: 'Contact Us' } },
    ],
  },
  {
    title: { id: 'footer.hosting', defaultMessage: 'Hosting' },
    links: [
      { to: '/become-host', message: { id: 'footer.becomeHost', defaultMessage: 'Become a Host' } },
      { to: '/host-resources', message: { id: 'footer.hostResources', defaultMessage: 'Host Resources' } },
      { to: '/community-forum', message: { id: 'footer.communityForum', defaultMessage: 'Community Forum' } },
    ],
  },
  {
    title: { id: 'footer.legal', defaultMessage: 'Legal' },
    links: [
      { to: '/terms', message: { id: 'footer.terms', defaultMessage: 'Terms of Service' } },
      { to: '/privacy', message: { id: 'footer.privacy', defaultMessage: 'Privacy Policy' } },
    ],
  },
];

// Social accounts do not exist yet (SPEC 2: placeholders), so these are labelled marks, not dead links.
const socials = [
  { name: 'Facebook', mark: 'f' },
  { name: 'Instagram', mark: 'IG' },
  { name: 'X (Twitter)', mark: 'X' },
];

const m = defineMessages({
  tagline: {
    id: 'footer.tagline',
    defaultMessage: 'Verified short stays on the Mediterranean coast and student housing near campus.',
  },
  copyright: { id: 'footer.copyright', defaultMessage: '© {year} Stays. All rights reserved.' },
  follow: { id: 'footer.follow', defaultMessage: 'Follow us' },
  comingSoon: { id: 'footer.socialSoon', defaultMessage: '{network} (coming soon)' },
});

// SPEC 2: the footer shows the year 2025 (the copy's year, not today's).
const COPYRIGHT_YEAR = 2025;

export function Footer() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Wrap>
      <Top>
        <Brand>
          <Logo />
          <p>{t(m.tagline)}</p>
        </Brand>
        {columns.map((c) => (
          <Column key={c.title.id}>
            <h2>{t(c.title)}</h2>
            <ul>
              {c.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.message)}</Link>
                </li>
              ))}
            </ul>
          </Column>
        ))}
      </Top>
      <Bottom>
        <span>{t(m.copyright, { year: COPYRIGHT_YEAR })}</span>
        <Social aria-label={t(m.follow)}>
          {socials.map((s) => (
            <li key={s.name}>
              <SocialIcon
                role="img"
                aria-label={t(m.comingSoon, { network: s.name })}
                title={t(m.comingSoon, { network: s.name })}
              >
                {s.mark}
              </SocialIcon>
            </li>
          ))}
        </Social>
      </Bottom>
    </Wrap>
  );
}
