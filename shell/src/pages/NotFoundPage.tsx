import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, ButtonLink } from '@stays/ui';

const Wrap = styled(Container)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.xxxl};
  text-align: center;
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxxl}; }
  p { color: ${({ theme }) => theme.colors.muted}; }
`;


export function NotFoundPage() {
  const intl = useIntl();
  return (
    <Wrap>
      <h1>{intl.formatMessage({ id: 'notFound.title', defaultMessage: '404 Page Not Found' })}</h1>
      <p>{intl.formatMessage({ id: 'notFound.text', defaultMessage: 'Did you forget to add the page to the router?' })}</p>
      <ButtonLink to="/" $variant="primary">
        {intl.formatMessage({ id: 'notFound.back', defaultMessage: 'Back to Home' })}
      </ButtonLink>
    </Wrap>
  );
}
