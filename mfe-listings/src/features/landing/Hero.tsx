import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { fallSearchPath, localDay } from '@stays/contracts';
import { Container } from '@stays/ui';
import { SearchBar } from '../search';

const Section = styled.section`
  position: relative;
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  background:
    radial-gradient(120% 80% at 85% 0%, rgba(242, 157, 82, 0.35), transparent 60%),
    linear-gradient(160deg, #0f5f66 0%, #16808a 55%, #2c9aa0 100%);
  color: #eaf6f5;
  overflow: hidden;
  ${({ theme }) => theme.media.md} {
    padding-block: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.xxl};
  }
`;

const Waves = styled.svg`
  position: absolute;
  inset-inline: 0;
  inset-block-end: 0;
  inline-size: 100%;
  block-size: 4rem;
  pointer-events: none;
`;

const Content = styled(Container)`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #ffd8b0;
`;

const Title = styled.h1`
  max-inline-size: 24ch;
  font-size: ${({ theme }) => theme.fontSizes.display};
  color: #fff;
`;

const Subtitle = styled.p`
  max-inline-size: 38rem;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: #d5ecea;
`;

/** The student call to action: a Months search for the next fall near Texas A&M. */
const StudentLink = styled(Link)`
  justify-self: start;
  color: #ffffff;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-underline-offset: 3px;
`;

/** Title, subtitle and the search bar over a sea-and-sunset gradient (no photo: nothing to wait for). */
export function Hero() {
  const intl = useIntl();
  return (
    <Section aria-labelledby="hero-title">
      <Content>
        <div>
          <Eyebrow>
            {intl.formatMessage({
              id: 'landing.heroEyebrow',
              defaultMessage: 'Tamuda Bay · College Station',
            })}
          </Eyebrow>
          <Title id="hero-title">
            {intl.formatMessage({ id: 'landing.heroTitle', defaultMessage: 'Find your perfect stay' })}
          </Title>
        </div>
        <Subtitle>
          {intl.formatMessage({
            id: 'landing.heroSubtitle',
            defaultMessage: 'Verified homes on the Mediterranean coast and student housing near campus.',
          })}
        </Subtitle>
        <SearchBar />
        <StudentLink to={fallSearchPath(localDay(new Date()), 'texas-am')}>
          {intl.formatMessage({
            id: 'landing.studentLink',
            defaultMessage: 'Students: rent by the month near Texas A&M',
          })}
        </StudentLink>
      </Content>
      <Waves viewBox="0 0 1440 64" preserveAspectRatio="none" aria-hidden="true">
        <path d="M0 40 C240 10 480 10 720 36 S1200 64 1440 30 V64 H0Z" fill="#fcfaf6" />
      </Waves>
    </Section>
  );
}
