import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, Container, ButtonLink } from '@stays/ui';
import type { ShellPage } from '../routes/routeTable';
import { staticPages } from './staticContent';

const Hero = styled.div`
  padding-block: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.xl};
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.sandSoft}, transparent);
  h1 { font-size: ${({ theme }) => theme.fontSizes.xxxl}; }
  p { margin-block-start: ${({ theme }) => theme.space.sm}; max-inline-size: 44rem; color: ${({ theme }) => theme.colors.muted}; }
`;

const Sections = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h2 { font-size: ${({ theme }) => theme.fontSizes.xl}; margin-block-end: ${({ theme }) => theme.space.sm}; }
  ul { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: ${({ theme }) => theme.space.xs}; }
  p + p { margin-block-start: ${({ theme }) => theme.space.xs}; }
`;

const TableWrap = styled.div`
  overflow-x: auto;
  table { inline-size: 100%; border-collapse: collapse; font-size: ${({ theme }) => theme.fontSizes.sm}; }
  th, td { padding: ${({ theme }) => theme.space.sm}; border-block-end: 1px solid ${({ theme }) => theme.colors.border}; text-align: start; vertical-align: top; }
  th { background: ${({ theme }) => theme.colors.sandSoft}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;


/** One of the shell's static information pages. */
export function StaticPage({ page }: { page: Exclude<ShellPage, 'login'> }) {
  const content = staticPages[page];
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${content.title} · Stays`;
  }, [content.title]);
  const legal = page === 'terms' || page === 'privacy';
  return (
    <>
      <Hero>
        <Container>
          <h1>{content.title}</h1>
          {content.updated ? <p>{content.updated}</p> : null}
          <p>{content.intro}</p>
        </Container>
      </Hero>
      <Sections>
        {content.sections.map((s) => (
          <Card key={s.heading} as="section">
            <h2>{s.heading}</h2>
            {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
            {s.items ? (
              <ul>
                {s.items.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ul>
            ) : null}
            {s.table ? (
              <TableWrap>
                <table>
                  <thead>
                    <tr>{s.table.columns.map((c) => <th key={c} scope="col">{c}</th>)}</tr>
                  </thead>
                  <tbody>
                    {s.table.rows.map((r) => (
                      <tr key={r[0]}>{r.map((cell, i) => (i === 0 ? <th key={cell} scope="row">{cell}</th> : <td key={cell}>{cell}</td>))}</tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            ) : null}
          </Card>
        ))}
        {content.actions || legal ? (
          <Actions>
            {content.actions?.map((a, i) => (
              <ButtonLink key={a.to} to={a.to} $variant={i === 0 ? 'primary' : 'outline'}>
                {a.label}
              </ButtonLink>
            ))}
            {legal ? (
              <Button $variant="outline" onClick={() => navigate(-1)}>
                Go Back
              </Button>
            ) : null}
          </Actions>
        ) : null}
      </Sections>
    </>
  );
}
