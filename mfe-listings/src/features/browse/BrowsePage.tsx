import { ComingSoon, Container } from '@stays/ui';

/** /browse: the filter chips and filters dialog ship with the browse release. */
export default function BrowsePage() {
  return (
    <Container style={{ paddingBlock: '3rem' }}>
      <ComingSoon page="Browse" release="browse and filters release" />
    </Container>
  );
}
