import { defineMessages } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink, CompassIcon, Container } from '@stays/ui';
import { usePageTitle, useT } from '../common';

export const messages = defineMessages({
  title: { id: 'static.notFound.title', defaultMessage: '404 Page Not Found' },
  /** SPEC's text, meant for developers: kept as the page's hidden detail only (issue 46 #9). */
  text: { id: 'static.notFound.text', defaultMessage: 'Did you forget to add the page to the router?' },
  help: {
    id: 'static.notFound.help',
    defaultMessage:
      'This address leads to no page: it may be mistyped, or the page may have moved. Find a stay or ask us.',
  },
  detail: { id: 'static.notFound.detail', defaultMessage: 'Details for developers' },
  back: { id: 'static.notFound.back', defaultMessage: 'Back to Home' },
  search: { id: 'static.notFound.search', defaultMessage: 'Search stays' },
  helpCenter: { id: 'static.notFound.helpCenter', defaultMessage: 'Help Center' },
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

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Detail = styled.details`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
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

/**
 * Any path the route table does not know (SPEC 2): what happened in plain words and the ways on (home, search,
 * help); SPEC's developer sentence stays behind a closed "Details for developers".
 */
export function NotFoundPage() {
  const t = useT();
  usePageTitle(t(messages.title));
  return (
    <Wrap>
      <Icon aria-hidden="true">
        <CompassIcon size={40} />
      </Icon>
      <h1>{t(messages.title)}</h1>
      <p>{t(messages.help)}</p>
      <Actions>
        <ButtonLink to="/" $variant="primary">
          {t(messages.back)}
        </ButtonLink>
        <ButtonLink to="/search" $variant="outline">
          {t(messages.search)}
        </ButtonLink>
        <ButtonLink to="/help-center" $variant="ghost">
          {t(messages.helpCenter)}
        </ButtonLink>
      </Actions>
      <Detail>
        <summary>{t(messages.detail)}</summary>
        <p>{t(messages.text)}</p>
      </Detail>
    </Wrap>
  );
}
