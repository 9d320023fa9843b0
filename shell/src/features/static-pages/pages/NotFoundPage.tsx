import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, CompassIcon, Container } from '@stays/ui';
import { usePageTitle, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.notFound.title', defaultMessage: '404 Page Not Found' },
  text: { id: 'static.notFound.text', defaultMessage: 'Did you forget to add the page to the router?' },
  back: { id: 'static.notFound.back', defaultMessage: 'Back to Home' },
});

const Wrap = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    ${({ theme }) => theme.media.md} {
      font-size: ${({ theme }) => theme.fontSizes.xxxl};
    }
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Icon = styled.div`
  display: grid;
  place-items: center;
  inline-size: 5rem;
  block-size: 5rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.sand};
  color: ${({ theme }) => theme.colors.primary};
`;

/** Any path the route table does not know (SPEC 2). */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  return (
    <Wrap>
      <Icon aria-hidden="true">
        <CompassIcon size={40} />
      </Icon>
      <h1>{t(messages.title)}</h1>
      <p>{t(messages.text)}</p>
      <ButtonLink to="/" $variant="primary">
        {t(messages.back)}
      </ButtonLink>
    </Wrap>
  );
}
