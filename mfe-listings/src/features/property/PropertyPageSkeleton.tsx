import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container, Skeleton, Spinner } from '@stays/ui';
import { propertyMessages } from './messages';

const Wrap = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.lg};
`;

/** The page's outline while it loads, with a spinner announced to screen readers. */
export function PropertyPageSkeleton() {
  const label = useIntl().formatMessage(propertyMessages.loading);
  return (
    <Wrap data-testid="property-skeleton">
      <Skeleton $width="6rem" />
      <Skeleton $width="60%" $height="2.5rem" />
      <Skeleton $width="40%" />
      <Skeleton $height="auto" $radius="24px" style={{ aspectRatio: '16 / 7' }} />
      <Spinner label={label} />
    </Wrap>
  );
}
