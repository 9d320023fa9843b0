import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@stays/ui';
import { Logo } from './Logo';

const Wrap = styled.footer`
  margin-block-start: ${({ theme }) => theme.space.xxxl};
  background: ${({ theme }) => theme.colors.ink};
  color: #d7e2e1;
  a { color: inherit; text-decoration: none; }
  a:hover { color: #fff; text-decoration: underline; }
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
  a { color: #fff; }
  ${({ theme }) => theme.media.lg} { grid-column: auto; }
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
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: ${({ theme }) => theme.space.xs}; }
  li { font-size: ${({ theme }) => theme.fontSizes.sm}; }
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

type FooterLink = { to: string; id: string; text: string };

const columns: Array<{ id: string; title: string; links: FooterLink[] }> = [
  {
    id: 'footer.explore',
    title: 'Explore',
    links: [
      { to: '/about', id: 'footer.about', text: 'About' },
      { to: '/student-guide', id: 'footer.studentGuide', text: 'Student Guide' },
      { to: '/campus-events', id: 'footer.campusEvents', text: 'Campus Events' },
    ],
  },
  {
    id: 'footer.support',
    title: 'Support',
    links: [
      { to: '/help-center', id: 'footer.helpCenter', text: 'Help Center' },
      { to: '/safety-information', id: 'footer.safety', text: 'Safety Information' },
      { to: '/cancellation', id: 'footer.cancellation', text: 'Cancellation Options' },
      { to: '/contact-us', id: 'footer.contactUs', text: 'Contact Us' },
    ],
  },
  {
    id: 'footer.hosting',
    title: 'Hosting',
    links: [
      { to: '/become-host', id: 'footer.becomeHost', text: 'Become a Host' },
      { to: '/host-resources', id: 'footer.hostResources', text: 'Host Resources' },
      { to: '/community-forum', id: 'footer.communityForum', text: 'Community Forum' },
    ],
  },
  {
    id: 'footer.legal',
    title: 'Legal',
    links: [
      { to: '/terms', id: 'footer.terms', text: 'Terms of Service' },
      { to: '/privacy', id: 'footer.privacy', text: 'Privacy Policy' },
    ],
  },
];

// Social accounts do not exist yet (SPEC 2: placeholders), so these are labelled marks, not dead links.
const socials = [
  { name: 'Facebook', mark: 'f' },
  { name: 'Instagram', mark: 'IG' },
  { name: 'X (Twitter)', mark: 'X' },
];

export function Footer() {
  const intl = useIntl();
  const t = (id: string, defaultMessage: string) => intl.formatMessage({ id, defaultMessage });
  return (
    <Wrap>
      <Top>
        <Brand>
          <Logo />
          <p>{t('footer.tagline', 'Verified short stays on the Mediterranean coast and student housing near campus.')}</p>
        </Brand>
        {columns.map((c) => (
          <Column key={c.id}>
            <h2>{t(c.id, c.title)}</h2>
            <ul>
              {c.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to}>{t(l.id, l.text)}</Link>
                </li>
              ))}
            </ul>
          </Column>
        ))}
      </Top>
      <Bottom>
        <span>{t('footer.copyright', '© 2025 Stays. All rights reserved.')}</span>
        <Social aria-label={t('footer.follow', 'Follow us')}>
          {socials.map((s) => (
            <li key={s.name}>
              <SocialIcon role="img" aria-label={`${s.name} (coming soon)`} title={`${s.name} (coming soon)`}>
                {s.mark}
              </SocialIcon>
            </li>
          ))}
        </Social>
      </Bottom>
    </Wrap>
  );
}
